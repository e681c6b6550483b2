/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * A resource's name is what a person picks it by (issue 27: two ITC imports left R1 … R35 twice in every list and
 * picker). Names that repeat (ignoring case and surrounding spaces) keep the oldest resource's name; each later one
 * gets its id added, `R1 (42)`, which the office can rename. From here the admin form and the ITC import refuse a
 * name that is taken (services); no unique index, so that a rename here never fails on a name the check allows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const rows: { id: number; name: string }[] = await db
    .selectFrom('resources')
    .select(['id', 'name'])
    .orderBy('id')
    .execute();
  const key = (name: string) => name.trim().toLowerCase();
  const used = new Set(rows.map((row) => key(row.name)));
  const seen = new Set<string>();
  for (const row of rows) {
    if (!seen.has(key(row.name))) {
      seen.add(key(row.name));
      continue;
    }
    let name = `${row.name} (${row.id})`;
    for (let attempt = 2; used.has(key(name)); attempt += 1) {
      name = `${row.name} (${row.id}-${attempt})`;
    }
    used.add(key(name));
    seen.add(key(name));
    await db.updateTable('resources').set({ name }).where('id', '=', row.id).execute();
  }
}

/** The renamed resources keep their new names: nothing to undo that a person would want back. */
export async function down(): Promise<void> {}
