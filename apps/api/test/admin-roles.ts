import { type Ability } from '@laikas/contract';
import { type FastifyInstance } from 'fastify';
import { Agent, signIn } from './helper.js';

/** Every kind of caller an admin call is tried with: anonymous, the built-in roles, and one role per manage ability. */
export const CALLERS = [
  'anonymous',
  'student',
  'teacher',
  'reservations.manage',
  'resources.manage',
  'users.manage',
  'groups.manage',
  'reports.manage',
  'admin',
  'super_admin',
] as const;
export type Caller = (typeof CALLERS)[number];

const MANAGE: readonly Ability[] = [
  'reservations.manage',
  'resources.manage',
  'users.manage',
  'groups.manage',
  'reports.manage',
];

/**
 * A signed-in agent per caller. A manage ability comes with `administrate` (as an administrator's area needs),
 * in a role of its own named after it.
 */
export async function agentsFor(app: FastifyInstance): Promise<Record<Caller, Agent>> {
  for (const ability of MANAGE) {
    const { id } = await app.db
      .insertInto('roles')
      .values({ key: ability, name: ability })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('role_abilities')
      .values([
        { role_id: id, ability },
        { role_id: id, ability: 'administrate' },
      ])
      .execute();
  }
  const agents = { anonymous: new Agent(app) } as Record<Caller, Agent>;
  for (const caller of CALLERS) {
    if (caller !== 'anonymous') {
      agents[caller] = (await signIn(app, `caller-${caller.replace('.', '-')}`, [caller])).agent;
    }
  }
  return agents;
}

/** The callers of CALLERS that `allowed` leaves out (expected: 401 for anonymous, 403 for the rest). */
export function refusedCallers(allowed: readonly Caller[]): Caller[] {
  return CALLERS.filter((caller) => !allowed.includes(caller));
}
