import { type FastifyRequest } from 'fastify';
import { AppError, ValidationFailedError } from '../errors.js';
import { type Message, message } from '../i18n/index.js';

/** A file of a multipart body, read whole (within its limit). */
export interface ReceivedFile {
  field: string;
  filename: string;
  /**
   * The file's bytes: a view of an ArrayBuffer of its own (never Node's shared pool), so that a reader may transfer
   * it to a thread instead of copying it (services/file-threads.ts).
   */
  bytes: Buffer;
}

export interface MultipartRules {
  /** The field the 422s name (`image`, `files`, `problem`). */
  field: string;
  /** The file fields this route reads; a file in any other field refuses the request. */
  fileFields: readonly string[];
  /** What the 422 says when no file came, or one came in another field. */
  choose: Message;
  /**
   * What the 422 says when a file is in a field the route does not read, or a plain field comes that it does not take
   * (past `limits.fields`; a file sent without a file name is one) (default: `choose`).
   */
  wrongField?: Message;
  /** What the 422 says when more files come than `limits.files` (default: at most N files at once). */
  tooMany?: Message;
  /** Limits busboy checks while the body streams in. */
  limits: { fileSize: number; files: number; fields?: number; fieldSize?: number };
  /** The 422 when a file passes `limits.fileSize`. */
  tooLarge: (file: { field: string; filename: string }) => ValidationFailedError;
}

/** A body that is not a well-formed multipart body (a missing or wrong boundary, a cut-off end, a broken header). */
export class MalformedMultipartError extends AppError {
  readonly statusCode = 400;
  constructor() {
    super(message('upload.malformedMultipart'));
  }
}

/*
 * Reads a multipart/form-data body: its files (each whole, counted while it streams in) and its plain fields. Every
 * way a client can get the body wrong is a 4xx: no multipart content type or no file (422 `choose`), a file in
 * another field (422), a file over its limit (422 `tooLarge`), a body whose boundary is missing or wrong or that
 * stops before its end (400), more files or fields than the limits allow (422 `tooMany`, `wrongField`).
 *
 * When the answer is decided before the body has been read to its end, the rest of it is read and dropped, so that
 * the next request on the same keep-alive connection is read and answered (issue 27, point 15): left unread, the
 * connection waited for a body nobody reads, and so did the next request a proxy sent on it.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: MultipartRules,
): Promise<{ files: ReceivedFile[]; fields: Record<string, string> }> {
  const choose = () => new ValidationFailedError({ [rules.field]: [rules.choose] });
  if (!request.isMultipart()) {
    throw choose();
  }
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: rules.limits.fileSize,
        files: rules.limits.files,
        fields: rules.limits.fields ?? 0,
        ...(rules.limits.fieldSize !== undefined && { fieldSize: rules.limits.fieldSize }),
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      if (!rules.fileFields.includes(part.fieldname)) {
        throw new ValidationFailedError({ [rules.field]: [rules.wrongField ?? rules.choose] });
      }
      const tooLarge = () => rules.tooLarge({ field: part.fieldname, filename: part.filename });
      let bytes: Buffer;
      try {
        const declared = Number(request.headers['content-length']);
        bytes = await receive(part.file, Number.isSafeInteger(declared) ? declared : 0, rules.limits.fileSize);
      } catch (error) {
        if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
          throw tooLarge();
        }
        throw error;
      }
      if (part.file.truncated) {
        throw tooLarge();
      }
      files.push({ field: part.fieldname, filename: part.filename, bytes });
    }
  } catch (error) {
    dropTheRest(request);
    const { FilesLimitError, FieldsLimitError } = request.server.multipartErrors;
    // More parts than the route takes is a form filled in wrong, not a body too large (413): the 422 says what to send.
    if (error instanceof FilesLimitError) {
      throw new ValidationFailedError({
        [rules.field]: [rules.tooMany ?? message('upload.tooManyFiles', { count: rules.limits.files })],
      });
    }
    if (error instanceof FieldsLimitError) {
      throw new ValidationFailedError({ [rules.field]: [rules.wrongField ?? rules.choose] });
    }
    if (error instanceof AppError || hasClientStatus(error)) {
      throw error;
    }
    // busboy's own errors ("Unexpected end of form", "Malformed part header", "Boundary not found") carry no status.
    request.log.warn({ err: error }, 'malformed multipart body');
    throw new MalformedMultipartError();
  }
  if (files.length === 0) {
    throw choose();
  }
  return { files, fields };
}

/*
 * A file's bytes are copied into one ArrayBuffer piece by piece as they arrive (a few kilobytes a turn of the event
 * loop), instead of gathered and joined at the end: joining a 31 MB ITC problem was one block of the event loop of
 * ~230 ms of CPU (issue 27, point 13), and copying it again to the reading thread another ~180 ms. The buffer is
 * sized from the body's Content-Length (pages never written are never touched), or grows by doubling without one.
 */
async function receive(file: AsyncIterable<Buffer>, contentLength: number, limit: number): Promise<Buffer> {
  // busboy stops a file at its limit: no file needs more than that, whatever the header says.
  let store = Buffer.from(new ArrayBuffer(contentLength > 0 ? Math.min(contentLength, limit) : 64 * 1024));
  let length = 0;
  for await (const chunk of file) {
    if (length + chunk.length > store.length) {
      const grown = Buffer.from(new ArrayBuffer(Math.max(store.length * 2, length + chunk.length)));
      store.copy(grown, 0, 0, length);
      store = grown;
    }
    chunk.copy(store, length);
    length += chunk.length;
  }
  return store.subarray(0, length);
}

function hasClientStatus(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Reads what is left of the request's body and drops it (the parser that read it stopped). */
function dropTheRest(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) {
    return;
  }
  raw.unpipe();
  raw.resume();
}
