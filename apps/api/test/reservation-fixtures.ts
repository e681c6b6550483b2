import { type FastifyInstance } from 'fastify';
import { type Insertable } from 'kysely';
import { type ResourcesTable } from '../src/db/database.js';

/** Sunday 22 November 2026, 12:00 in Vilnius: the pinned "now" of the reservation suites. */
export const NOW = new Date('2026-11-22T10:00:00.000Z');
export const clock = () => new Date(NOW);

const stamp = NOW.toISOString();

/** A resource with `itemCount` items; settings default to the academic day (columns left null). */
export async function createResource(
  app: FastifyInstance,
  name: string,
  settings: Partial<Omit<Insertable<ResourcesTable>, 'name' | 'created_at' | 'updated_at'>> = {},
  itemCount = 1,
): Promise<{ resourceId: number; itemIds: number[] }> {
  const { id: resourceId } = await app.db
    .insertInto('resources')
    .values({ name, address: `${name} street 1`, created_at: stamp, updated_at: stamp, ...settings })
    .returning('id')
    .executeTakeFirstOrThrow();
  const itemIds: number[] = [];
  for (let index = 0; index < itemCount; index += 1) {
    const { id } = await app.db
      .insertInto('items')
      .values({
        resource_id: resourceId,
        name: `${name} #${index + 1}`,
        available_spaces: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    itemIds.push(id);
  }
  return { resourceId, itemIds };
}

export async function createGroup(app: FastifyInstance, name: string, userIds: number[] = []): Promise<number> {
  const { id } = await app.db
    .insertInto('groups')
    .values({ name, created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const userId of userIds) {
    await app.db.insertInto('group_users').values({ group_id: id, user_id: userId }).execute();
  }
  return id;
}

export async function createAnnex(app: FastifyInstance, name: string): Promise<number> {
  const { id } = await app.db
    .insertInto('annexes')
    .values({ name, created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A holiday (`resourceId` null: every room) or a room out of use, from `from` to `to` (UTC instants). */
export async function createBlackout(
  app: FastifyInstance,
  name: string,
  resourceId: number | null,
  span: { from: string; to: string; allDay: boolean },
): Promise<void> {
  await app.db
    .insertInto('blackouts')
    .values({
      name,
      resource_id: resourceId,
      period_id: null,
      starts_at: span.from,
      ends_at: span.to,
      all_day: span.allDay ? 1 : 0,
      created_at: stamp,
    })
    .execute();
}

export async function countReservations(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('reservations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A valid lecture body on Monday 23 November 2026, 10:00–11:30. */
export function lecture(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Algebra',
    from: '2026-11-23',
    to: '2026-11-23',
    from_time: { hours: 10, minutes: 0 },
    to_time: { hours: 11, minutes: 30 },
    type: 'lecture',
    ...overrides,
  };
}
