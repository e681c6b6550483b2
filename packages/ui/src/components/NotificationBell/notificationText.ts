/**
 * Pure wording rules of the notification bell (spec 9): badge text, preview cut, relative
 * time and the title of each notification type. They return translation keys and values
 * (or plain text), so they stay free of React and i18next.
 */

/** A notification as the API sends it (spec 3). */
export interface NotificationItem {
  id: string | number;
  /** The class name of the notification, e.g. `App\\Notifications\\InvitationNotification`. */
  type: string;
  data: NotificationData;
  /** When it was read; null or missing while unread. */
  read_at?: string | null;
  created_at: string;
}

export interface NotificationData {
  /** The message, or for daily reminders an object with a title and a summary. */
  message?: string | { title?: string; summary?: string } | null;
  subject?: string | null;
  total_count?: number | null;
  reservation_count?: number | null;
  today_count?: number | null;
  tomorrow_count?: number | null;
  action_url?: string | null;
  action_text?: string | null;
  [field: string]: unknown;
}

export const BELL_NOTIFICATION_LIMIT = 5;
export const PREVIEW_LENGTH = 150;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The badge: nothing at 0, the count up to 99, '99+' above. */
export function formatBadgeCount(count: number): string {
  if (count <= 0) {
    return '';
  }
  return count > 99 ? '99+' : String(count);
}

/** The message preview: at most 150 characters, then an ellipsis. */
export function truncatePreview(text: string, length = PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

export type RelativeTime =
  { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; value: number } | { unit: 'date'; date: Date };

/** How long ago: under 1 minute "now", then minutes, hours under 24 h, days under 7 days, else the date. */
export function getRelativeTime(createdAt: string | Date, now: Date): RelativeTime {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const elapsed = now.getTime() - created.getTime();
  if (elapsed < MINUTE) {
    return { unit: 'now' };
  }
  if (elapsed < HOUR) {
    return { unit: 'minutes', value: Math.floor(elapsed / MINUTE) };
  }
  if (elapsed < DAY) {
    return { unit: 'hours', value: Math.floor(elapsed / HOUR) };
  }
  if (elapsed < 7 * DAY) {
    return { unit: 'days', value: Math.floor(elapsed / DAY) };
  }
  return { unit: 'date', date: created };
}

export const notificationKinds = [
  'dailyReminder',
  'personResponsible',
  'invitation',
  'eventCreated',
  'detached',
  'other',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

const kindByTypeName: [string, NotificationKind][] = [
  ['DailyReservationReminder', 'dailyReminder'],
  ['PersonResponsibleNotification', 'personResponsible'],
  ['InvitationNotification', 'invitation'],
  ['EventCreated', 'eventCreated'],
  ['DetachedNotification', 'detached'],
];

/** The kind of a notification: its type text CONTAINS one of the known class names. */
export function getNotificationKind(type: string): NotificationKind {
  return kindByTypeName.find(([name]) => type.includes(name))?.[1] ?? 'other';
}

export interface TranslatableText {
  key: string;
  values?: Record<string, string | number>;
  /** Text to show as is (from the notification itself) instead of a translation. */
  text?: string;
}

/** The title: the daily reminder's count, else the type's own title (the subject for unknown types). */
export function getNotificationTitle(notification: NotificationItem): TranslatableText {
  const kind = getNotificationKind(notification.type);
  const data = notification.data;
  if (kind === 'dailyReminder') {
    return {
      key: 'notifications.title.dailyReminder',
      values: { value: data.total_count ?? data.reservation_count ?? 0 },
    };
  }
  if (kind === 'other') {
    return data.subject ? { key: '', text: data.subject } : { key: 'notifications.title.other' };
  }
  return { key: `notifications.title.${kind}` };
}

/** The preview under the title: the daily summary ("N today, M tomorrow") or the message, cut at 150 characters. */
export function getNotificationPreview(notification: NotificationItem): TranslatableText | null {
  const data = notification.data;
  if (getNotificationKind(notification.type) === 'dailyReminder') {
    return {
      key: 'notifications.summary',
      values: { today: data.today_count ?? 0, tomorrow: data.tomorrow_count ?? 0 },
    };
  }
  const message = typeof data.message === 'string' ? data.message : (data.message?.summary ?? data.message?.title);
  // Cut at render, line by line (`messageParts`), when it has several.
  return message ? { key: '', text: message.includes('\n') ? message : truncatePreview(message) } : null;
}

/** A message as read on screen: its lead, then its lines (none for a message of one line). */
export interface MessageParts {
  lead: string;
  lines: string[];
}

/**
 * A message of several lines (a lead, then one line each: the lectures a holiday cancelled, a timetable's changes) as
 * its lead and lines, each without the ";" or "." that joined them into one sentence; with `length`, cut as the bell's
 * preview is (at most that many characters, the line that crosses it ending in an ellipsis, the rest left out).
 */
export function messageParts(text: string, length = Infinity): MessageParts {
  const [lead = '', ...rest] = text.split('\n').map((line) => line.trim());
  const all = rest.filter((line) => line !== '').map((line) => line.replace(/[;.]$/, ''));
  if (lead.length >= length) {
    return { lead: truncatePreview(lead, length), lines: [] };
  }
  let left = length - lead.length;
  const lines: string[] = [];
  for (const line of all) {
    if (line.length > left) {
      lines.push(truncatePreview(line, left));
      break;
    }
    lines.push(line);
    left -= line.length;
  }
  return { lead, lines };
}

export function isUnread(notification: NotificationItem): boolean {
  return !notification.read_at;
}
