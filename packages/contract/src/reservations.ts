import { z } from 'zod';
import { dateSchema, idSchema, LIST_LIMITS, timeOfDaySchema } from './common.js';
import { resourceSettingsSchema } from './resources.js';
import { parseTimeOfDay } from './time/clock.js';
import { repeaterTypes, reservationStatuses, reservationTypes, weekdayKeys } from './vocabulary.js';

export const reservationTypeSchema = z.enum(reservationTypes);
export const reservationStatusSchema = z.enum(reservationStatuses);
export const repeaterTypeSchema = z.enum(repeaterTypes);
export const weekdayKeySchema = z.enum(weekdayKeys);

/** A repeat rule (spec 3). Range rules (interval 1–20, until) are checked by the server with field errors. */
export const repeaterSchema = z.object({
  type: repeaterTypeSchema,
  interval: z.number().int(),
  until: dateSchema,
  weekdays: z.array(weekdayKeySchema).max(7).default([]),
  /** "Skip conflicting dates": dates on a blackout or already taken are left out and answered as skipped. */
  skip_conflicts: z.boolean().optional(),
});
export type Repeater = z.infer<typeof repeaterSchema>;

/**
 * A date a series leaves out: a blackout or a clash (with "skip conflicting dates"), or `exams`: a repeating lecture
 * of groups (teaching) is not held in an exam session (issue 36; `name` is the period's), with or without the option.
 */
export const skippedDateSchema = z.object({
  date: dateSchema,
  reason: z.enum(['blackout', 'clash', 'exams']),
  name: z.string(),
});
export type SkippedDate = z.infer<typeof skippedDateSchema>;

export const updateSelectionRepeaterSchema = z.enum(['this', 'upcoming', 'all']);
export type UpdateSelectionRepeater = z.infer<typeof updateSelectionRepeaterSchema>;
export const updateSelectionBatchSchema = z.enum(['this', 'all']);
export type UpdateSelectionBatch = z.infer<typeof updateSelectionBatchSchema>;

/** `{hours, minutes}`, or the `HH:MM` text some clients still send. */
export const timeInputSchema = z.union([
  timeOfDaySchema,
  z.string().transform((text, context) => {
    const time = parseTimeOfDay(text);
    if (!time) {
      context.addIssue({ code: 'custom', message: 'schema.timeFormat' });
      return z.NEVER;
    }
    return time;
  }),
]);

/** A reference to a user, group, annex or resource: its id, or an object carrying it. */
const referenceSchema = z.union([idSchema, z.object({ id: idSchema }).transform((value) => value.id)]);

/** 0/1 as the spec sends it; booleans are accepted too. */
const remoteFlagSchema = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((value): 0 | 1 => (value ? 1 : 0));

/** The body of creating or updating a reservation (spec 3). */
export const reservationBodySchema = z.object({
  name: z.string().trim().min(1, 'schema.nameRequired').max(255),
  description: z.string().max(5000).nullish(),
  from: dateSchema,
  to: dateSchema,
  from_time: timeInputSchema,
  to_time: timeInputSchema,
  type: reservationTypeSchema.default('lecture'),
  person_responsible: referenceSchema.nullish(),
  groups: z.array(referenceSchema).max(LIST_LIMITS.groups).default([]),
  invitations: z.array(referenceSchema).max(LIST_LIMITS.invitations).default([]),
  annexes: z.array(referenceSchema).max(LIST_LIMITS.annexes).default([]),
  is_remote: remoteFlagSchema.default(0),
  remote_address: z.string().max(2000).nullish(),
  repeater: repeaterSchema.nullish(),
  /**
   * Several resources at once (the form's resource multi-select): every listed resource is reserved on one of
   * its items, and all of them form one batch. The path's item (or resource) is always part of it.
   */
  reservable: z.array(referenceSchema).max(LIST_LIMITS.resources).optional(),
  update_selection_repeater: updateSelectionRepeaterSchema.optional(),
  update_selection_batch: updateSelectionBatchSchema.optional(),
  /**
   * An update only: the `digest` of the series-change preview the person saw (issue 36). When what the save would
   * move, add or remove is no longer what that preview said, the save is refused with 422 on this field.
   */
  preview_digest: z.string().max(128).optional(),
});
export type ReservationBody = z.input<typeof reservationBodySchema>;
export type ReservationInput = z.output<typeof reservationBodySchema>;

