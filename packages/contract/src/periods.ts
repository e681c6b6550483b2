import { z } from 'zod';
import { dataOf, clearableDateSchema, dateSchema, idSchema, pageMetaSchema, timeOfDaySchema } from './common.js';

/**
 * A blackout: a time nothing may be reserved. Institution-wide (a holiday, `resource_id` null) or of one resource.
 * Whole days (`from`..`to` inclusive, no times) or one span from `from` `from_time` to `to` `to_time`.
 */
export const blackoutSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  period_id: z.number().int().nullable(),
  resource_id: z.number().int().nullable(),
  /** Local dates and times of the span; an all-day blackout runs 00:00 of `from` to 24:00 of `to`. */
  from: dateSchema,
  to: dateSchema,
  from_time: timeOfDaySchema,
  to_time: timeOfDaySchema,
  all_day: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type Blackout = z.infer<typeof blackoutSchema>;

/** `POST /api/admin/blackouts`. Without times, whole days. */
export const blackoutBodySchema = z.object({
  name: z.string().trim().min(1, 'schema.nameRequired').max(255),
  from: dateSchema,
  to: dateSchema,
  from_time: timeOfDaySchema.nullish(),
  to_time: timeOfDaySchema.nullish(),
  resource_id: idSchema.nullish(),
  period_id: idSchema.nullish(),
});
export type BlackoutBody = z.infer<typeof blackoutBodySchema>;

/**
 * What becomes of the reservations a new blackout covers (issue 27): `cancel` deletes them and tells everyone tied to
 * them (a cancellation notification), `keep` leaves them standing. Required when it covers any: otherwise 422 on
 * `affected`, nothing written. `POST /api/admin/blackouts/preview` lists them first.
 */
export const blackoutDecisions = ['cancel', 'keep'] as const;
export type BlackoutDecision = (typeof blackoutDecisions)[number];
export const blackoutCreateBodySchema = blackoutBodySchema.extend({
  affected: z.enum(blackoutDecisions).optional(),
});
export type BlackoutCreateBody = z.infer<typeof blackoutCreateBodySchema>;

/** A reservation a blackout would cover, as the preview lists it. */
export const affectedReservationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  resource: z.string(),
  status: z.string(),
});
export type AffectedReservation = z.infer<typeof affectedReservationSchema>;

/** `POST /api/admin/blackouts/preview`: how many reservations the blackout covers, and the first 100 by start. */
export const blackoutPreviewSchema = z.object({
  total: z.number().int(),
  reservations: z.array(affectedReservationSchema),
});
export type BlackoutPreview = z.infer<typeof blackoutPreviewSchema>;
export const blackoutPreviewResponseSchema = dataOf(blackoutPreviewSchema);
/** `POST /api/admin/blackouts`: the blackout, and how many reservations it cancelled (0 when kept). */
export const blackoutCreatedResponseSchema = dataOf(blackoutSchema.extend({ cancelled: z.number().int() }));

/** `GET /api/blackouts?from&to&resource_id`: blackouts overlapping the dates (any signed-in user). */
export const blackoutsQuerySchema = z.object({
  from: dateSchema,
  to: dateSchema,
  resource_id: idSchema.optional(),
});

/**
 * A period (semester, spec 3 "Periods"): its dates, teaching and exam weeks, and its holidays (institution-wide
 * blackouts). Its rooms' unavailabilities (an import brings hundreds) are only counted here: each room lists its own
 * (`GET /api/admin/resources/{id}/blackouts`; issue 27).
 */
export const periodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_on: dateSchema,
  ends_on: dateSchema,
  teaching_weeks: z.number().int().nullable(),
  exam_weeks: z.number().int().nullable(),
  /**
   * The exam session the office set (issue 36): local dates, both included; null without one. Marked in the grids
   * and still offered to single bookings (exams are booked in rooms); a repeating lecture of groups skips it.
   */
  exams_from: dateSchema.nullable(),
  exams_to: dateSchema.nullable(),
  blackouts: z.array(blackoutSchema),
  /** How many blackouts of single resources the period holds. */
  resource_blackouts: z.number().int(),
});
export type Period = z.infer<typeof periodSchema>;

/**
 * `POST /api/admin/periods`, `PUT /api/admin/periods/{id}`. Holidays may come along with a new period.
 * `exams_from`/`exams_to` (both or neither, within the period): the exam session; `null` for none. Left out, the
 * session follows the week counts as before (`examSessionOf`); on `PUT` a period whose dates and counts stay as they
 * were keeps the session it has.
 *
 * `affected`: what becomes of the lectures repeating for groups that the session newly covers (dates it did not hold
 * before; `POST /api/admin/periods/{id}/preview` lists them): `cancel` takes them out of it (each date skipped in its
 * series, as a new series skips it; their people are told), `keep` leaves them. Required when it covers any: otherwise
 * 422 on `affected` (on `exams_from` for a new period), nothing written. Single bookings (exams) are never touched.
 */
export const periodBodySchema = z.object({
  name: z.string().trim().min(1, 'schema.nameRequired').max(255),
  starts_on: dateSchema,
  ends_on: dateSchema,
  teaching_weeks: z.number().int().min(0).max(60).nullish(),
  exam_weeks: z.number().int().min(0).max(60).nullish(),
  exams_from: clearableDateSchema,
  exams_to: clearableDateSchema,
  blackouts: z
    .array(blackoutBodySchema.omit({ period_id: true }))
    .max(366)
    .optional(),
  affected: z.enum(blackoutDecisions).optional(),
});
export type PeriodBody = z.infer<typeof periodBodySchema>;

export const periodResponseSchema = dataOf(periodSchema);
/**
 * `POST /api/admin/periods/{id}/preview` (a period body, as `PUT` takes it): the lectures repeating for groups that its
 * exam session would newly cover, counted and the first 100 by start, in a blackout preview's shape; writes nothing.
 */
export const periodPreviewResponseSchema = blackoutPreviewResponseSchema;
/**
 * `GET /api/admin/periods?page&per_page&query`: periods newest first, paged, optionally only those whose name contains
 * `query` (issue 27: the periods screen and the period picker page on the server as periods pile up).
 */
export const periodListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  query: z.string().trim().max(255).optional(),
});
export type PeriodListQuery = z.infer<typeof periodListQuerySchema>;
export const periodListResponseSchema = z.object({ data: z.array(periodSchema), meta: pageMetaSchema });
export const blackoutResponseSchema = dataOf(blackoutSchema);
export const blackoutListResponseSchema = dataOf(z.array(blackoutSchema));

/**
 * A period's exam session (issue 36), `GET /api/exam-sessions?from&to` to any signed-in reader: local dates
 * `from`..`to` (both included), as the office set them (`exams_from`/`exams_to`). Marked, not closed: exams are booked
 * in rooms, and a single booking saves there; a repeating lecture of groups (teaching) skips its dates.
 */
export const examSessionSchema = z.object({
  period_id: idSchema,
  /** The period's name ("Ruduo 2026"). */
  name: z.string(),
  from: dateSchema,
  to: dateSchema,
});
export type ExamSession = z.infer<typeof examSessionSchema>;
export const examSessionsQuerySchema = z.object({ from: dateSchema, to: dateSchema });
export const examSessionListResponseSchema = dataOf(z.array(examSessionSchema));

/** `GET /api/admin/resources/{id}/blackouts?page&per_page`: one resource's unavailabilities, by start, paged. */
export const resourceBlackoutsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const resourceBlackoutListResponseSchema = z.object({ data: z.array(blackoutSchema), meta: pageMetaSchema });
