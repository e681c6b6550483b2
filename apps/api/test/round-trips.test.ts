import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Agent, buildTestApp, createUser, DIALECTS, type TestApp } from './helper.js';
import { clock, countReservations, createResource, lecture } from './reservation-fixtures.js';

// On a busy server a round trip to PostgreSQL costs more CPU than most statements (docs/decisions.md, "A
// PostgreSQL write sends what it knows together"); these keep the hot paths from growing new ones.
describe.skipIf(!DIALECTS.includes('postgres'))('round trips to PostgreSQL', () => {
  let test: TestApp;
  let agent: Agent;
  let itemId: number;
  beforeEach(async () => {
    test = await buildTestApp('postgres', {}, clock);
    itemId = (await createResource(test.app, 'Room 101')).itemIds[0]!;
    await createUser(test.app, 'jonas');
    agent = new Agent(test.app);
    await agent.login('jonas');
    await agent.get('/api/csrf-cookie');
    // The first create on a connection prepares its statements (once per connection).
    expect(
      (await agent.post(`/api/items/${itemId}/reservations`, lecture({ from: '2026-11-24', to: '2026-11-24' })))
        .statusCode,
    ).toBe(201);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await test.close();
  });

  it('should create a reservation in three: the session, begin-lock-look-up, insert-commit', async () => {
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    const response = await agent.post(`/api/items/${itemId}/reservations`, lecture());
    expect(response.statusCode).toBe(201);
    expect(queries).toHaveBeenCalledTimes(3);
    expect(await countReservations(test.app)).toBe(2);
  });

  it('should refuse a clash in three: the session, begin-lock-look-up, rollback', async () => {
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    const response = await agent.post(
      `/api/items/${itemId}/reservations`,
      lecture({ from: '2026-11-24', to: '2026-11-24' }),
    );
    expect(response.statusCode).toBe(422);
    expect(queries).toHaveBeenCalledTimes(3);
    expect(await countReservations(test.app)).toBe(1);
  });
});
