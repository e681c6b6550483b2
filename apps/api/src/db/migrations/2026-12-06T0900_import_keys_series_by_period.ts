/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * An ITC import's series were kept by source and class only (`itc:tiny:class:1:0`): the same files imported into
 * another period found them "already there" and gave that period its rooms' unavailabilities but no lectures. A
 * series is now kept by its period too (`itc:tiny:period:3:class:1:0`). Each key stored before gets the period its
 * series' first date falls in (the latest starting, should periods overlap); a key whose series lies in no period is
 * left as it was (no import finds it again: a new import of that class meets its meetings as clashes, never twice).
 */
const SERIES = /:class:[^:]+:\d+$/;
const BY_PERIOD = /:period:\d+:class:[^:]+:\d+$/;

export async function up(db: Kysely<any>): Promise<void> {
  const rows: { key: string; starts_on: string }[] = await db
    .selectFrom('import_keys')
    .innerJoin('repeaters', 'repeaters.id', 'import_keys.record_id')
    .select(['import_keys.key as key', 'repeaters.starts_on as starts_on'])
    .where('import_keys.key', 'like', 'itc:%:class:%')
    .execute();
  const periods: { id: number; starts_on: string; ends_on: string }[] = await db
    .selectFrom('periods')
    .select(['id', 'starts_on', 'ends_on'])
    .orderBy('starts_on', 'desc')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (!SERIES.test(row.key) || BY_PERIOD.test(row.key)) {
      continue;
    }
    const period = periods.find((each) => each.starts_on <= row.starts_on && row.starts_on <= each.ends_on);
    if (!period) {
      continue;
    }
    const at = row.key.lastIndexOf(':class:');
    const key = `${row.key.slice(0, at)}:period:${period.id}${row.key.slice(at)}`;
    await db.updateTable('import_keys').set({ key }).where('key', '=', row.key).execute();
  }
}

/** Keys as they were: the first period's series of each class keeps its key, those of later periods lose theirs. */
export async function down(db: Kysely<any>): Promise<void> {
  const rows: { key: string }[] = await db
    .selectFrom('import_keys')
    .select('key')
    .where('key', 'like', 'itc:%:period:%:class:%')
    .orderBy('record_id')
    .execute();
  const kept = new Set<string>();
  for (const row of rows) {
    if (!BY_PERIOD.test(row.key)) {
      continue;
    }
    const key = row.key.replace(/:period:\d+(:class:[^:]+:\d+)$/, '$1');
    if (kept.has(key)) {
      await db.deleteFrom('import_keys').where('key', '=', row.key).execute();
    } else {
      kept.add(key);
      await db.updateTable('import_keys').set({ key }).where('key', '=', row.key).execute();
    }
  }
}
