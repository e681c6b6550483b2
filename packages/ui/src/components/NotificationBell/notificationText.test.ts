import { describe, expect, it } from 'vitest';
import {
  formatBadgeCount,
  getNotificationKind,
  getNotificationPreview,
  getNotificationTitle,
  getRelativeTime,
  messageParts,
  truncatePreview,
  type NotificationItem,
} from './notificationText';

describe('formatBadgeCount', () => {
  it.each([
    { count: 0, text: '' },
    { count: 1, text: '1' },
    { count: 99, text: '99' },
    { count: 100, text: '99+' },
    { count: 2500, text: '99+' },
  ])('should show "$text" for $count unread', ({ count, text }) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});

describe('truncatePreview', () => {
  it.each([
    { name: 'a short message', text: 'Room 101 tomorrow', expected: 'Room 101 tomorrow' },
    { name: 'exactly 150 characters', text: 'a'.repeat(150), expected: 'a'.repeat(150) },
    { name: '151 characters', text: 'b'.repeat(151), expected: `${'b'.repeat(150)}...` },
  ])('should keep $name within 150 characters plus an ellipsis', ({ text, expected }) => {
    expect(truncatePreview(text)).toBe(expected);
  });
});

describe('getRelativeTime', () => {
  const now = new Date('2026-03-09T10:00:00Z');
  it.each([
    { name: '30 seconds ago', createdAt: '2026-03-09T09:59:30Z', expected: { unit: 'now' } },
    { name: 'exactly 1 minute ago', createdAt: '2026-03-09T09:59:00Z', expected: { unit: 'minutes', value: 1 } },
    { name: '59 minutes ago', createdAt: '2026-03-09T09:01:00Z', expected: { unit: 'minutes', value: 59 } },
    { name: '2 hours ago', createdAt: '2026-03-09T08:00:00Z', expected: { unit: 'hours', value: 2 } },
    { name: '23 hours 59 minutes ago', createdAt: '2026-03-08T10:01:00Z', expected: { unit: 'hours', value: 23 } },
    { name: '1 day ago', createdAt: '2026-03-08T10:00:00Z', expected: { unit: 'days', value: 1 } },
    { name: '6 days ago', createdAt: '2026-03-03T09:00:00Z', expected: { unit: 'days', value: 6 } },
    { name: 'in the future (clock skew)', createdAt: '2026-03-09T10:00:20Z', expected: { unit: 'now' } },
  ])('should say $name', ({ createdAt, expected }) => {
    expect(getRelativeTime(createdAt, now)).toEqual(expected);
  });

  it('should give the date from 7 days on', () => {
    expect(getRelativeTime('2026-03-02T10:00:00Z', now)).toEqual({
      unit: 'date',
      date: new Date('2026-03-02T10:00:00Z'),
    });
  });
});

const notification = (type: string, data: NotificationItem['data']): NotificationItem => ({
  id: 1,
  type,
  data,
  read_at: null,
  created_at: '2026-03-09T09:00:00Z',
});

describe('getNotificationKind', () => {
  it.each([
    { type: 'App\\Notifications\\DailyReservationReminder', kind: 'dailyReminder' },
    { type: 'App\\Notifications\\PersonResponsibleNotification', kind: 'personResponsible' },
    { type: 'InvitationNotification', kind: 'invitation' },
    { type: 'App\\Events\\EventCreated', kind: 'eventCreated' },
    { type: 'App\\Notifications\\DetachedNotification', kind: 'detached' },
    { type: 'App\\Notifications\\PasswordChanged', kind: 'other' },
  ])('should read $kind from $type', ({ type, kind }) => {
    expect(getNotificationKind(type)).toBe(kind);
  });
});

describe('getNotificationTitle and getNotificationPreview', () => {
  it.each([
    {
      name: 'a daily reminder',
      item: notification('DailyReservationReminder', {
        total_count: 3,
        today_count: 1,
        tomorrow_count: 2,
        message: { title: 'x', summary: 'y' },
      }),
      title: { key: 'notifications.title.dailyReminder', values: { value: 3 } },
      preview: { key: 'notifications.summary', values: { today: 1, tomorrow: 2 } },
    },
    {
      name: 'an invitation',
      item: notification('InvitationNotification', {
        message: 'You are invited to Mathematics',
        subject: 'Invitation',
      }),
      title: { key: 'notifications.title.invitation' },
      preview: { key: '', text: 'You are invited to Mathematics' },
    },
    {
      name: 'an unknown type with a subject',
      item: notification('PasswordChanged', { subject: 'Password changed' }),
      title: { key: '', text: 'Password changed' },
      preview: null,
    },
    {
      name: 'an unknown type without a subject',
      item: notification('PasswordChanged', { message: 'z'.repeat(200) }),
      title: { key: 'notifications.title.other' },
      preview: { key: '', text: `${'z'.repeat(150)}...` },
    },
  ])('should title and preview $name', ({ item, title, preview }) => {
    expect(getNotificationTitle(item)).toEqual(title);
    expect(getNotificationPreview(item)).toEqual(preview);
  });
});

describe('messageParts', () => {
  const message = 'Cancelled 3 for “Kalėdos”:\n“Algebra” Dec 24, 101;\n“Fizika” Dec 24, 204;\nand 1 more.';

  it('should give the lead and each line without the ";" or "." that joined them', () => {
    expect(messageParts(message)).toEqual({
      lead: 'Cancelled 3 for “Kalėdos”:',
      lines: ['“Algebra” Dec 24, 101', '“Fizika” Dec 24, 204', 'and 1 more'],
    });
  });

  it('should keep a message of one line whole, as its lead', () => {
    expect(messageParts('Your reservation was approved.')).toEqual({
      lead: 'Your reservation was approved.',
      lines: [],
    });
  });

  it('should cut as the preview does: the line crossing the length ends in an ellipsis, the rest left out', () => {
    expect(messageParts(message, 40)).toEqual({ lead: 'Cancelled 3 for “Kalėdos”:', lines: ['“Algebra” Dec ...'] });
  });
});
