/** The largest image accepted by default: 4 MB (spec 5). */
export const DEFAULT_MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/** What the checks need of a file (a browser `File` has all of it). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

export type ImageRejectionReason = 'notImage' | 'tooBig' | 'tooMany';

export interface ImageRejection<F extends FileFacts> {
  file: F;
  reason: ImageRejectionReason;
}

export interface ImageCheckOptions {
  /** Largest size in bytes; 4 MB by default. */
  maxBytes?: number;
  /** Most images in total, counting those already added; no limit when left out. */
  maxFiles?: number;
  /** How many images are already added. */
  existingCount?: number;
}

export interface ImageCheckResult<F extends FileFacts> {
  accepted: F[];
  rejected: ImageRejection<F>[];
}

/**
 * Splits picked or dropped files into those to upload and those to refuse: not an image,
 * larger than the maximum, or beyond the maximum count (the first ones in order are kept).
 */
export function checkImageFiles<F extends FileFacts>(
  files: readonly F[],
  options: ImageCheckOptions = {},
): ImageCheckResult<F> {
  const { maxBytes = DEFAULT_MAX_IMAGE_BYTES, maxFiles, existingCount = 0 } = options;
  const accepted: F[] = [];
  const rejected: ImageRejection<F>[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) {
      rejected.push({ file, reason: 'notImage' });
    } else if (file.size > maxBytes) {
      rejected.push({ file, reason: 'tooBig' });
    } else if (maxFiles !== undefined && existingCount + accepted.length >= maxFiles) {
      rejected.push({ file, reason: 'tooMany' });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

/** Bytes as megabytes for people: 4194304 → "4", 1572864 → "1.5". */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return String(Math.round(megabytes * 10) / 10);
}
