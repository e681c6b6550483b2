import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';
import { createGroup, createResource, lecture, NOW } from './reservation-fixtures.js';

// Issue 12, items 1 and 2: what a calendar export needs of a reservation, and who may read it.
describe.each(DIALECTS)('calendar data of reservations on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let teacher: Agent;
  let teacherId: number;
  let room: { resourceId: number; itemIds: number[] };
  let now: Date;

  beforeEach(async () => {
    now = new Date(NOW);
    test = await buildTestApp(dialect, {}, () => new Date(now));
    app = test.app;
    ({ agent: teacher, id: teacherId } = await signIn(app, 'ona', ['teacher']));
    room = await createResource(app, 'Room 101');
  });
  afterEach(async () => {
    await test.close();
  });

  const itemUrl = () => `/api/items/${room.itemIds[0]}/reservations`;
  /** A weekly Monday and Wednesday series from Monday 23 November to 16 December 2026 (8 occurrences). */
  const weekly = (overrides: Record<string, unknown> = {}) =>
    lecture({
      repeater: { type: 'weekly', interval: 1, until: '2026-12-16', weekdays: ['monday', 'wednesday'] },
      ...overrides,
    });
  const listing = async (agent: Agent, from = '2026-11-23', to = '2026-12-20') => {
    const response = await agent.get(`/api/resources/${room.resourceId}/reservations?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      id: number;
      name: string;
      from: string;
      detached: boolean;
      repeater: { starts_on: string; excluded_dates: string[] } | null;
      user: { email?: string | null } | null;
      responsible: { email?: string | null } | null;
      invitations: { id: number; email?: string | null; status?: string }[];
    }[];
  };

  describe('GET /api/resources/{id}/reservations', () => {
    it('should give a series its first date and the dates deleted or changed on their own', async () => {
      const created = (await teacher.post(itemUrl(), weekly())).json().data as { id: number; from: string }[];
      const byDate = (date: string) => created.find((row) => row.from === date)!;
      expect(
        (await teacher.delete(`${itemUrl()}/${byDate('2026-12-09').id}?update_selection_repeater=this`)).statusCode,
      ).toBe(204);
      const renamed = await teacher.put(
        `${itemUrl()}/${byDate('2026-12-02').id}`,
        weekly({ name: 'Algebra (moved)', from: '2026-12-02', to: '2026-12-02', update_selection_repeater: 'this' }),
      );
      expect(renamed.statusCode, renamed.body).toBe(200);

      const rows = await listing(teacher);
      expect(rows.map((row) => row.from)).toEqual([
        '2026-11-23',
        '2026-11-25',
        '2026-11-30',
        '2026-12-02',
        '2026-12-07',
        '2026-12-14',
        '2026-12-16',
      ]);
      const series = rows.find((row) => row.from === '2026-11-30')!;
      expect(series.repeater).toMatchObject({ starts_on: '2026-11-23', excluded_dates: ['2026-12-02', '2026-12-09'] });
      const detached = rows.find((row) => row.from === '2026-12-02')!;
      expect(detached).toMatchObject({ name: 'Algebra (moved)', detached: true, repeater: null });
    });

    it('should carry the skipped dates over to the rule split off with "this and upcoming"', async () => {
      const created = (await teacher.post(itemUrl(), weekly())).json().data as { id: number; from: string }[];
      const byDate = (date: string) => created.find((row) => row.from === date)!;
      await teacher.put(
        `${itemUrl()}/${byDate('2026-12-09').id}`,
        weekly({ name: 'Moved', from: '2026-12-09', to: '2026-12-09', update_selection_repeater: 'this' }),
      );
      const split = await teacher.put(
        `${itemUrl()}/${byDate('2026-12-02').id}`,
        weekly({ name: 'Algebra II', from: '2026-12-02', to: '2026-12-02', update_selection_repeater: 'upcoming' }),
      );
      expect(split.statusCode, split.body).toBe(200);
      const later = (await listing(teacher)).find((row) => row.from === '2026-12-14')!;
      expect(later).toMatchObject({ name: 'Algebra II', repeater: { starts_on: '2026-12-02' } });
      expect(later.repeater!.excluded_dates).toContain('2026-12-09');
    });

    it('should skip the dates a series lost when deleted with "all", so its rule no longer yields them', async () => {
      const created = (await teacher.post(itemUrl(), weekly())).json().data as { id: number; from: string }[];
      // Two weeks on the first two occurrences are history and stay; the future ones go.
      now = new Date('2026-11-26T12:00:00.000Z');
      await teacher.login('ona');
      const removed = await teacher.delete(`${itemUrl()}/${created[2]!.id}?update_selection_repeater=all`);
      expect(removed.statusCode, removed.body).toBe(204);
      const rows = await listing(teacher);
      expect(rows.map((row) => row.from)).toEqual(['2026-11-23', '2026-11-25']);
      expect(rows[0]!.repeater!.excluded_dates).toEqual([
        '2026-11-30',
        '2026-12-02',
        '2026-12-07',
        '2026-12-09',
        '2026-12-14',
        '2026-12-16',
      ]);
    });

    it("should give invitation answers to the people involved, and each person's e-mail to them and users.manage", async () => {
      const invitedId = await createUser(app, 'ruta', ['student'], 'Rūta');
      const memberId = await createUser(app, 'member', ['student'], 'Group member');
      const groupId = await createGroup(app, 'MIF 1', [memberId]);
      const created = await teacher.post(
        itemUrl(),
        lecture({ person_responsible: teacherId, invitations: [invitedId], groups: [groupId] }),
      );
      expect(created.statusCode, created.body).toBe(201);
      // The invitee answers through the invitations screen's call (issue 14): the export's PARTSTAT reads it.
      const ruta = await agentOf('ruta');
      const reservationId = (created.json().data as { id: number }[])[0]!.id;
      const answered = await ruta.post(`/api/user/invitations/${reservationId}/accept`);
      expect(answered.statusCode, answered.body).toBe(200);

      const answers = [{ id: invitedId, status: 'accepted' }];
      // The author and person responsible: their own address, not the invitee's.
      const [own] = await listing(teacher);
      expect(own).toMatchObject({ user: { email: 'ona@example.edu' }, responsible: { email: 'ona@example.edu' } });
      expect(own!.invitations).toEqual([{ id: invitedId, name: 'Rūta', status: 'accepted' }]);
      // The invitee: their own address only.
      const [invited] = await listing(ruta);
      expect(invited!.invitations).toEqual([
        { id: invitedId, name: 'Rūta', email: 'ruta@example.edu', status: 'accepted' },
      ]);
      expect(invited!.user).not.toHaveProperty('email');
      expect(invited!.responsible).not.toHaveProperty('email');
      // A member of the group: the answers, no address.
      const [member] = await listing(await agentOf('member'));
      expect(member).toMatchObject({ invitations: answers });
      expect(JSON.stringify(member)).not.toContain('@example.edu');
      // users.manage: every address.
      const [managed] = await listing((await signIn(app, 'boss', ['admin'])).agent);
      expect(managed).toMatchObject({
        user: { email: 'ona@example.edu' },
        responsible: { email: 'ona@example.edu' },
        invitations: [{ id: invitedId, email: 'ruta@example.edu', status: 'accepted' }],
      });
      const outsider = (await signIn(app, 'outsider')).agent;
      const [seen] = await listing(outsider);
      expect(seen!.user).not.toHaveProperty('email');
      expect(seen!.responsible).not.toHaveProperty('email');
      expect(seen!.invitations).toEqual([]);
      expect(JSON.stringify(seen)).not.toContain('@example.edu');
    });
  });

  async function agentOf(uid: string): Promise<Agent> {
    const agent = new Agent(app);
    await agent.login(uid);
    return agent;
  }
});
