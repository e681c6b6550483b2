import { z } from 'zod';
import { adminResourceBodySchema, adminResourceSettingsBodySchema } from './admin-resources.js';
import { toTimeOfDay, type TimeOfDay } from './time/clock.js';

/*
 * The resource form as a person types it (numbers, times and tags as text), checked and turned into the body of
 * `POST`/`PUT /api/admin/resources` by that body's own schema: the server's rules, written once. Problems of the
 * text itself carry the codes of `RESOURCE_DRAFT_ISSUES`, which a screen words in its reader's language; a value the
 * body's schema refuses keeps that schema's issue. Paths are the body's (`settings.min_duration`), so the server's
 * 422 errors and the form's land on the same fields.
 */

/** The codes a draft's own problems carry as their message. */
export const RESOURCE_DRAFT_ISSUES = {
  required: 'draft.required',
  wholeNumber: 'draft.wholeNumber',
  time: 'draft.time',
} as const;

const body = adminResourceBodySchema.shape;
const settings = adminResourceSettingsBodySchema.shape;

/**
 * Digits (a minus before them allowed) as the number `target` takes; empty as null where `target` takes null (a
 * draft's week count, capacity). A whole number out of `target`'s range keeps `target`'s issue, which says the limit.
 */
export function wholeNumberText<Target extends z.ZodType<number | null, number | null> | z.ZodType<number, number>>(
  target: Target,
) {
  const takesNull = target.safeParse(null).success;
  return z
    .string()
    .transform((text, context) => {
      const trimmed = text.trim();
      if (trimmed === '' && takesNull) {
        return null;
      }
      if (/^-?\d+$/.test(trimmed)) {
        return Number(trimmed);
      }
      context.addIssue({ code: 'custom', message: RESOURCE_DRAFT_ISSUES.wholeNumber });
      return z.NEVER;
    })
    .pipe(target as z.ZodType<z.output<Target>, number | null>);
}

/** `HH:MM` (or `H:MM`, up to 24:00) as the body's time of day. */
const timeText = (target: typeof settings.from) =>
  z
    .string()
    .transform((text, context) => {
      const time = toTimeOfDay(text);
      if (!time) {
        context.addIssue({ code: 'custom', message: RESOURCE_DRAFT_ISSUES.time });
        return z.NEVER;
      }
      return time;
    })
    .pipe(target);

/** `HH:MM`–`HH:MM` pairs as the body's slots; one issue for the whole list. */
export const slotTexts = (target: typeof settings.available_slots) =>
  z
    .array(z.object({ from: z.string(), to: z.string() }))
    .transform((drafts, context) => {
      const spans = drafts.map((slot) => ({ from: toTimeOfDay(slot.from), to: toTimeOfDay(slot.to) }));
      if (spans.some((span) => !span.from || !span.to)) {
        context.addIssue({ code: 'custom', message: RESOURCE_DRAFT_ISSUES.time });
        return z.NEVER;
      }
      return spans as { from: TimeOfDay; to: TimeOfDay }[];
    })
    .pipe(target);

/** The resource form as typed; its output is an `AdminResourceBody`. */
export const adminResourceDraftSchema = z.object({
  name: z.string().trim().min(1, RESOURCE_DRAFT_ISSUES.required).pipe(body.name),
  description: body.description,
  notes: body.notes,
  contact_info: body.contact_info,
  address: body.address,
  capacity: wholeNumberText(body.capacity),
  /** Comma-separated. */
  tags: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    )
    .pipe(body.tags),
  settings: z.object({
    min_duration: wholeNumberText(settings.min_duration),
    max_duration: wholeNumberText(settings.max_duration),
    approved: settings.approved,
    available_spaces: wholeNumberText(settings.available_spaces),
    from: timeText(settings.from),
    to: timeText(settings.to),
    allow_anybody: settings.allow_anybody,
    allow_remote_reservations: settings.allow_remote_reservations,
    available_slots: slotTexts(settings.available_slots),
    forbidden_slots: slotTexts(settings.forbidden_slots),
  }),
  /** The stored images with their addresses (for showing them); the body keeps their names. */
  images: z
    .array(z.object({ name: z.string(), url: z.string() }))
    .transform((images) => images.map((image) => image.name))
    .pipe(body.images.unwrap()),
});
export type AdminResourceDraft = z.input<typeof adminResourceDraftSchema>;
