import { Worker } from 'node:worker_threads';
import { GroupFileError, type ImportRow, type RowProblem } from '../domain/groupImport.js';
import { type ItcProblem, type ItcSolution } from '../domain/itcFormat.js';
import { type Table, writeCsv, writeWorkbook } from '../domain/reportFiles.js';
import { type FileAnswer, type FileTask } from './file-thread.js';
import { type Message } from '../i18n/index.js';

/*
 * Uploaded files are read, and report files written, in a worker thread, one file at a time per process, the
 * thread kept while files keep coming (issue 27, points 12 and 13): parsing a 47 MB sheet or a 31 MB ITC problem on
 * the event loop made every other user wait for up to a minute, and three at once grew the server by 1.6 GB; writing a
 * year's 60,000 bookings as XLSX held it for 5 s. Each thread has a memory limit; a file that needs more is refused (422), and the
 * limits of the domain readers (cells, rows, inflated bytes, rooms, unavailabilities) refuse most such files long
 * before it.
 */

/**
 * Old-generation heap of a thread, in MB: a group list needs little, the largest real ITC problem about 300, a
 * report of the export's 100,000 bookings about 200.
 */
const MEMORY_MB = { group: 256, itc: 768, report: 512 } as const;
const TOO_LARGE: Message = { code: 'groupImport.tooLargeToRead' };

/** A thread is ended after this long without a file (loading the readers again costs about a second). */
const IDLE_MS = 30_000;

let queue: Promise<unknown> = Promise.resolve();
const threads = new Map<FileTask['kind'], { worker: Worker; idle?: NodeJS.Timeout }>();

/** The thread of the task's kind: the one kept from the last task, or a new one. */
function threadOf(kind: FileTask['kind']) {
  let thread = threads.get(kind);
  if (!thread) {
    const worker = new Worker(new URL('./file-thread.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: MEMORY_MB[kind] },
    });
    worker.unref(); // an idle thread never keeps the process alive
    thread = { worker };
    threads.set(kind, thread);
    worker.once('exit', () => {
      if (threads.get(kind)?.worker === worker) {
        threads.delete(kind);
      }
    });
  }
  clearTimeout(thread.idle);
  return thread;
}

/** Runs the task in its kind's thread after the tasks before it; answers what the thread posts. */
function inThread(task: FileTask, transfer: ArrayBuffer[] = []): Promise<FileAnswer> {
  const run = () =>
    new Promise<FileAnswer>((resolve, reject) => {
      const thread = threadOf(task.kind);
      const { worker } = thread;
      const settle = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        thread.idle = setTimeout(() => void worker.terminate(), IDLE_MS).unref();
      };
      const onMessage = (answer: FileAnswer) => {
        settle();
        resolve(answer);
      };
      const onError = (error: Error & { code?: string }) => {
        settle();
        threads.delete(task.kind);
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY' && task.kind !== 'report') {
          resolve(
            task.kind === 'group'
              ? { kind: 'group', refused: TOO_LARGE }
              : { kind: 'itc', refused: { problem: TOO_LARGE } },
          );
        } else {
          reject(error);
        }
      };
      const onExit = (code: number) => {
        settle();
        reject(new Error(`the file reading thread stopped (exit code ${code})`));
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage(task, transfer);
    });
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * The ArrayBuffers of these bytes that may be handed to a thread: each distinct one, never Node's shared pool of
 * small Buffers (a view of only part of it), never a SharedArrayBuffer.
 */
function transferable(...values: (string | Uint8Array)[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const value of values) {
    if (
      typeof value !== 'string' &&
      value.buffer instanceof ArrayBuffer &&
      value.byteOffset === 0 &&
      value.buffer.byteLength >= value.byteLength &&
      value.buffer.byteLength > Buffer.poolSize
    ) {
      buffers.add(value.buffer);
    }
  }
  return [...buffers];
}

/** A group list file's rows and their problems; a `GroupFileError` refuses the whole file. */
export async function readGroupFileInThread(
  name: string,
  bytes: Buffer,
): Promise<{ rows: ImportRow[]; problems: RowProblem[] }> {
  const answer = await inThread({ kind: 'group', name, bytes });
  if (answer.kind !== 'group') {
    throw new Error('the thread answered another kind of file');
  }
  if ('refused' in answer) {
    throw new GroupFileError(answer.refused);
  }
  return answer.read;
}

/** An ITC problem and solution as read, and the message refusing each file that cannot be imported. */
/**
 * Bytes (a received file's, routes/multipart.ts: an ArrayBuffer of their own) are transferred to the thread, not
 * copied, and decoded there: copying and decoding a 31 MB problem on the event loop held it for ~300 ms of CPU
 * (issue 27, point 13). The caller gives them up.
 */
export async function readItcInThread(
  problemXml: string | Uint8Array,
  solutionXml: string | Uint8Array,
): Promise<{ problem?: ItcProblem; solution?: ItcSolution; refused: { problem?: Message; solution?: Message } }> {
  const answer = await inThread({ kind: 'itc', problemXml, solutionXml }, transferable(problemXml, solutionXml));
  if (answer.kind !== 'itc') {
    throw new Error('the thread answered another kind of file');
  }
  return answer;
}

/**
 * Rows up to which a report is written on the event loop: an XLSX of 2,000 bookings takes about 0.1 s to write, a
 * thread about 1 s to start (loading ExcelJS) when none is kept.
 */
export const REPORT_ROWS_WRITTEN_HERE = 2_000;

/**
 * A report's tables as an XLSX workbook, or its one table as CSV (domain/reportFiles.ts): a large one in the thread,
 * where a year's 60,000 bookings no longer hold every other request for 0.5 s (CSV) to 5 s (XLSX).
 */
export async function writeReport(format: 'xlsx' | 'csv', tables: Table[]): Promise<Buffer> {
  const rows = tables.reduce((sum, table) => sum + table.rows.length, 0);
  if (rows <= REPORT_ROWS_WRITTEN_HERE) {
    return format === 'xlsx' ? writeWorkbook(tables) : writeCsv(tables[0]!);
  }
  const answer = await inThread({ kind: 'report', format, tables });
  if (answer.kind !== 'report') {
    throw new Error('the thread answered another kind of file');
  }
  return Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength);
}
