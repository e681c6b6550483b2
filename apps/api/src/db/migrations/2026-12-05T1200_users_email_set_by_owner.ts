/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * Whose word an account's e-mail address is (docs/decisions/university-sign-in.md): 1 when the account's owner typed
 * it on their profile, which nobody checked, so a provider's link rule `email` must not take the account over by it
 * (a student who wrote a teacher's address would receive the teacher's directory roles). 0 when an administrator,
 * an import or the directory wrote it.
 *
 * Existing accounts: 1 where the newest audited change of the address was the owner's own and no directory has
 * linked the account (a directory writes an address only to an account it has linked, so an unlinked account's
 * self-made change is a profile edit); 0 otherwise, as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_set_by_owner', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  const entries: { entity_id: string; actor_id: number | null; impersonator_id: number | null; changes: string }[] =
    await db
      .selectFrom('audit_entries')
      .select(['entity_id', 'actor_id', 'impersonator_id', 'changes'])
      .where('entity_type', '=', 'user')
      .where('action', '=', 'update')
      .where('changes', 'like', '%"email"%')
      .orderBy('id')
      .execute();
  const newest = new Map<number, boolean>();
  for (const entry of entries) {
    const changes = JSON.parse(entry.changes) as Record<string, unknown>;
    if ('email' in changes) {
      const id = Number(entry.entity_id);
      newest.set(id, entry.actor_id === id && entry.impersonator_id === null);
    }
  }
  const linked = new Set(
    (await db.selectFrom('user_identities').select('user_id').execute()).map((row: { user_id: number }) => row.user_id),
  );
  const owners = [...newest].filter(([id, byOwner]) => byOwner && !linked.has(id)).map(([id]) => id);
  for (let from = 0; from < owners.length; from += 500) {
    await db
      .updateTable('users')
      .set({ email_set_by_owner: 1 })
      .where('id', 'in', owners.slice(from, from + 500))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('email_set_by_owner').execute();
}
