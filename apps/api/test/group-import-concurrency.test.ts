import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTwoTestApps, createUser, DIALECTS, multipartBody, type TwoTestApps } from './helper.js';

/** A group list: every student in both groups (so two files overlap in groups, users and memberships). */
function groupList(first: number, count: number): string {
  const lines = ['group;uid;name;e-mail'];
  for (let index = first; index < first + count; index += 1) {
    lines.push(`PS 1 k. 1 gr.;s${index};Student ${index};s${index}@example.edu`);
    lines.push(`PS 1 k. 2 gr.;s${index};Student ${index};s${index}@example.edu`);
  }
  return lines.join('\n');
}

/**
 * Issue 16: two imports of overlapping group lists at the same time, through two API instances sharing one
 * database (two server processes; SQLite in a WAL file). Each used to read "user s1 is missing" and both inserted
 * it: a unique violation (500) on PostgreSQL, a busy snapshot (500) on SQLite, or duplicate groups.
 */
describe.each(DIALECTS)('concurrent POST /api/admin/groups/import on %s', (dialect) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let apps: TwoTestApps;

  beforeEach(async () => {
    apps = await buildTwoTestApps(dialect);
    ({ first, second } = apps);
  });
  afterEach(async () => {
    await apps.close();
  });

  const count = async (table: 'groups' | 'users' | 'group_users') =>
    Number(
      (
        await first.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('should import both of four simultaneous overlapping imports without a 500 or a duplicate', async () => {
    await createUser(first, 'admin', ['admin']);
    const agents = [new Agent(first), new Agent(second)];
    for (const agent of agents) {
      await agent.login('admin');
      await agent.get('/api/csrf-cookie');
    }
    const usersBefore = await count('users');
    // Students 1..300 and 151..450: 150 shared by both lists.
    const lists = [groupList(1, 300), groupList(151, 300)];
    const responses = await Promise.all(
      [0, 1, 2, 3].map((index) => {
        const body = multipartBody([
          { name: 'files[]', filename: `list-${index}.csv`, type: 'text/csv', value: lists[index % 2]! },
        ]);
        return agents[index % 2]!.request('POST', '/api/admin/groups/import', body.payload, { headers: body.headers });
      }),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(responses.map((response) => response.json().data[0].status)).toEqual(Array(4).fill('imported'));
    expect(await count('groups')).toBe(2);
    expect((await count('users')) - usersBefore).toBe(450);
    expect(await count('group_users')).toBe(900);
    // Each student is created once in all: the reports' new users add up to 450.
    const created = responses.reduce((sum, response) => sum + (response.json().data[0].users.new as number), 0);
    expect(created).toBe(450);
  });
});
