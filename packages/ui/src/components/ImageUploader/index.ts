export { ImageUploader, type ImageUploaderProps, type UploadedImage } from './ImageUploader';
export {
  checkImageFiles,
  DEFAULT_MAX_IMAGE_BYTES,
  formatMegabytes,
  type FileFacts,
  type ImageCheckOptions,
  type ImageCheckResult,
  type ImageRejection,
  type ImageRejectionReason,
} from './checkImageFiles';
