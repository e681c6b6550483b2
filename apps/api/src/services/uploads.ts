import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { toInstant } from '../db/database.js';
import { formatOfName, type ImageFormat, MAX_IMAGE_PIXELS, recordedFileName, sniffImage } from '../domain/imageType.js';
import { ValidationFailedError } from '../errors.js';
import { type UploadRepository } from '../repositories/uploads.js';
import { type Message, message } from '../i18n/index.js';

const MIME: Readonly<Record<ImageFormat, string>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSION: Readonly<Record<ImageFormat, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export interface UploadServiceDependencies {
  uploads: UploadRepository;
  uploadDir: string;
  uploadsUrl: string;
  clock: () => Date;
}

const refuse = (said: Message) => new ValidationFailedError({ image: [said] });

/** The "at most N MB" of a limit, as people read it (4 MB, 2.5 MB). */
export function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

export function tooLarge(maxBytes: number): ValidationFailedError {
  return refuse(message('upload.imageTooLarge', { megabytes: megabytes(maxBytes) }));
}

/**
 * Images uploaded for resources: the bytes decide the format (JPEG, PNG or WebP; never SVG), the name must
 * agree with them, the declared size is checked before any pixel is decoded, and what is stored is a fresh
 * encoding without metadata (EXIF, GPS, comments) under a random name. Nothing is stored when any check fails.
 */
export function createUploadService({ uploads, uploadDir, uploadsUrl, clock }: UploadServiceDependencies) {
  return {
    async storeImage(upload: { filename: string; bytes: Buffer }, userId: number) {
      const format = sniffImage(upload.bytes.subarray(0, 16));
      if (!format) {
        throw refuse(message('upload.imageType'));
      }
      const claimed = formatOfName(upload.filename);
      if (claimed !== format) {
        throw refuse(message('upload.nameMismatch', { format: format.toUpperCase() }));
      }
      let width: number | undefined;
      let height: number | undefined;
      try {
        ({ width, height } = await sharp(upload.bytes, { limitInputPixels: false }).metadata());
      } catch {
        throw refuse(message('upload.imageDamaged'));
      }
      if (!width || !height) {
        throw refuse(message('upload.imageDamaged'));
      }
      if (width * height > MAX_IMAGE_PIXELS) {
        throw refuse(message('upload.tooManyPixels', { millions: MAX_IMAGE_PIXELS / 1_000_000 }));
      }
      let encoded: Buffer;
      try {
        encoded = await sharp(upload.bytes, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .toFormat(format)
          .toBuffer();
      } catch {
        throw refuse(message('upload.imageDamaged'));
      }
      const name = `${randomUUID()}.${EXTENSION[format]}`;
      const path = join(uploadDir, name);
      await writeFile(path, encoded, { flag: 'wx' });
      try {
        await uploads.insert({
          name,
          original_name: recordedFileName(upload.filename),
          mime_type: MIME[format],
          size: encoded.length,
          user_id: userId,
          created_at: toInstant(clock()),
        });
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return { name, url: `${uploadsUrl}/${name}` };
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
