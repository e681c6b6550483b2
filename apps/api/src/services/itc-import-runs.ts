import { type ItcImportRun, type Language } from '@laikas/contract';
import { type Message, message, storedMessage } from '../i18n/index.js';
import { ItcFormatError } from '../domain/itc.js';
import { isoWeekday, isCivilDate } from '@laikas/contract/time';
import { type FieldErrors, NotFoundError, ValidationFailedError } from '../errors.js';
import { type ImportRunRepository } from '../repositories/import-runs.js';
import { readItcInThread } from './file-threads.js';
import {
  ITC_SOURCE_PATTERN,
  ItcImportError,
  type ItcImporter,
  type ItcImportPreview,
  type ItcImportProgress,
  type ItcImportSummary,
  type ItcParsed,
} from './itc-import.js';

export interface ItcImportRequest {
  /**
   * The files' text, or their UTF-8 bytes as received: bytes are handed to the reading thread (transferred, not
   * copied: the request gives them up) and decoded there, off the event loop.
   */
  problemXml: string | Uint8Array;
  solutionXml: string | Uint8Array;
  periodName: string;
  start: string;
  groups: boolean;
  /** The source its rooms and students are kept apart by (empty or left out: the problem's name). */
  source?: string;
  /** Use rooms and users already under the names this import would give (otherwise such a conflict is refused). */
  match?: boolean;
  /** The language of whoever starts it: its warnings as they read them, and the names it writes. */
  language: Language;
}

/**
 * A run as stored: its error a stored message (`renderStored`), its summary's warnings messages; the route renders
 * both in the reader's language.
 */
export type StoredItcImportRun = Omit<ItcImportRun, 'summary' | 'error'> & {
  summary: ItcImportSummary | null;
  error: string | Message | null;
};

/** A run that has not reported for this long died with its process (a restart); it is answered as failed. */
const STALE_AFTER_MS = 10 * 60_000;
/** Progress is written at most this often (each write is a statement beside the import's own). */
const PROGRESS_EVERY_MS = 200;

const NO_PROGRESS: ItcImportProgress = {
  rooms: { done: 0, total: 0 },
  classes: { done: 0, total: 0 },
  occurrences: { done: 0, total: 0 },
};

/*
 * ITC 2019 imports started from the admin area (issue 16). `start` checks the request and reads both files while
 * the client waits (a bad file is a 422 naming the field), stores a run and answers it at once; the import itself
 * (services/itc-import.ts, the same as `./laikas import:itc`) goes on in the background of this process and
 * writes its progress to the run, which any API process answers to the screen that polls it.
 */