export const reservationScopeQuerySchema = z.object({
  update_selection_repeater: updateSelectionRepeaterSchema.optional(),
  update_selection_batch: updateSelectionBatchSchema.optional(),
});
export type ReservationScopeQuery = z.infer<typeof reservationScopeQuerySchema>;

export const dateRangeQuerySchema = z.object({ from: dateSchema, to: dateSchema });
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

export const userReservationsQuerySchema = z.object({
  showUserReservations: z.string().optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(100),
  page: z.coerce.number().int().min(1).default(1),
});

export const itemReservationParamsSchema = z.object({ itemId: idSchema, id: idSchema });
export const itemParamsSchema = z.object({ itemId: idSchema });
export const resourceReservationParamsSchema = z.object({ resourceId: idSchema });
export const reservationParamsSchema = z.object({ id: idSchema });

/**
 * A person of a reservation. `email` comes only when it is the asking user's own address or they hold `users.manage`
 * (docs/decisions/whose-email-addresses.md); otherwise it is absent.
 */
const personSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable().optional() });
/** An invitee, with the answer to the invitation (to the people involved in the reservation and its managers). */
const inviteeSchema = personSchema.extend({ status: z.enum(['pending', 'accepted', 'declined']).optional() });
/**
 * A repeat rule as a saved reservation carries it: also the first date of its series and the dates the series
 * skips (an occurrence deleted or changed on its own there), so a calendar export yields what the server holds.
 */
export const seriesRepeaterSchema = repeaterSchema.extend({
  starts_on: dateSchema,
  excluded_dates: z.array(dateSchema),
});
export type SeriesRepeater = z.infer<typeof seriesRepeaterSchema>;
const namedSchema = z.object({ id: z.number().int(), name: z.string() });

/** The resource a reservation is made on, as reservations carry it. */
export const reservableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  settings: resourceSettingsSchema,
});

/** A reservation as the API returns it: one occurrence, times in the institution's time zone. */
export const reservationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  from: dateSchema,
  to: dateSchema,
  from_time: timeOfDaySchema,
  to_time: timeOfDaySchema,
  /** The same instants in UTC (ISO 8601), for clients that place events on a calendar. */
  starts_at: z.string(),
  ends_at: z.string(),
  type: reservationTypeSchema,
  status: reservationStatusSchema,
  /** Why it was rejected, as the administrator wrote it, for everyone who may read it; null otherwise. */
  rejection_reason: z.string().nullable(),
  person_responsible: z.number().int().nullable(),
  responsible: personSchema.nullable(),
  groups: z.array(namedSchema),
  /** Who is invited: only for the people involved in the reservation (and managers); empty for anyone else. */
  invitations: z.array(inviteeSchema),
  /** How many are invited, for everyone who may read the reservation (those not involved see no names). */
  invitation_count: z.number().int().nonnegative(),
  annexes: z.array(namedSchema),
  has_annexes: z.boolean(),
  reservable: reservableSchema,
  reservable_id: z.number().int(),
  resource_id: z.number().int(),
  resource: namedSchema,
  item_id: z.number().int().nullable(),
  is_remote: z.union([z.literal(0), z.literal(1)]),
  remote_address: z.string().nullable(),
  user: personSchema.nullable(),
  repeater: seriesRepeaterSchema.nullable(),
  repeater_id: z.number().int().nullable(),
  batch_id: z.number().int().nullable(),
  is_batch: z.boolean(),
  detached: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationResponseSchema = z.object({ data: reservationSchema });
export const reservationListResponseSchema = z.object({ data: z.array(reservationSchema) });
/** A create or update answers with every reservation it wrote (all occurrences of all batch members). */
/**
 * A write of more reservations than this (a long series on several resources) answers only the first this many in
 * `data` and a `summary` of them all; smaller writes answer every row and no summary (issue 13, finding 4).
 */
export const WRITE_ANSWER_LIMIT = 200;

