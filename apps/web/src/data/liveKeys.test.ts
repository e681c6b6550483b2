import { type LiveEvent } from '@laikas/contract';
import { describe, expect, it } from 'vitest';
import { announcementAt, isStaleAfter, reconnectDelay } from './liveKeys';
import { readKey } from './calls';
import { keys } from './keys';
import { notificationKeys } from './notifications';

const booking: LiveEvent = {
  id: 7,
  kinds: ['reservation'],
  resource_ids: [3],
  reservation_ids: [11],
  from: '2026-11-23T08:00:00.000Z',
  to: '2026-11-23T09:30:00.000Z',
  by_me: false,
};
const closing: LiveEvent = { ...booking, kinds: ['blackout'] };
const notification: LiveEvent = {
  ...booking,
  kinds: ['notification'],
  resource_ids: [],
  reservation_ids: [],
  from: null,
  to: null,
};

describe('isStaleAfter', () => {
  it.each([
    ["the room's week", booking, keys.resourceWeek(3, '2026-11-23', '2026-11-29'), true],
    ["the room's next week", booking, keys.resourceWeek(3, '2026-11-30', '2026-12-06'), false],
    ["another room's week", booking, keys.resourceWeek(4, '2026-11-23', '2026-11-29'), false],
    ['the busy times of rooms with this one', booking, keys.busyReservations([2, 3], '2026-11-23', '2026-11-23'), true],
    ['the busy times of other rooms', booking, keys.busyReservations([1, 2], '2026-11-23', '2026-11-23'), false],
    ['the remote reservations of every room', booking, keys.remoteReservations(null, '2026-11-23', '2026-11-29'), true],
    ['the lanes of that week', booking, keys.laneReservations('teachers', [5], '2026-11-23', '2026-11-29'), true],
    [
      'the rooms at a glance',
      booking,
      readKey('reservations', '/api/rooms/glance', { from: '2026-11-23', to: '2026-11-23' }),
      true,
    ],
    [
      "the user's own reservations (Home)",
      booking,
      readKey('reservations', '/api/reservations', { showUserReservations: 1, per_page: 100 }),
      true,
    ],
    [
      'the admin list of pending reservations',
      booking,
      readKey('reservations', '/api/admin/reservations', { status: 'pending' }),
      true,
    ],
    ['the invitations', booking, readKey('invitations', '/api/user/invitations'), true],
    ['the bell (a booking)', booking, notificationKeys.unreadCount(), false],
    ['the bell (a notification)', notification, notificationKeys.unreadCount(), true],
    ['the notifications page', notification, notificationKeys.page(1, 20, 'lt'), true],
    ['a room list (a booking)', booking, readKey('resources', '/api/resources'), false],
    [
      'a room list (a room renamed)',
      { ...booking, kinds: ['resource'] as LiveEvent['kinds'], from: null, to: null },
      readKey('resources', '/api/resources'),
      true,
    ],
    ['the closures of this room', closing, keys.closures([3], '2026-11-23', '2026-11-29'), true],
    ['the closures of another room', closing, keys.closures([4], '2026-11-23', '2026-11-29'), false],
    // 'exams' is the key's kind, not a room: the exam sessions of the week are read again whatever the rooms.
    ['the exam sessions of the week', closing, keys.examSessions('2026-11-23', '2026-11-29'), true],
    ['the exam sessions of another week', closing, keys.examSessions('2026-12-07', '2026-12-13'), false],
    [
      'the exam sessions as useExamSessions keys them',
      closing,
      ['closures', 'exams', '2026-11-23', '2026-11-29'],
      true,
    ],
    [
      'the signed-in user (their account changed)',
      { ...notification, kinds: ['user'] as LiveEvent['kinds'] },
      keys.user(),
      true,
    ],
  ])('%s', (_name, event, key, expected) => {
    expect(isStaleAfter(event, key)).toBe(expected);
  });
});

describe('announcementAt, after a quiet time', () => {
  it.each([
    ["another person's booking", booking, 'updated'],
    ['a notification', notification, 'updatedNotification'],
    ['their own change', { ...booking, by_me: true }, undefined],
  ])('%s', (_name, event, expected) => {
    expect(announcementAt(event, 60_000, null)).toBe(expected);
  });
});

describe('announcementAt, in a burst', () => {
  it('should say a burst of changes once: the first, then nothing until the quiet time has passed', () => {
    // As the live region uses it: the time of the last thing said is kept.
    let lastAt: number | null = null;
    const said = [0, 500, 3_999, 4_000, 4_100].map((now) => {
      const words = announcementAt(booking, now, lastAt);
      lastAt = words ? now : lastAt;
      return words;
    });
    expect(said).toEqual(['updated', undefined, undefined, 'updated', undefined]);
  });

  it("should say nothing of the person's own change, even after a long quiet", () => {
    expect(announcementAt({ ...booking, by_me: true }, 60_000, 0)).toBeUndefined();
  });
});

describe('reconnectDelay', () => {
  it.each([
    ['the first retry', 1, 1000],
    ['the third', 3, 4000],
    ['a long outage', 20, 60_000],
  ])('%s: at most the doubling wait, at least half of it', (_name, attempt, most) => {
    expect(reconnectDelay(attempt, () => 1)).toBe(most);
    expect(reconnectDelay(attempt, () => 0)).toBe(most / 2);
  });
});
