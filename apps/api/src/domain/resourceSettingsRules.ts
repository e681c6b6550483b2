import { toMinutes, type TimeSpan } from '@laikas/contract';
import { type FieldErrors } from '../errors.js';
import { message } from '../i18n/index.js';

/** What an administrator submits as a resource's settings (spec 3), before it is stored. */
export interface SubmittedSettings {
  min_duration: number | null;
  max_duration: number | null;
  from: { hours: number; minutes: number };
  to: { hours: number; minutes: number };
  available_slots: readonly TimeSpan[];
  forbidden_slots: readonly TimeSpan[];
}

const DAY_MINUTES = 24 * 60;

/** Adds `field`'s error when a slot ends before it starts, past the day, or overlaps another. */
export function spanErrors(spans: readonly TimeSpan[], field: string, errors: FieldErrors) {
  const sorted = spans.map((span) => ({ from: toMinutes(span.from), to: toMinutes(span.to) }));
  for (const span of sorted) {
    if (span.from >= span.to || span.to > DAY_MINUTES) {
      errors[field] = [message('settings.slotWithinDay')];
      return;
    }
  }
  const ordered = [...sorted].sort((a, b) => a.from - b.from);
  for (let index = 1; index < ordered.length; index += 1) {
    if (ordered[index]!.from < ordered[index - 1]!.to) {
      errors[field] = [message('settings.slotsOverlap')];
      return;
    }
  }
}

/** The field errors of submitted settings (dotted keys under `settings.`); empty when they hold together. */
export function checkSettings(settings: SubmittedSettings): FieldErrors {
  const errors: FieldErrors = {};
  if (
    settings.min_duration !== null &&
    settings.max_duration !== null &&
    settings.min_duration > settings.max_duration
  ) {
    errors['settings.max_duration'] = [message('settings.durationOrder')];
  }
  const from = toMinutes(settings.from);
  const to = toMinutes(settings.to);
  if (to > DAY_MINUTES || from >= to) {
    errors['settings.to'] = [message('settings.dailyWindow')];
  }
  spanErrors(settings.available_slots, 'settings.available_slots', errors);
  spanErrors(settings.forbidden_slots, 'settings.forbidden_slots', errors);
  if (settings.available_slots.length === 0) {
    errors['settings.available_slots'] ??= [message('settings.slotNeeded')];
  }
  return errors;
}

/** Equipment tags as stored: trimmed, lower case, each once, sorted. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag !== ''))].sort();
}
