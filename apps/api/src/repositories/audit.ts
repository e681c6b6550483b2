import { type InsertObject, type Kysely, sql, type Transaction } from 'kysely';
import { type Database } from '../db/database.js';
import { likePattern } from './admin-resources.js';

type Executor = Kysely<Database> | Transaction<Database>;
/** A row to insert; its values may be SQL expressions (the id of the row a write just inserted). */
export type AuditRow = InsertObject<Database, 'audit_entries'>;

export interface AuditFilter {
  /** The user who made the change or impersonated the one who did. */
  actorId?: number | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  /** Instants: entries at or after `from` and before `to`. */
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

/** The tables whose rows the log names by id (a field `resource_id`, a list `users_added`). */
export type NamedTable = 'users' | 'resources' | 'items' | 'groups' | 'periods' | 'annexes';

/** The audit log's rows: appended in the change's transaction, read newest first. */
export function createAuditRepository(db: Kysely<Database>) {
  function filtered(trx: Executor, filter: AuditFilter) {
    let query = trx.selectFrom('audit_entries');
    if (filter.actorId !== undefined) {
      const id = filter.actorId;
      query = query.where((eb) =>
        eb.or([eb('audit_entries.actor_id', '=', id), eb('audit_entries.impersonator_id', '=', id)]),
      );
    }
    if (filter.entityType !== undefined) {
      query = query.where('audit_entries.entity_type', '=', filter.entityType);
    }
    if (filter.entityId !== undefined) {
      query = query.where('audit_entries.entity_id', '=', filter.entityId);
    }
    if (filter.action !== undefined) {
      query = query.where('audit_entries.action', '=', filter.action);
    }
    if (filter.from !== undefined) {
      query = query.where('audit_entries.created_at', '>=', filter.from);
    }
    if (filter.to !== undefined) {
      query = query.where('audit_entries.created_at', '<', filter.to);
    }
    if (filter.search) {
      const pattern = likePattern(filter.search);
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`lower(audit_entries.label) like ${pattern} escape '\\'`,
          sql<boolean>`lower(audit_entries.changes) like ${pattern} escape '\\'`,
          sql<boolean>`lower(audit_entries.request_id) like ${pattern} escape '\\'`,
        ]),
      );
    }
    return query;
  }

  return {
    async insert(rows: readonly AuditRow[], trx: Executor = db): Promise<void> {
      if (rows.length > 0) {
        await trx.insertInto('audit_entries').values(rows).execute();
      }
    },

    /** A page of entries, newest first, with the names of the actor and impersonator. */
    async page(filter: AuditFilter, page: number, perPage: number, trx: Executor = db) {
      const { total } = await filtered(trx, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await filtered(trx, filter)
        .leftJoin('users as actor', 'actor.id', 'audit_entries.actor_id')
        .leftJoin('users as impersonator', 'impersonator.id', 'audit_entries.impersonator_id')
        .select([
          'audit_entries.id',
          'audit_entries.created_at',
          'audit_entries.actor_id',
          'actor.name as actor_name',
          'audit_entries.impersonator_id',
          'impersonator.name as impersonator_name',
          'audit_entries.request_id',
          'audit_entries.token_name',
          'audit_entries.action',
          'audit_entries.entity_type',
          'audit_entries.entity_id',
          'audit_entries.label',
          'audit_entries.changes',
        ])
        .orderBy('audit_entries.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { rows, total: Number(total) };
    },

    /** The names of rows of a table the log refers to by id (those still there), by id. */
    async namesOf(table: NamedTable, ids: readonly number[], trx: Executor = db): Promise<Map<number, string>> {
      if (ids.length === 0) {
        return new Map();
      }
      const rows = await trx.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
