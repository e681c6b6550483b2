export { Thumbnails, type ThumbnailImage, type ThumbnailsProps } from './Thumbnails';
