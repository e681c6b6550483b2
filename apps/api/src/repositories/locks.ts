import { type Kysely, sql } from 'kysely';
import { type Database } from '../db/database.js';

function idList(ids: readonly number[]): string {
  return ids
    .map((id) => {
      if (!Number.isSafeInteger(id)) {
        throw new TypeError(`Not a row id: ${id}`);
      }
      return String(id);
    })
    .join(', ');
}

/**
 * PostgreSQL: opens a transaction on `connection` and takes the row locks of the items and resources a write lands
 * on, held until it ends. One round trip: both statements go in one simple-protocol message, the ids written as
 * integer literals. Rows are locked in one global order (items, then resources, each by id; PostgreSQL locks the
 * rows of `order by … for update` in that order), so two writes never deadlock.
 */
export async function beginAndLock(
  connection: Kysely<Database>,
  rows: { itemIds: readonly number[]; resourceIds: readonly number[] },
): Promise<void> {
  const statements = ['begin'];
  if (rows.itemIds.length > 0) {
    statements.push(`select id from items where id in (${idList(rows.itemIds)}) order by id for update`);
  }
  if (rows.resourceIds.length > 0) {
    statements.push(`select id from resources where id in (${idList(rows.resourceIds)}) order by id for update`);
  }
  await sql.raw(statements.join('; ')).execute(connection);
}