export const writeSummarySchema = z.object({
  /** Reservations the write created or changed. */
  total: z.number().int().nonnegative(),
  /** How many of them `data` holds (the earliest). */
  shown: z.number().int().nonnegative(),
  first_date: dateSchema,
  last_date: dateSchema,
  /** Distinct resources written to. */
  resources: z.number().int().nonnegative(),
  /** Of them awaiting an administrator's approval. */
  pending: z.number().int().nonnegative(),
});
export type WriteSummary = z.infer<typeof writeSummarySchema>;

export const reservationWriteResponseSchema = z.object({
  data: z.array(reservationSchema),
  /** With `repeater.skip_conflicts`: the dates left out. */
  skipped_dates: z.array(skippedDateSchema).optional(),
  /** Only when the write is larger than WRITE_ANSWER_LIMIT: `data` then holds the first WRITE_ANSWER_LIMIT rows. */
  summary: writeSummarySchema.optional(),
});

/**
 * `POST /api/items/{itemId}/reservations/preview` (the create's body): what a create would write, written nothing.
 * Answers 200 with the occurrences kept per resource and, with `repeater.skip_conflicts`, the dates left out; any
 * 422 a create would give (clashes without the option, a blackout, a missing name) comes the same way.
 */
export const reservationPreviewSchema = z.object({
  occurrences: z.number().int(),
  skipped_dates: z.array(skippedDateSchema),
});
export type ReservationPreview = z.infer<typeof reservationPreviewSchema>;
export const reservationPreviewResponseSchema = z.object({ data: reservationPreviewSchema });

export const remoteReservationListResponseSchema = z.object({
  data: z.array(reservationSchema),
  meta: z.object({ week_start: dateSchema, week_end: dateSchema }),
});

/** One clash listed in `repeater_overlaps` / `batch_overlaps`: local `YYYY-MM-DD HH:mm` times. */
export const overlapSchema = z.object({
  name: z.string(),
  from: z.string(),
  to: z.string(),
  reservable: z.object({ name: z.string() }),
});
export type Overlap = z.infer<typeof overlapSchema>;

/** One occurrence as a change preview names it: its local day and times (`HH:mm`). */
export const previewOccurrenceSchema = z.object({ date: dateSchema, from: z.string(), to: z.string() });
export type PreviewOccurrence = z.infer<typeof previewOccurrenceSchema>;

/**
 * `POST /api/items/{itemId}/reservations/{id}/preview` (the update's body, scope in `update_selection_repeater`):
 * what saving the edit would do to the edited occurrence's series, written nothing (issue 36). `moved`: an
 * occurrence that stays but changes day or time (`before` → `after`); `added`: a date the edit adds; `removed`: an
 * occurrence it takes away; `clashes`: what the save would refuse for (taken times, holidays, closures), the same
 * lines its 422 lists. Occurrences left unchanged, and those kept apart (past, moved or removed earlier), are not
 * listed. Any other 422 the save would give comes the same way.
 */
export const seriesChangePreviewSchema = z.object({
  moved: z.array(z.object({ before: previewOccurrenceSchema, after: previewOccurrenceSchema })),
  added: z.array(previewOccurrenceSchema),
  removed: z.array(previewOccurrenceSchema),
  clashes: z.array(overlapSchema),
  /**
   * The rule's dates the change leaves out because a repeating lecture of groups is not held in an exam session
   * (issue 36; reason `exams`). Present when there are any.
   */
  skipped_dates: z.array(skippedDateSchema).optional(),
  /** Names `moved`, `added` and `removed`: sent back as the update's `preview_digest`, it holds the save to them. */
  digest: z.string(),
});
export type SeriesChangePreview = z.infer<typeof seriesChangePreviewSchema>;
export const seriesChangePreviewResponseSchema = z.object({ data: seriesChangePreviewSchema });

/** The 422 of a reservation save: field errors plus the clash lists the form shows. */
export const reservationValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  repeater_overlaps: z.array(overlapSchema).optional(),
  batch_overlaps: z.array(overlapSchema).optional(),
  repeater_validation: z.string().optional(),
});
export type ReservationValidationError = z.infer<typeof reservationValidationErrorSchema>;
