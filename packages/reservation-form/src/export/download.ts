import type { IcsFile } from '@laikas/calendar-export';

/**
 * Hands a file to the browser as a download (a Blob behind a temporary link). Kept apart from the
 * builders so they stay pure and testable without a DOM.
 */
export function downloadFile(file: IcsFile, target: Document = document): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mimeType }));
  const anchor = target.createElement('a');
  anchor.href = url;
  anchor.download = file.filename;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  target.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
