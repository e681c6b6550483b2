import { z } from 'zod';
import { dataOf, dateSchema, idSchema, pageMetaSchema, timeOfDaySchema } from './common.js';
import { blackoutBodySchema, blackoutDecisions, blackoutSchema } from './periods.js';
import { weekdayKeys } from './vocabulary.js';

/*
 * A room's own closed times, kept on its administration page (resources.manage): one closed span (whole days, or from a
 * time on its first day to a time on its last), or a weekly rule (every Friday 12:00–14:00 from one date to another).
 * Holidays of the whole institution stay with the periods (`POST /api/admin/blackouts`, groups.manage).
 */

/** `POST /api/admin/resources/{id}/blackouts/preview`: one closed span of the room. Without times, whole days. */
export const resourceBlackoutBodySchema = blackoutBodySchema.omit({ resource_id: true, period_id: true });
export type ResourceBlackoutBody = z.infer<typeof resourceBlackoutBodySchema>;
/**
 * `POST /api/admin/resources/{id}/blackouts`: as the preview, with what becomes of the reservations it covers (required
 * when it covers any: otherwise 422 on `affected`, nothing written).
 */
export const resourceBlackoutCreateBodySchema = resourceBlackoutBodySchema.extend({
  affected: z.enum(blackoutDecisions).optional(),
});
export type ResourceBlackoutCreateBody = z.infer<typeof resourceBlackoutCreateBodySchema>;

/** The longest a weekly rule runs, `from` to `to` (a year): its dates are stored one by one. */
export const WEEKLY_BLACKOUT_MAX_DAYS = 366;

/**
 * `POST /api/admin/resources/{id}/weekly-blackouts/preview`: the room closed on each of `weekdays` from `from_time` to
 * `to_time` (local, the same day), every week from `from` to `to` (local dates, both included, at most a year).
 */
export const weeklyBlackoutBodySchema = z.object({
  name: z.string().trim().min(1, 'schema.nameRequired').max(255),
  from: dateSchema,
  to: dateSchema,
  weekdays: z.array(z.enum(weekdayKeys)).min(1).max(7),
  from_time: timeOfDaySchema,
  to_time: timeOfDaySchema,
});
export type WeeklyBlackoutBody = z.infer<typeof weeklyBlackoutBodySchema>;
/** `POST /api/admin/resources/{id}/weekly-blackouts`: as the preview, with `affected` as a single span's. */
export const weeklyBlackoutCreateBodySchema = weeklyBlackoutBodySchema.extend({
  affected: z.enum(blackoutDecisions).optional(),
});
export type WeeklyBlackoutCreateBody = z.infer<typeof weeklyBlackoutCreateBodySchema>;

/** A weekly rule of a room, as the office wrote it, with how many dates it closes. */
export const weeklyBlackoutSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  resource_id: z.number().int(),
  from: dateSchema,
  to: dateSchema,
  /** In week order. */
  weekdays: z.array(z.enum(weekdayKeys)),
  from_time: timeOfDaySchema,
  to_time: timeOfDaySchema,
  dates: z.number().int(),
});
export type WeeklyBlackout = z.infer<typeof weeklyBlackoutSchema>;

/** `POST /api/admin/resources/{id}/blackouts`: the span, and how many reservations it cancelled (0 when kept). */
export const resourceBlackoutCreatedResponseSchema = dataOf(blackoutSchema.extend({ cancelled: z.number().int() }));
/** `POST /api/admin/resources/{id}/weekly-blackouts`: the rule, and how many reservations it cancelled. */
export const weeklyBlackoutCreatedResponseSchema = dataOf(weeklyBlackoutSchema.extend({ cancelled: z.number().int() }));

/** `GET /api/admin/resources/{id}/weekly-blackouts?page&per_page`: the room's weekly rules, by first date, paged. */
export const weeklyBlackoutListResponseSchema = z.object({ data: z.array(weeklyBlackoutSchema), meta: pageMetaSchema });

/** `…/blackouts/{blackoutId}`, `…/weekly-blackouts/{blackoutId}`: one of the room's. */
export const resourceBlackoutParamsSchema = z.object({ id: idSchema, blackoutId: idSchema });

/** The codes the closed-time draft's own problems carry as their message, as a resource draft's (`draft.required`). */
export const CLOSED_TIME_DRAFT_ISSUES = { required: 'draft.required', weekdays: 'draft.weekdays' } as const;

/** What the closed-time form sends: a weekly rule or a single span, told apart by `weekly`. */
const closedTimeBodySchema = z.discriminatedUnion('weekly', [
  weeklyBlackoutBodySchema.extend({ weekly: z.literal(true) }),
  resourceBlackoutBodySchema.extend({ weekly: z.literal(false) }),
]);

/**
 * A room's closed time as the form on its page holds it: a name, the dates (an empty end is the first day), the times
 * (none: whole days) and, ticked `weekly`, the weekdays it recurs on (at least one), which then needs both times. Checked by the
 * bodies' own schemas into a single span (`weekly: false`) or a weekly rule (`weekly: true`); paths are the bodies', so
 * the server's 422 errors land on the same fields.
 */
export const closedTimeDraftSchema = z
  .object({
    name: z.string(),
    from: z.string(),
    to: z.string(),
    from_time: timeOfDaySchema.nullable(),
    to_time: timeOfDaySchema.nullable(),
    weekly: z.boolean(),
    weekdays: z.array(z.enum(weekdayKeys)),
  })
  .transform(({ weekly, weekdays, from_time, to_time, ...span }, context): z.input<typeof closedTimeBodySchema> => {
    const dates = { ...span, to: span.to || span.from };
    // A weekly rule needs both times; a single span both or neither (neither: whole days).
    const needed = weekly || from_time !== null || to_time !== null;
    for (const [field, time] of [
      ['from_time', from_time],
      ['to_time', to_time],
    ] as const) {
      if (needed && time === null) {
        context.addIssue({ code: 'custom', message: CLOSED_TIME_DRAFT_ISSUES.required, path: [field] });
      }
    }
    // Said here with the times: the bodies' schemas (the pipe) are not reached once the draft has a problem of its own.
    if (weekly && weekdays.length === 0) {
      context.addIssue({ code: 'custom', message: CLOSED_TIME_DRAFT_ISSUES.weekdays, path: ['weekdays'] });
    }
    if (needed && (from_time === null || to_time === null)) {
      return z.NEVER;
    }
    return weekly
      ? { weekly: true as const, ...dates, weekdays, from_time: from_time!, to_time: to_time! }
      : { weekly: false as const, ...dates, from_time, to_time };
  })
  .pipe(closedTimeBodySchema);
export type ClosedTimeDraft = z.input<typeof closedTimeDraftSchema>;
export type ClosedTime = z.output<typeof closedTimeDraftSchema>;

/** The form as it opens, and again after a closed time is added. */
export const EMPTY_CLOSED_TIME_DRAFT: ClosedTimeDraft = {
  name: '',
  from: '',
  to: '',
  from_time: null,
  to_time: null,
  weekly: false,
  weekdays: [],
};
