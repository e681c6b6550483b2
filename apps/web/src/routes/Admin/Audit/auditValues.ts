import { formatTimeOfDay, isInstantText } from '@laikas/contract/time';
/** How the audit screen writes a recorded value: text a person reads, or null for "no value". */
export interface ValueFormat {
  /** An instant (ISO-8601), of `field` when it is a recorded value's, in the institution's time. */
  instant: (iso: string, field?: string) => string;
  yes: string;
  no: string;
  /** A stored word's label (`type` `lecture` → "Lecture"), or undefined when the field's values have none. */
  label?: (field: string, value: string) => string | undefined;
  /** The name of a row a field refers to by id (`person_responsible_id` 12 → a name), or undefined when unknown. */
  name?: (field: string, id: string) => string | undefined;
}

/** Fields kept as 0/1 flags: shown as yes and no, never as digits (issue 28). */
const FLAGS = new Set([
  'is_remote',
  'approved',
  'allow_anybody',
  'allow_remote_reservations',
  'disabled',
  'change_required_at_sign_in',
  'daily_reminder',
]);

interface TimeOfDay {
  hours: number;
  minutes: number;
}
const isTime = (value: unknown): value is TimeOfDay =>
  typeof value === 'object' && value !== null && 'hours' in value && 'minutes' in value;

/**
 * A recorded value of `field` as text: flags and booleans as yes/no, stored words by their labels, instants in local
 * time, slots as 08:00–09:30, lists joined, objects as JSON.
 */
export function formatAuditValue(value: unknown, format: ValueFormat, field = ''): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value === 'boolean' || (FLAGS.has(field) && (value === 0 || value === 1))) {
    return value ? format.yes : format.no;
  }
  if (typeof value === 'string') {
    if (isInstantText(value)) {
      return format.instant(value, field);
    }
    return format.label?.(field, value) ?? value;
  }
  if (typeof value === 'number') {
    return format.name?.(field, String(value)) ?? String(value);
  }
  if (isTime(value)) {
    return formatTimeOfDay(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) {
      return null;
    }
    return value.map((element) => formatAuditValue(element, format, field) ?? '—').join(', ');
  }
  if (typeof value === 'object' && 'from' in value && 'to' in value && isTime(value.from) && isTime(value.to)) {
    return `${formatTimeOfDay(value.from)}–${formatTimeOfDay(value.to)}`;
  }
  return JSON.stringify(value);
}

/** The instants of a span stored half-open, `[starts_at, ends_at)`, as blackouts and reservations keep theirs. */
const SPAN_START = 'starts_at';
const SPAN_END = 'ends_at';

/** Whether one side (before or after) of an entry is a span of whole days: its `all_day` flag says so. */
export function isWholeDays(changes: Record<string, { before: unknown; after: unknown }>, side: 'before' | 'after') {
  const flag = changes.all_day?.[side];
  return flag === true || flag === 1;
}

/**
 * The format of a whole-day span's side: its start and end as days, the end as the last day it covers (a closure of
 * the 14th and the 15th is stored up to the 16th's midnight, and reads "15th", as the person set it).
 */
export function wholeDayFormat(format: ValueFormat, date: (iso: string) => string): ValueFormat {
  return {
    ...format,
    instant: (iso, field) => {
      if (field === SPAN_END) {
        // The end is the instant after the span: its last day is the day a millisecond before it.
        return date(new Date(Date.parse(iso) - 1).toISOString());
      }
      return field === SPAN_START ? date(iso) : format.instant(iso, field);
    },
  };
}
