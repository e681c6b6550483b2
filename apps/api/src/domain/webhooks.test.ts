import { describe, expect, it } from 'vitest';
import { eventData, eventOf, signWebhook, verifyWebhook, webhookBackoffMs } from './webhooks.js';

const admin = { abilities: ['administrate', 'reservations.manage', 'users.manage'], roles: [] };
const resourcesOnly = { abilities: ['administrate', 'resources.manage'], roles: [] };

describe('eventOf', () => {
  it.each([
    ['a reservation made', { action: 'create', entityType: 'reservation' }, 'reservation.created'],
    ['a reservation changed', { action: 'update', entityType: 'reservation' }, 'reservation.updated'],
    ['a reservation cancelled', { action: 'delete', entityType: 'reservation' }, 'reservation.deleted'],
    ['a reservation approved', { action: 'approve', entityType: 'reservation' }, 'reservation.approved'],
    ['a reservation rejected', { action: 'reject', entityType: 'reservation' }, 'reservation.rejected'],
    ['a series changed', { action: 'update', entityType: 'series' }, 'series.changed'],
    ['a room changed', { action: 'update', entityType: 'resource' }, 'resource.changed'],
    ['an item of a room added', { action: 'create', entityType: 'item' }, 'resource.changed'],
    ['a person changed', { action: 'update', entityType: 'user' }, 'user.changed'],
    [
      'a timetable approved',
      { action: 'update', entityType: 'group_timetable', after: { status: 'approved' } },
      'group_timetable.published',
    ],
    ['a timetable locked', { action: 'update', entityType: 'group_timetable', after: { status: 'locked' } }, undefined],
    ['an annex changed', { action: 'update', entityType: 'annex' }, undefined],
    ['an API token made', { action: 'create', entityType: 'api_token' }, undefined],
    ['a webhook endpoint changed', { action: 'update', entityType: 'webhook' }, undefined],
  ] as const)('should name %s', (_name, change, expected) => {
    expect(eventOf({ entityId: 1, ...change })).toBe(expected);
  });
});

describe('eventData', () => {
  const change = {
    action: 'update' as const,
    entityType: 'reservation',
    entityId: '7',
    label: 'Seminar',
    before: { name: 'Seminar', remote_address: 'https://meet.example/old' },
    after: { name: 'Seminar', remote_address: 'https://meet.example/new', starts_at: '2026-12-01T08:00:00.000Z' },
  };

  it('should give the join address to an owner who may see it', () => {
    expect(eventData(change, admin)).toEqual({
      id: 7,
      entity: 'reservation',
      action: 'update',
      name: 'Seminar',
      remote_address: 'https://meet.example/new',
      starts_at: '2026-12-01T08:00:00.000Z',
      // Only what the update changed, as it was (docs/api.md): the name stayed.
      previous: { remote_address: 'https://meet.example/old' },
    });
  });

  it('should leave private fields out for an owner who may not see them', () => {
    const data = eventData(change, resourcesOnly);
    expect(JSON.stringify(data)).not.toContain('meet.example');
    expect(
      eventData({ action: 'update', entityType: 'user', entityId: 3, after: { email: 'a@b.c' } }, resourcesOnly),
    ).not.toHaveProperty('email');
  });
});

describe('signWebhook', () => {
  it('should sign the timestamp and body so that a receiver can check both', () => {
    const signature = signWebhook('whsec_test', 1_800_000_000, '{"id":"x"}');
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyWebhook('whsec_test', '1800000000', '{"id":"x"}', signature)).toBe(true);
    expect(verifyWebhook('whsec_test', '1800000001', '{"id":"x"}', signature)).toBe(false);
    expect(verifyWebhook('whsec_other', '1800000000', '{"id":"x"}', signature)).toBe(false);
  });

  it('should wait longer after each failure', () => {
    expect([1, 2, 3].map(webhookBackoffMs)).toEqual([30_000, 120_000, 480_000]);
  });
});
