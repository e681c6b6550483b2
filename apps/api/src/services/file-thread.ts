/*
 * A worker thread that reads uploaded files (a group list, or an ITC problem and its solution) or writes a report's
 * file, one message each: services/file-threads.ts starts it and ends it when idle, so that a large or hostile file
 * is parsed, and a large report written, off the event loop and within the thread's own memory limit (issue 27,
 * points 12 and 13).
 *
 * Node may load this file without tsx or Vite (a test's thread has no Vite), stripping its types itself: the domain
 * modules it needs import nothing of ours but types, and are imported by their .ts names.
 */
import { parentPort } from 'node:worker_threads';
import type * as GroupModule from '../domain/groupImport.js';
import type * as ItcModule from '../domain/itcFormat.js';
import type * as ReportFilesModule from '../domain/reportFiles.js';
import type { Message } from '../i18n/index.js';

/** What a thread reads, or writes. */
export type FileTask =
  | { kind: 'group'; name: string; bytes: Uint8Array }
  | { kind: 'itc'; problemXml: string | Uint8Array; solutionXml: string | Uint8Array }
  | { kind: 'report'; format: 'xlsx' | 'csv'; tables: ReportFilesModule.Table[] };

/** What a thread answers: the reading, or why the file (a field of the request) is refused. */
export type FileAnswer =
  | { kind: 'group'; read: Awaited<ReturnType<typeof GroupModule.readGroupFile>> }
  | { kind: 'group'; refused: Message }
  | {
      kind: 'itc';
      problem?: ItcModule.ItcProblem;
      solution?: ItcModule.ItcSolution;
      refused: { problem?: Message; solution?: Message };
    }
  | { kind: 'report'; bytes: Uint8Array };

const sibling = (path: string) => import(new URL(path, import.meta.url).href);

async function answer(task: FileTask): Promise<FileAnswer> {
  if (task.kind === 'report') {
    const { writeWorkbook, writeCsv } = (await sibling('../domain/reportFiles.ts')) as typeof ReportFilesModule;
    return {
      kind: 'report',
      bytes: task.format === 'xlsx' ? await writeWorkbook(task.tables) : writeCsv(task.tables[0]!),
    };
  }
  if (task.kind === 'group') {
    const { readGroupFile, GroupFileError } = (await sibling('../domain/groupImport.ts')) as typeof GroupModule;
    try {
      return { kind: 'group', read: await readGroupFile(task.name, Buffer.from(task.bytes)) };
    } catch (error) {
      if (error instanceof GroupFileError) {
        return { kind: 'group', refused: error.reason };
      }
      throw error;
    }
  }
  const { parseProblem, parseSolution, ItcFormatError } = (await sibling('../domain/itcFormat.ts')) as typeof ItcModule;
  const result: Extract<FileAnswer, { kind: 'itc' }> = { kind: 'itc', refused: {} };
  const read = <T>(field: 'problem' | 'solution', parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (error instanceof ItcFormatError) {
        result.refused[field] = error.reason;
        return undefined;
      }
      throw error;
    }
  };
  // Bytes are decoded here, off the event loop (a received file arrives as its bytes).
  const text = (value: string | Uint8Array) =>
    typeof value === 'string' ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('utf8');
  const problem = read('problem', () => parseProblem(text(task.problemXml)));
  const solution = read('solution', () => parseSolution(text(task.solutionXml)));
  return { ...result, ...(problem && { problem }), ...(solution && { solution }) };
}

/** A report file's bytes are handed over, not copied, when they are the whole of their buffer (never Node's pool). */
function ownBuffer(bytes: Uint8Array): ArrayBuffer[] {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && buffer.byteLength === bytes.byteLength
    ? [buffer]
    : [];
}

parentPort!.on('message', (task: FileTask) => {
  answer(task).then(
    (result) => parentPort!.postMessage(result, result.kind === 'report' ? ownBuffer(result.bytes) : []),
    (error: unknown) => {
      throw error; // the thread's 'error': the reader rejects the task and starts a new thread for the next
    },
  );
});
