import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTwoTestApps, createUser, DIALECTS, type TwoTestApps } from './helper.js';
import { clock, countReservations, createResource, lecture } from './reservation-fixtures.js';

/** Reservations made at the same moment through two API instances sharing one database (two server processes). */
describe.each(DIALECTS)('concurrent reservations on %s', (dialect) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let apps: TwoTestApps;

  beforeEach(async () => {
    apps = await buildTwoTestApps(dialect, clock);
    ({ first, second } = apps);
  });
  afterEach(async () => {
    await apps.close();
  });

  async function agentsFor(uid: string): Promise<Agent[]> {
    await createUser(first, uid);
    const agents = [new Agent(first), new Agent(second)];
    for (const agent of agents) {
      await agent.login(uid);
      // Fetch the CSRF cookie up front so that all requests below really start together.
      await agent.get('/api/csrf-cookie');
    }
    return agents;
  }

  it('should give exactly one of 50 simultaneous creates of the same slot, and a clear 422 to the other 49', async () => {
    const room = await createResource(first, 'Room 101');
    const agents = await agentsFor('jonas');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        agents[index % 2]!.post(`/api/items/${room.itemIds[0]}/reservations`, lecture({ name: `Attempt ${index}` })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(49);
    const winner = responses.find((response) => response.statusCode === 201)!.json().data[0].name as string;
    for (const response of responses.filter((candidate) => candidate.statusCode === 422)) {
      expect(response.json().repeater_overlaps).toEqual([
        { name: winner, from: '2026-11-23 10:00', to: '2026-11-23 11:30', reservable: { name: 'Room 101' } },
      ]);
    }
    expect(await countReservations(first)).toBe(1);
  });

  it('should store every one of 40 simultaneous creates of different slots', async () => {
    const room = await createResource(first, 'Room 101');
    const agents = await agentsFor('petras');
    const days = Array.from({ length: 40 }, (_, index) =>
      new Date(Date.UTC(2026, 10, 23 + index)).toISOString().slice(0, 10),
    );
    const responses = await Promise.all(
      days.map((day, index) =>
        agents[index % 2]!.post(`/api/items/${room.itemIds[0]}/reservations`, lecture({ from: day, to: day })),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(40).fill(201));
    expect(await countReservations(first)).toBe(40);
  });

  it('should not deadlock when two batches lock the same items in opposite order', async () => {
    const left = await createResource(first, 'Left');
    const right = await createResource(first, 'Right');
    const agents = await agentsFor('ona');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? agents[0]!.post(`/api/items/${left.itemIds[0]}/reservations`, lecture({ reservable: [right.resourceId] }))
          : agents[1]!.post(`/api/items/${right.itemIds[0]}/reservations`, lecture({ reservable: [left.resourceId] })),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(9).fill(422)]);
    expect(await countReservations(first)).toBe(2);
  });
});
