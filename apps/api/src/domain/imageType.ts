/** The image formats an upload may hold. SVG (a document that can carry script) never is one. */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The format the bytes say they are (magic numbers), or null: the client's name and type are not trusted. */
export function sniffImage(head: Uint8Array): ImageFormat | null {
  const starts = (bytes: readonly number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) {
    return 'jpeg';
  }
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'png';
  }
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  return null;
}

const EXTENSIONS: Readonly<Record<string, ImageFormat>> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' };

/** The format a file name claims by its extension, or null when it claims none of ours. */
export function formatOfName(name: string): ImageFormat | null {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? null : (EXTENSIONS[name.slice(dot + 1).toLowerCase()] ?? null);
}

/** At most this many pixels are decoded (a small file can declare a huge image: a pixel flood). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The client's file name as it is recorded beside an upload (never used as a path): without control characters
 * (NUL, which PostgreSQL cannot store, line breaks, escapes) and at most 255 characters (whole code points).
 */
export function recordedFileName(name: string): string | null {
  // eslint-disable-next-line no-control-regex
  const clean = [...name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '')].slice(0, 255).join('').trim();
  return clean === '' ? null : clean;
}
