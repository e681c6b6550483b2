/*
 * A Content-Disposition header that names a downloaded file (RFC 6266): the name as it is, Lithuanian letters kept,
 * in `filename*` (RFC 8187, UTF-8), and an ASCII stand-in in `filename` for the clients that read only that one. A
 * header value cannot carry those letters as they are (Node refuses it). Pure.
 */

/** Letters without their marks ("Ąžuolų" → "Azuolu"); what is left outside printable ASCII, and quotes, become `_`. */
function asciiOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** RFC 8187's value characters: what `encodeURIComponent` leaves, less `'()*` (and `!~`, which it allows, kept). */
function extendedValueOf(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a file name (already safe for file systems). */
export function attachmentDisposition(fileName: string): string {
  const ascii = asciiOf(fileName);
  const plain = `attachment; filename="${ascii}"`;
  return ascii === fileName ? plain : `${plain}; filename*=UTF-8''${extendedValueOf(fileName)}`;
}
