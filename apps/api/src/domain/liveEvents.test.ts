import { describe, expect, it } from 'vitest';
import { lastEventIdOf, liveEventsOf, mayReceive, sseMessage } from './liveEvents.js';

const reservation = {
  resource_id: 3,
  starts_at: '2026-11-23T08:00:00.000Z',
  ends_at: '2026-11-23T09:30:00.000Z',
  name: 'Secret meeting',
  remote_address: 'https://meet.example.edu/secret',
};

describe('liveEventsOf', () => {
  it.each([
    ['a sign-in', [{ action: 'sign_in', entityType: 'user', entityId: 5 }], []],
    ['the settings', [{ action: 'update', entityType: 'system_settings', entityId: 'general' }], []],
    [
      'an API token and a webhook endpoint: no one’s screen, not even their owner’s',
      [
        { action: 'create', entityType: 'api_token', entityId: 7, after: { name: 'Sync', user_id: 5 } },
        { action: 'delete', entityType: 'webhook', entityId: 2, before: { url: 'https://x.example', user_id: 5 } },
      ],
      [],
    ],
    [
      'an account changed: told to its user only',
      [{ action: 'update', entityType: 'user', entityId: 5 }],
      [{ userId: 5, payload: { kinds: ['user'], resource_ids: [], reservation_ids: [], from: null, to: null } }],
    ],
    [
      'a reservation moved to another room: both rooms and the whole span, never its name or address',
      [
        {
          action: 'update',
          entityType: 'reservation',
          entityId: 9,
          before: reservation,
          after: {
            ...reservation,
            resource_id: 4,
            starts_at: '2026-11-24T08:00:00.000Z',
            ends_at: '2026-11-24T09:30:00.000Z',
          },
        },
      ],
      [
        {
          userId: null,
          payload: {
            kinds: ['reservation'],
            resource_ids: [3, 4],
            reservation_ids: [9],
            from: '2026-11-23T08:00:00.000Z',
            to: '2026-11-24T09:30:00.000Z',
          },
        },
      ],
    ],
    [
      'a series: from its first start to its last one',
      [
        {
          action: 'create',
          entityType: 'series',
          entityId: 2,
          after: { ...reservation, last_starts_at: '2027-01-25T08:00:00.000Z', occurrences: 10 },
        },
      ],
      [
        {
          userId: null,
          payload: {
            kinds: ['series'],
            resource_ids: [3],
            reservation_ids: [],
            from: '2026-11-23T08:00:00.000Z',
            to: '2027-01-25T08:00:00.000Z',
          },
        },
      ],
    ],
    [
      'a room renamed: the room, no span',
      [{ action: 'update', entityType: 'resource', entityId: 7, before: { name: 'A' }, after: { name: 'B' } }],
      [
        {
          userId: null,
          payload: { kinds: ['resource'], resource_ids: [7], reservation_ids: [], from: null, to: null },
        },
      ],
    ],
  ])('%s', (_name, records, expected) => {
    expect(liveEventsOf(records)).toEqual(expected);
    expect(JSON.stringify(liveEventsOf(records))).not.toMatch(/Secret|meet\.example/);
  });
});

describe('mayReceive', () => {
  it.each([
    ["everyone's event", 1, null, true],
    ['their own', 1, 1, true],
    ["another user's", 1, 2, false],
  ])('%s', (_name, viewer, userId, expected) => {
    expect(mayReceive(viewer, { userId })).toBe(expected);
  });
});

describe('lastEventIdOf', () => {
  it.each([
    ['a number', '42', 42],
    ['a list (a repeated header)', ['7', '8'], 7],
    ['nothing', undefined, undefined],
    ['a negative number', '-1', undefined],
    ['text', 'abc', undefined],
    ['too long', '9'.repeat(30), undefined],
  ])('%s', (_name, value, expected) => {
    expect(lastEventIdOf(value)).toBe(expected);
  });
});

describe('sseMessage', () => {
  it('should write an id, an event name and one data line ending in a blank line', () => {
    expect(sseMessage('change', { a: 'x\ny' }, 3)).toBe('id: 3\nevent: change\ndata: {"a":"x\\ny"}\n\n');
  });
});
