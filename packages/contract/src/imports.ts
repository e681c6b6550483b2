import { z } from 'zod';
import { dataOf } from './common.js';

/** The most bytes of each ITC 2019 file sent to `POST /api/admin/imports/itc` (mary-fal18's problem is 2.6 MB). */
export const ITC_IMPORT_FILE_BYTES = 32 * 1024 * 1024;

const doneOfSchema = z.object({ done: z.number().int(), total: z.number().int() });

/** How far an ITC import is: rooms, placed classes and their occurrences written (or found) so far. */
export const itcImportProgressSchema = z.object({
  rooms: doneOfSchema,
  classes: doneOfSchema,
  occurrences: doneOfSchema,
});
export type ItcImportProgress = z.infer<typeof itcImportProgressSchema>;

/** What an ITC import created (the CLI prints the same); `warnings` in the reader's language. */
export const itcImportSummarySchema = z.object({
  problem: z.string(),
  /** The source its rooms and students are kept apart by (left out by runs stored before sources). */
  source: z.string().optional(),
  period: z.object({ id: z.number().int(), name: z.string(), created: z.boolean() }),
  rooms: z.object({ total: z.number().int(), created: z.number().int() }),
  classes: z.object({ total: z.number().int(), placed: z.number().int(), withoutRoom: z.number().int() }),
  /**
   * `existing`: already in the period. `leftOut`: not written, as they clash with what their room holds or meet its
   * blackouts on every date (a warning says which; left out by runs stored before it was counted).
   */
  series: z.object({ created: z.number().int(), existing: z.number().int(), leftOut: z.number().int().optional() }),
  occurrences: z.number().int(),
  /** The rooms' unavailable times added as blackouts (one a day). */
  blackouts: z.number().int(),
  /**
   * Those already in the period: the same files imported into it before, with any start (left out by runs stored
   * before they were counted, as is `blackoutsLeftOut`).
   */
  blackoutsExisting: z.number().int().optional(),
  /** Those not added where their room is booked or already unavailable then (warnings say where and why). */
  blackoutsLeftOut: z.number().int().optional(),
  users: z.number().int(),
  groups: z.number().int(),
  memberships: z.number().int(),
  warnings: z.array(z.string()),
});
export type ItcImportSummary = z.infer<typeof itcImportSummarySchema>;

/**
 * An ITC import started from the admin area: `POST /api/admin/imports/itc` (multipart: files `problem` and
 * `solution`, fields `period`, `start` (the Monday of week 1) and `groups` (`1` to make each class's students a
 * group), `source` and `match` (see the preview below)) answers 202 with it; `GET /api/admin/imports/itc/{id}` answers it again until `status` is `done`
 * (with `summary`) or `failed` (with `error`, in the reader's language).
 */
export const itcImportRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(['running', 'done', 'failed']),
  progress: itcImportProgressSchema,
  summary: itcImportSummarySchema.nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ItcImportRun = z.infer<typeof itcImportRunSchema>;
export const itcImportRunResponseSchema = dataOf(itcImportRunSchema);

/**
 * `POST /api/admin/imports/itc`: a multipart/form-data body with the ITC 2019 problem and solution (XML), the new
 * period's name, its first day, and `groups` (`1`/`true`) to import the class groups too.
 */
export const itcImportFormSchema = z.object({
  problem: z.file(),
  solution: z.file(),
  period: z.string(),
  start: z.string(),
  groups: z.enum(['1', 'true', '0', 'false']).optional(),
  source: z.string().optional(),
  match: z.enum(['1', 'true', '0', 'false']).optional(),
});

/**
 * The import form as a screen holds it before sending (`itcImportFormSchema` is the multipart body it becomes): a file
 * is null until chosen, the flags are booleans. The server checks the rest, so this asks no more than the shape.
 */
export const itcImportDraftSchema = z.object({
  problem: z.file().nullable(),
  solution: z.file().nullable(),
  period: z.string(),
  start: z.string(),
  groups: z.boolean(),
  /** The name its rooms and students are kept apart by; empty: the problem's name. */
  source: z.string(),
  /** Use rooms and users of another origin already under the names the import gives. */
  match: z.boolean(),
});
export type ItcImportDraft = z.infer<typeof itcImportDraftSchema>;

const alreadyThereSchema = z.object({ new: z.number().int(), existing: z.number().int() });

const identityCountsSchema = z.object({
  new: z.number().int(),
  matched: z.number().int(),
  conflicting: z.number().int(),
});

/**
 * `POST /api/admin/imports/itc/preview` (the same body as the import; issue 27): what the import would find and
 * create, written nowhere. An import names its `source` (the problem's name unless the office chooses one): its
 * rooms are `R5 (source)` and its students `s5@source`. `matched` counts rooms and students from an earlier import of
 * that source, and, when `match` is asked, those already in Laikas under the same name or uid; without `match`
 * those are `conflicting` (listed, at most 20 of each) and the import is refused. `series` (the weekly series of the
 * placed classes) and `blackouts` (the rooms' unavailable days) count those `existing` in the period already (the
 * same files imported into it before, with any start) and those `new`; the import leaves out any that meets what
 * its room already holds, with a warning: for blackouts the preview counts those as `leftOut` (not in `new`) and
 * `warnings` says where.
 */
export const itcImportPreviewSchema = z.object({
  problem: z.string(),
  source: z.string(),
  period: z.object({ name: z.string(), exists: z.boolean() }),
  rooms: identityCountsSchema,
  students: identityCountsSchema,
  groups: z.object({ new: z.number().int(), matched: z.number().int() }),
  classes: z.object({ total: z.number().int(), placed: z.number().int() }),
  series: alreadyThereSchema,
  blackouts: alreadyThereSchema.extend({ leftOut: z.number().int() }),
  conflicts: z.object({ rooms: z.array(z.string()), students: z.array(z.string()) }),
  /**
   * In the reader's language: the period holding these files from another Monday of week 1 (what stays on those
   * dates; first), then the room blackouts the import would leave out, one per room, weekday and time.
   */
  warnings: z.array(z.string()),
});
export type ItcImportPreview = z.infer<typeof itcImportPreviewSchema>;
export const itcImportPreviewResponseSchema = dataOf(itcImportPreviewSchema);
