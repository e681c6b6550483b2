import { z } from 'zod';
import { wholeNumberText } from './admin-resource-draft.js';
import { blackoutBodySchema, periodBodySchema } from './periods.js';

const body = periodBodySchema.shape;

/** A holiday row as typed: left without a name it is no holiday; without an end it is one day. */
const holidayText = z.object({ name: z.string(), from: z.string(), to: z.string() });

/** The period's body, its holiday rows without those left empty. */
const periodBodyOfDraft = periodBodySchema.extend({
  blackouts: z
    .array(body.blackouts.unwrap().element.nullable())
    .transform((rows) => rows.filter((row) => row !== null)),
});

/**
 * The new period form as a person types it (week counts as text, the first holiday as one row that may stay empty),
 * checked and turned into the body of `POST /api/admin/periods` by that body's own schema: the server's rules,
 * written once. Paths are the body's (`blackouts.0.from`), so the server's 422 errors land on the same fields. Both
 * exam dates left empty are left out: the session then follows the week counts (the server derives it).
 */
export const periodDraftSchema = z
  .object({
    name: body.name,
    starts_on: body.starts_on,
    ends_on: body.ends_on,
    teaching_weeks: wholeNumberText(body.teaching_weeks.unwrap()),
    exam_weeks: wholeNumberText(body.exam_weeks.unwrap()),
    exams_from: z.string().nullable(),
    exams_to: z.string().nullable(),
    blackouts: z.array(holidayText),
  })
  .transform(({ exams_from, exams_to, blackouts, ...period }): z.input<typeof periodBodyOfDraft> => ({
    ...period,
    ...(exams_from || exams_to ? { exams_from, exams_to } : {}),
    blackouts: blackouts.map((holiday) =>
      holiday.name.trim() ? { ...holiday, to: holiday.to || holiday.from } : null,
    ),
  }))
  .pipe(periodBodyOfDraft);
export type PeriodDraft = z.input<typeof periodDraftSchema>;

/** The form as it opens, and again after a period is saved. */
export const EMPTY_PERIOD_DRAFT: PeriodDraft = {
  name: '',
  starts_on: '',
  ends_on: '',
  teaching_weeks: '',
  exam_weeks: '',
  exams_from: null,
  exams_to: null,
  blackouts: [{ name: '', from: '', to: '' }],
};

/**
 * A holiday added to a period as typed (`POST /api/admin/blackouts` and its preview): without an end it is one day;
 * without a start, the start is what is missing.
 */
export const holidayDraftSchema = z
  .object({
    // The name and the start are checked before the end takes the start's place, so that an empty end is no problem of
    // its own when the start is missing (the body's schema checks all three again).
    name: blackoutBodySchema.shape.name,
    from: blackoutBodySchema.shape.from,
    to: z.string(),
    period_id: z.number(),
  })
  .transform((holiday): z.input<typeof blackoutBodySchema> => ({ ...holiday, to: holiday.to || holiday.from }))
  .pipe(blackoutBodySchema);
export type HolidayDraft = z.input<typeof holidayDraftSchema>;