export function createItcImportRuns(deps: {
  importer: ItcImporter;
  runs: ImportRunRepository;
  clock: () => Date;
  onError: (error: unknown) => void;
}) {
  const { importer, runs, clock, onError } = deps;
  const running = new Set<Promise<void>>();

  async function read(request: ItcImportRequest): Promise<ItcParsed> {
    const errors: FieldErrors = {};
    if (request.periodName.trim() === '') {
      errors.period = [message('itc.periodNameRequired')];
    } else if (request.periodName.length > 255) {
      errors.period = [message('itc.periodNameTooLong')];
    }
    const source = request.source?.trim() ?? '';
    if (source !== '' && !ITC_SOURCE_PATTERN.test(source)) {
      errors.source = [message('itc.sourceFormat')];
    }
    if (request.start.trim() === '') {
      errors.start = [message('itc.startRequired')];
    } else if (!isCivilDate(request.start)) {
      errors.start = [message('schema.dateFormat')];
    } else if (isoWeekday(request.start) !== 1) {
      errors.start = [message('itc.startMonday')];
    }
    // Off the event loop, each file counted before it is parsed (issue 27): nothing is written before.
    const { problem, solution, refused } = await readItcInThread(request.problemXml, request.solutionXml);
    if (refused.problem !== undefined) {
      errors.problem = [refused.problem];
    }
    if (refused.solution !== undefined) {
      errors.solution = [refused.solution];
    }
    if (problem && solution && problem.name !== solution.name) {
      errors.solution = [message('itc.mismatch', { solution: solution.name, problem: problem.name })];
    }
    if (Object.keys(errors).length > 0 || !problem || !solution) {
      throw new ValidationFailedError(errors);
    }
    return { problem, solution };
  }

  /** What the import would do, counted (nothing written); throws ValidationFailedError as `start` does. */
  async function preview(request: ItcImportRequest): Promise<{ parsed: ItcParsed; preview: ItcImportPreview }> {
    const parsed = await read(request);
    const source = request.source?.trim();
    const counted = await importer.preview(
      {
        periodName: request.periodName.trim(),
        start: request.start,
        groups: request.groups,
        ...(source ? { source } : {}),
        match: request.match ?? false,
      },
      parsed,
    );
    return { parsed, preview: counted };
  }

  async function execute(id: number, request: ItcImportRequest, parsed: ItcParsed): Promise<void> {
    let written = 0;
    let last: ItcImportProgress = NO_PROGRESS;
    try {
      const summary: ItcImportSummary = await importer.run(
        {
          ...request,
          // Read already (`parsed`): the files themselves are not kept for the length of the import.
          problemXml: '',
          solutionXml: '',
          periodName: request.periodName.trim(),
          async onProgress(progress) {
            last = progress;
            const now = Date.now();
            if (progress.rooms.done === 0 || now - written >= PROGRESS_EVERY_MS) {
              written = now;
              await runs.update(id, { progress: JSON.stringify(progress), updated_at: clock().toISOString() });
            }
          },
        },
        parsed,
      );
      await runs.update(id, {
        status: 'done',
        progress: JSON.stringify(last),
        summary: JSON.stringify(summary),
        updated_at: clock().toISOString(),
      });
    } catch (error) {
      const known = error instanceof ItcImportError || error instanceof ItcFormatError;
      if (!known) {
        onError(error);
      }
      await runs
        .update(id, {
          status: 'failed',
          progress: JSON.stringify(last),
          error: storedMessage(known ? error.reason : message('itc.serverError')),
          updated_at: clock().toISOString(),
        })
        .catch(onError);
    }
  }

  return {
    /** Checks the request and both files (422), stores the run and starts it; answers the run as it stands. */
    async start(request: ItcImportRequest, userId: number | null): Promise<StoredItcImportRun> {
      const { parsed, preview: counted } = await preview(request);
      const conflicting = counted.rooms.conflicting + counted.students.conflicting;
      if (conflicting > 0) {
        // Issue 27: a room or person of another source is never taken over without the office's choice.
        throw new ValidationFailedError({
          source: [
            message('itc.conflicts', {
              rooms: message('count.rooms', { count: counted.rooms.conflicting }),
              students: message('count.students', { count: counted.students.conflicting }),
              source: counted.source,
            }),
          ],
        });
      }
      const now = clock().toISOString();
      const id = await runs.insert({
        kind: 'itc',
        status: 'running',
        progress: JSON.stringify(NO_PROGRESS),
        summary: null,
        error: null,
        created_by: userId,
        created_at: now,
        updated_at: now,
      });
      const job = execute(id, { ...request, source: counted.source }, parsed).finally(() => running.delete(job));
      running.add(job);
      return {
        id,
        status: 'running',
        progress: NO_PROGRESS,
        summary: null,
        error: null,
        created_at: now,
        updated_at: now,
      };
    },

    /** Counts what an import of these files would find and create (422 as `start`); writes nothing. */
    async preview(request: ItcImportRequest): Promise<ItcImportPreview> {
      return (await preview(request)).preview;
    },

    /** The run as it stands (its messages as stored; the route renders them). */
    async get(id: number): Promise<StoredItcImportRun> {
      const row = await runs.find(id, 'itc');
      if (!row) {
        throw new NotFoundError('import');
      }
      const stale = row.status === 'running' && clock().getTime() - Date.parse(row.updated_at) > STALE_AFTER_MS;
      return {
        id: row.id,
        status: stale ? 'failed' : row.status,
        progress: JSON.parse(row.progress) as ItcImportProgress,
        summary: row.summary === null ? null : (JSON.parse(row.summary) as ItcImportSummary),
        error: stale ? message('itc.stopped') : row.error,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    },

    /** Waits for the runs of this process (the app's close). */
    async settle(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}
export type ItcImportRuns = ReturnType<typeof createItcImportRuns>;
