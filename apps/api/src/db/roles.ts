import { type Ability } from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database } from './database.js';

/** The built-in roles and their abilities (docs/decisions/roles-and-abilities.md). */
export const BUILT_IN_ROLES: readonly { key: string; name: string; abilities: readonly Ability[] }[] = [
  { key: 'super_admin', name: 'Super administrator', abilities: ['*'] },
  {
    key: 'admin',
    name: 'Administrator',
    abilities: [
      'administrate',
      'reservations.manage',
      'resources.manage',
      'users.manage',
      'groups.manage',
      'reports.manage',
    ],
  },
  { key: 'teacher', name: 'Teacher', abilities: [] },
  { key: 'student', name: 'Student', abilities: [] },
];

/** Creates the built-in roles that are missing (idempotent; never changes roles that exist). */
export async function ensureRoles(db: Kysely<Database>): Promise<void> {
  const existing = new Set((await db.selectFrom('roles').select('key').execute()).map((row) => row.key));
  for (const role of BUILT_IN_ROLES) {
    if (existing.has(role.key)) {
      continue;
    }
    await db.transaction().execute(async (trx) => {
      // Another process starting at the same moment may have created it: then leave it as it is.
      const inserted = await trx
        .insertInto('roles')
        .values({ key: role.key, name: role.name })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted && role.abilities.length > 0) {
        await trx
          .insertInto('role_abilities')
          .values(role.abilities.map((ability) => ({ role_id: inserted.id, ability })))
          .execute();
      }
    });
  }
}
