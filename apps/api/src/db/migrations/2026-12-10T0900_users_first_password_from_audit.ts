/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * `2026-12-07T0900_users_first_password` gave every existing account `first_password` 0, so an account an administrator
 * had added, still holding the first password it was given, read as reset ("An administrator reset your password") at
 * its first sign-in. Every reset since resets existed is in the audit log (an `update` of the user setting
 * `credentials_reset_at`), so an account that must still change its password and was never reset holds its first
 * password: it gets 1. Accounts reset, or already told apart, stay as they are. Nothing to undo.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const waiting: { id: number }[] = await db
    .selectFrom('users')
    .select('id')
    .where('must_change_password', '=', 1)
    .where('first_password', '=', 0)
    .execute();
  if (waiting.length === 0) {
    return;
  }
  const entries: { entity_id: string; changes: string }[] = await db
    .selectFrom('audit_entries')
    .select(['entity_id', 'changes'])
    .where('entity_type', '=', 'user')
    .where('action', '=', 'update')
    .execute();
  const reset = new Set<number>();
  for (const entry of entries) {
    const changes = JSON.parse(entry.changes) as Record<string, unknown>;
    if ('credentials_reset_at' in changes) {
      reset.add(Number(entry.entity_id));
    }
  }
  const first = waiting.map((user) => user.id).filter((id) => !reset.has(id));
  for (let start = 0; start < first.length; start += 500) {
    await db
      .updateTable('users')
      .set({ first_password: 1 })
      .where('id', 'in', first.slice(start, start + 500))
      .execute();
  }
}

export async function down(): Promise<void> {
  // The column stays with its own migration; which accounts hold a first password is still true.
}
