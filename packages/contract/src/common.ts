import { z } from 'zod';
import { type TimeOfDay } from './time/clock.js';

/** A clock time within a day, as the client sends and reads it: `{ hours, minutes }` (type `TimeOfDay`). */
export const timeOfDaySchema = z.object({
  hours: z.number().int().min(0).max(24),
  minutes: z.number().int().min(0).max(59),
}) satisfies z.ZodType<TimeOfDay>;

/*
 * Issue messages of these schemas are codes of the server's message catalogue (`schema.dateFormat`), never
 * sentences: the server says them in the reader's language (apps/api/src/i18n, issue 28).
 */

/**
 * A calendar date in the institution's time zone, `YYYY-MM-DD`. An empty one is a date left out: zod's `too_small`
 * of an empty text, which the form and the server's 422 say as the field being required, as for any other field; only
 * a date written otherwise gets `schema.dateFormat`. An optional date is `optionalDateSchema` or
 * `clearableDateSchema`, where empty means none.
 */
export const dateSchema = z
  .string()
  .min(1, { abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'schema.dateFormat');

/**
 * A date a query string may leave out: absent, or empty as a cleared filter sends it (`?from=`), both meaning no
 * date. Not "required", which an optional filter is not.
 */
export const optionalDateSchema = z.preprocess((value) => (value === '' ? undefined : value), dateSchema.optional());

/** A date a body may clear: absent, `null`, or empty as a cleared form field sends it, the last two meaning none. */
export const clearableDateSchema = z.preprocess((value) => (value === '' ? null : value), dateSchema.nullish());

/** The largest id the database holds (ids are 32-bit integers on PostgreSQL). */
export const ID_MAX = 2_147_483_647;

/** An id as paths and query strings carry it: decimal digits without a leading zero, sign, space or exponent. */
export const ID_DIGITS = /^[1-9][0-9]{0,15}$/;

/**
 * Any id in a path, a query string or a body: a positive integer up to ID_MAX, sent as a JSON number or (paths,
 * query strings) as its decimal digits. `0x1`, ` 1`, `1e0`, `+1`, `01`, `1.0` and `true` are not ids (422), though
 * JavaScript's `Number` reads each as 1.
 */
const ID_FORMAT = 'schema.idFormat';
export const idSchema = z
  .union([z.number(), z.string().regex(ID_DIGITS, ID_FORMAT)], { error: ID_FORMAT })
  .pipe(
    z.coerce
      .number<string | number>()
      .max(ID_MAX, { error: 'schema.idOutOfRange', abort: true })
      .int(ID_FORMAT)
      .positive(ID_FORMAT),
  );

/**
 * The longest list a request may carry (422 beyond): every list a client sends has a cap, so that no request makes
 * the server read, write or answer without bound (issue 13). Add a cap here for each new list in a request body.
 */
export const LIST_LIMITS = {
  /** Resources reserved at once (`reservable`). */
  resources: 100,
  /** People invited to one reservation. */
  invitations: 500,
  /** Groups attending one reservation. */
  groups: 50,
  /** Annexes of one reservation. */
  annexes: 20,
} as const;

/** Paging meta of every paged list. */
export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The body of every 422: a message and the messages per field (dotted keys, e.g. `repeater.until`). */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** The body of every other error (400, 401, 403, 404, 409, 429, 503): a message, and a code where a client acts on it. */
export const errorSchema = z.object({ message: z.string(), code: z.string().optional() });

/** An answer without a body (204). */
export const noContentSchema = z.undefined();

export const languageSchema = z.enum(['lt', 'en']);
export type Language = z.infer<typeof languageSchema>;

/** Wraps a response payload as the API sends it: `{ data }`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
