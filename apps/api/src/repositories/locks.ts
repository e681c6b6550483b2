import { type CompiledQuery, type Kysely } from 'kysely';
import { type Database } from '../db/database.js';
import { sendTogether } from '../db/postgres-statements.js';

/**
 * PostgreSQL: opens a transaction on `connection`, takes the row locks of the items and resources a write lands
 * on (held until it ends) and runs `reads` under them, all in one round trip; answers the rows of each read. Rows
 * are locked in one global order (items, then resources, each by id; PostgreSQL locks the rows of
 * `order by … for update` in that order), so two writes never deadlock.
 */
export async function beginAndLock<Row>(
  connection: Kysely<Database>,
  rows: { itemIds: readonly number[]; resourceIds: readonly number[] },
  reads: readonly CompiledQuery<Row>[],
): Promise<Row[][]> {
  const locks: CompiledQuery<unknown>[] = [];
  if (rows.itemIds.length > 0) {
    locks.push(
      connection.selectFrom('items').select('id').where('id', 'in', rows.itemIds).orderBy('id').forUpdate().compile(),
    );
  }
  if (rows.resourceIds.length > 0) {
    locks.push(
      connection
        .selectFrom('resources')
        .select('id')
        .where('id', 'in', rows.resourceIds)
        .orderBy('id')
        .forUpdate()
        .compile(),
    );
  }
  const answers = await sendTogether(connection, ['begin', ...locks, ...reads]);
  return answers.slice(1 + locks.length) as Row[][];
}

/** PostgreSQL: runs a transaction's last statement and commits, in one round trip; answers the statement's rows. */
export async function commitWith<Row>(connection: Kysely<Database>, last: CompiledQuery<Row>): Promise<Row[]> {
  const [rows] = await sendTogether(connection, [last, 'commit']);
  return rows;
}
