/*
 * Just enough MIME reading for the e-mail tests (no parser is a dependency): headers, encoded words,
 * quoted-printable and base64 leaf parts of nested multiparts.
 */

export interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  try {
    return decodeURIComponent(bytes);
  } catch {
    return bytes;
  }
}

function split(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
}

/** Every leaf part of the message, its body decoded. */
export function leafParts(raw: string): MimePart[] {
  const { headers, body } = split(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => leafParts(part.replace(/^\n/, '')));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  let decoded = body;
  if (encoding === 'base64') {
    decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  } else if (encoding === 'quoted-printable') {
    decoded = decodeQuotedPrintable(body);
  }
  return [{ headers, body: decoded }];
}

export function subjectOf(raw: string): string {
  return decodeWords(split(raw).headers.get('subject') ?? '');
}

export function textOf(raw: string): string {
  return leafParts(raw).find((part) => (part.headers.get('content-type') ?? '').startsWith('text/plain'))?.body ?? '';
}

/** The body of the attachment named `filename`. */
export function attachmentOf(raw: string, filename: string): string | undefined {
  return leafParts(raw).find((part) => (part.headers.get('content-disposition') ?? '').includes(filename))?.body;
}
