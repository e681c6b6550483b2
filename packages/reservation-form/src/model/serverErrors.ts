import type { Overlap } from '@laikas/contract';
import { formatLocal, formatTimeOfDay, parseInstant, parseLocalDateTime } from '@laikas/contract/time';

/** The fields the form shows server messages under (spec 5), plus the ones this API also names. */
export const FIELD_ERROR_KEYS = [
  'reservable',
  'name',
  'description',
  'from',
  'to',
  'type',
  'person_responsible',
  'groups',
  'invitations',
  'annexes',
  'is_remote',
  'remote_address',
  'repeater.interval',
  'repeater.until',
] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

/** One clash of a 422, ready to show: dates in lt-LT. */
export interface OverlapLine {
  name: string;
  from: string;
  to: string;
  resource: string;
}

/** A 422 of a reservation save, read for the form. */
export interface ServerErrors {
  /** Messages under the form's fields. */
  fields: Partial<Record<FieldErrorKey, string[]>>;
  /** Messages of fields the form has no place for (shown above the buttons). */
  other: string[];
  repeaterOverlaps: OverlapLine[];
  batchOverlaps: OverlapLine[];
  repeaterValidation: string | null;
  message: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The 422 body inside what a rejected save carries: `{ status: 422, body }`, an error with `errors`
 * (and its `body`, like the web app's `ApiError`), or the body itself. Undefined for anything else.
 */
export function findValidationBody(reason: unknown): Record<string, unknown> | undefined {
  if (!isRecord(reason)) {
    return undefined;
  }
  const status = reason.status;
  if (typeof status === 'number' && status !== 422) {
    return undefined;
  }
  if (isRecord(reason.body) && (status === 422 || isRecord(reason.body.errors))) {
    return reason.body;
  }
  if (isRecord(reason.errors)) {
    return reason;
  }
  return undefined;
}

/**
 * An overlap's time as `2026-03-23 10:00`. The API sends local `YYYY-MM-DD HH:mm`, which is shown as it is; an
 * instant with an offset is shown in the institution's time zone.
 */
export function formatOverlapTime(text: string, timeZone: string): string {
  const local = parseLocalDateTime(text);
  if (local?.time) {
    return `${local.date} ${formatTimeOfDay(local.time)}`;
  }
  const instant = parseInstant(text);
  return instant ? formatLocal(instant, timeZone) : text;
}

function readOverlaps(value: unknown, timeZone: string): OverlapLine[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.filter(isRecord).map((overlap) => {
    const reservable = (overlap as Partial<Overlap> & { reservable_name?: string }).reservable;
    const resource =
      (isRecord(reservable) && typeof reservable.name === 'string' ? reservable.name : undefined) ??
      (typeof overlap.reservable_name === 'string' ? overlap.reservable_name : '');
    return {
      name: typeof overlap.name === 'string' ? overlap.name : '',
      from: typeof overlap.from === 'string' ? formatOverlapTime(overlap.from, timeZone) : '',
      to: typeof overlap.to === 'string' ? formatOverlapTime(overlap.to, timeZone) : '',
      resource,
    };
  });
}

const toMessages = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((message): message is string => typeof message === 'string');

/**
 * Reads a rejected save: field messages under their fields (`repeater.interval` and `repeater.until`
 * keep their dotted keys), the clash lists and `repeater_validation`. Undefined when the rejection is
 * not a 422 with field errors, so the caller can treat it as any other failure.
 */
export function readServerErrors(reason: unknown, timeZone: string): ServerErrors | undefined {
  const body = findValidationBody(reason);
  if (!body) {
    return undefined;
  }
  const known = new Set<string>(FIELD_ERROR_KEYS);
  const fields: ServerErrors['fields'] = {};
  const other: string[] = [];
  for (const [key, value] of Object.entries(isRecord(body.errors) ? body.errors : {})) {
    const messages = toMessages(value);
    if (known.has(key)) {
      fields[key as FieldErrorKey] = [...(fields[key as FieldErrorKey] ?? []), ...messages];
    } else if (key === 'repeater' || key.startsWith('repeater.')) {
      fields['repeater.until'] = [...(fields['repeater.until'] ?? []), ...messages];
    } else {
      other.push(...messages);
    }
  }
  const validation = body.repeater_validation;
  return {
    fields,
    other,
    repeaterOverlaps: readOverlaps(body.repeater_overlaps, timeZone),
    batchOverlaps: readOverlaps(body.batch_overlaps, timeZone),
    repeaterValidation: typeof validation === 'string' && validation !== '' ? validation : null,
    message: typeof body.message === 'string' ? body.message : null,
  };
}

/**
 * Why a write that is not a 422 with field errors failed: `refused` when the server said no (a 4xx: 403 locked
 * timetable, 409, 404…), with its reason when it gave one, which no retry changes; `retry` for a network error or a
 * server error (5xx, 503 busy), which trying again may get past (issue 28).
 */
export type WriteFailure = { kind: 'refused'; message: string | null } | { kind: 'retry' };

export function readWriteFailure(reason: unknown): WriteFailure {
  if (!isRecord(reason) || typeof reason.status !== 'number' || reason.status < 400 || reason.status >= 500) {
    return { kind: 'retry' };
  }
  const body = isRecord(reason.body) ? reason.body : {};
  const text = typeof body.message === 'string' ? body.message : reason instanceof Error ? reason.message : '';
  return { kind: 'refused', message: text.trim() === '' ? null : text };
}
