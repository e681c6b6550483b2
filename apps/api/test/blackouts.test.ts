import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toInstant } from '../src/db/database.js';
import { createBlackoutRepository } from '../src/repositories/blackouts.js';
import { buildTestApp, DIALECTS, type TestApp } from './helper.js';

describe.each(DIALECTS)('blackouts repository on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;

  async function addResource(name: string) {
    const now = toInstant(new Date());
    const { id } = await app.db
      .insertInto('resources')
      .values({
        name,
        description: null,
        notes: null,
        contact_info: null,
        address: null,
        min_duration: null,
        max_duration: null,
        available_spaces: 1,
        day_from: null,
        day_to: null,
        available_slots: null,
        forbidden_slots: null,
        capacity: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  beforeEach(async () => {
    test = await buildTestApp(dialect);
    app = test.app;
  });
  afterEach(async () => {
    await test.close();
  });

  describe('blackoutsBetween', () => {
    it('should answer institution-wide blackouts and those of the asked resources that overlap the range', async () => {
      const blackouts = createBlackoutRepository(app.db);
      const room = await addResource('101');
      const other = await addResource('102');
      const created_at = toInstant(new Date());
      const holiday = await blackouts.insert({
        name: 'Kalėdos',
        period_id: null,
        resource_id: null,
        starts_at: '2026-12-23T22:00:00.000Z',
        ends_at: '2026-12-26T22:00:00.000Z',
        all_day: 1,
        source: null,
        created_at,
      });
      const roomClosed = await blackouts.insert({
        name: 'Renovation',
        period_id: null,
        resource_id: room,
        starts_at: '2026-12-21T08:00:00.000Z',
        ends_at: '2026-12-21T10:00:00.000Z',
        all_day: 0,
        source: null,
        created_at,
      });
      await blackouts.insert({
        name: 'Other room',
        period_id: null,
        resource_id: other,
        starts_at: '2026-12-21T08:00:00.000Z',
        ends_at: '2026-12-21T10:00:00.000Z',
        all_day: 0,
        source: null,
        created_at,
      });

      const ofRoom = await blackouts.blackoutsBetween('2026-12-21T00:00:00.000Z', '2026-12-28T00:00:00.000Z', [room]);
      expect(ofRoom.map((row) => row.id)).toEqual([roomClosed, holiday]);

      const all = await blackouts.blackoutsBetween('2026-12-21T00:00:00.000Z', '2026-12-28T00:00:00.000Z');
      expect(all).toHaveLength(3);

      // A range that only touches the room's blackout at its end does not overlap it.
      const after = await blackouts.blackoutsBetween('2026-12-21T10:00:00.000Z', '2026-12-22T00:00:00.000Z', [room]);
      expect(after).toEqual([]);

      const institutionOnly = await blackouts.blackoutsBetween(
        '2026-12-24T00:00:00.000Z',
        '2026-12-25T00:00:00.000Z',
        [],
      );
      expect(institutionOnly).toEqual([
        {
          id: holiday,
          name: 'Kalėdos',
          period_id: null,
          resource_id: null,
          starts_at: '2026-12-23T22:00:00.000Z',
          ends_at: '2026-12-26T22:00:00.000Z',
          all_day: 1,
        },
      ]);
    });
  });
});
