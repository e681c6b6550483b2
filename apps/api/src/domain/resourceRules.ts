import {
  DEFAULT_AVAILABLE_SLOTS,
  DEFAULT_FORBIDDEN_SLOTS,
  formatMinutes,
  toMinutes,
  type ReservationType,
  type ResourceSettings,
  type TimeSpan,
} from '@laikas/contract';
import { type Message, message } from '../i18n/index.js';

/** Events start and end on this step (spec 9: time step 30 min). */
export const EVENT_STEP_MINUTES = 30;

/** What a resource allows when it says nothing: the academic day of spec 9, one place, open to everybody. */
export const DEFAULT_RESOURCE_SETTINGS: ResourceSettings = {
  min_duration: null,
  max_duration: null,
  approved: true,
  available_spaces: 1,
  from: { hours: 0, minutes: 0 },
  to: { hours: 24, minutes: 0 },
  allow_anybody: true,
  allow_remote_reservations: false,
  available_slots: [...DEFAULT_AVAILABLE_SLOTS],
  forbidden_slots: [...DEFAULT_FORBIDDEN_SLOTS],
};

/** The stored settings over the defaults; a missing or `null` value takes the default. */
export function resolveSettings(
  stored: Partial<{ [K in keyof ResourceSettings]: ResourceSettings[K] | null }> | null | undefined,
): ResourceSettings {
  const settings: ResourceSettings = { ...DEFAULT_RESOURCE_SETTINGS };
  if (!stored) {
    return settings;
  }
  for (const key of Object.keys(DEFAULT_RESOURCE_SETTINGS) as (keyof ResourceSettings)[]) {
    const value = stored[key];
    if (value !== undefined && (value !== null || key === 'min_duration' || key === 'max_duration')) {
      (settings as Record<string, unknown>)[key] = value;
    }
  }
  return settings;
}

export type TimeField = 'from' | 'to';
export type FieldErrors = Partial<Record<string, Message>>;

interface Minutes {
  from: number;
  to: number;
}

const spanMinutes = (span: TimeSpan): Minutes => ({ from: toMinutes(span.from), to: toMinutes(span.to) });

/**
 * Checks one occurrence's clock times (minutes since the start of its day, `end` may be 1440) against the
 * resource's settings. Returns the first broken rule per field; empty when the times are allowed.
 */
export function checkTimes(type: ReservationType, start: number, end: number, settings: ResourceSettings): FieldErrors {
  if (end <= start) {
    return { to: message('reservation.endAfterStart') };
  }
  const windowStart = toMinutes(settings.from);
  const windowEnd = toMinutes(settings.to);
  if (start < windowStart) {
    return { from: message('reservation.reservableFrom', { time: formatMinutes(windowStart) }) };
  }
  if (end > windowEnd) {
    return { to: message('reservation.reservableUntil', { time: formatMinutes(windowEnd) }) };
  }
  const duration = end - start;
  if (settings.min_duration !== null && duration < settings.min_duration) {
    return { to: message('reservation.minDuration', { count: settings.min_duration }) };
  }
  if (settings.max_duration !== null && duration > settings.max_duration) {
    return { to: message('reservation.maxDuration', { count: settings.max_duration }) };
  }
  const forbidden = settings.forbidden_slots.map(spanMinutes);
  switch (type) {
    case 'lecture':
      return checkLecture(start, end, settings.available_slots.map(spanMinutes), forbidden);
    case 'event':
      return checkEvent(start, end, forbidden);
    default:
      return type satisfies never;
  }
}

function checkLecture(start: number, end: number, slots: Minutes[], forbidden: Minutes[]): FieldErrors {
  const first = slots.find((slot) => slot.from === start);
  if (!first) {
    return { from: message('reservation.lectureStart') };
  }
  const last = slots.find((slot) => slot.to === end && slot.from >= first.from);
  if (!last) {
    return { to: message('reservation.lectureEnd') };
  }
  // A gap lying wholly inside a lecture over several slots is part of it; a partial overlap is not.
  const spansSeveral = last !== first;
  for (const gap of forbidden) {
    const overlaps = gap.from < end && start < gap.to;
    const inside = start <= gap.from && gap.to <= end;
    if (overlaps && !(spansSeveral && inside)) {
      return forbiddenError(start, gap);
    }
  }
  return {};
}

function checkEvent(start: number, end: number, forbidden: Minutes[]): FieldErrors {
  if (start % EVENT_STEP_MINUTES !== 0) {
    return { from: message('reservation.eventStartStep', { step: EVENT_STEP_MINUTES }) };
  }
  if (end % EVENT_STEP_MINUTES !== 0) {
    return { to: message('reservation.eventEndStep', { step: EVENT_STEP_MINUTES }) };
  }
  const gap = forbidden.find((span) => span.from < end && start < span.to);
  return gap ? forbiddenError(start, gap) : {};
}

function forbiddenError(start: number, gap: Minutes): FieldErrors {
  const field: TimeField = start >= gap.from && start < gap.to ? 'from' : 'to';
  return {
    [field]: message('reservation.forbiddenSpan', { from: formatMinutes(gap.from), to: formatMinutes(gap.to) }),
  };
}

/** Remote reservations: only where the resource allows them, and then with an http(s) address to join. */
export function checkRemote(
  isRemote: 0 | 1,
  remoteAddress: string | null | undefined,
  settings: ResourceSettings,
): FieldErrors {
  if (isRemote === 0) {
    return {};
  }
  if (!settings.allow_remote_reservations) {
    return { is_remote: message('reservation.noRemote') };
  }
  if (!remoteAddress || !isHttpUrl(remoteAddress)) {
    return { remote_address: message('reservation.remoteNeedsAddress') };
  }
  return {};
}

export function isHttpUrl(text: string): boolean {
  if (!URL.canParse(text)) {
    return false;
  }
  const { protocol, hostname } = new URL(text);
  return (protocol === 'http:' || protocol === 'https:') && hostname.length > 0;
}
