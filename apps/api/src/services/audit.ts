import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type AuditAction,
  type AuditChange,
  type AuditEntityType,
  type AuditEntry,
  type AuditListFilters,
  type PageMeta,
} from '@laikas/contract';
import { type Kysely, type Transaction } from 'kysely';
import { assertDateFilter } from '../domain/dateRange.js';
import { type Database } from '../db/database.js';
import { type AuditSnapshot, changedFields } from '../domain/auditChanges.js';
import { shiftDate, toInstant } from '@laikas/contract/time';
import { type AuditRepository, type NamedTable } from '../repositories/audit.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Who is making a change, as whom, and in which request. */
export interface AuditContext {
  /** The user the change is made as (the impersonated one while impersonating); null: the system. */
  actorId: number | null;
  /** The administrator impersonating `actorId`, if any. */
  impersonatorId: number | null;
  requestId: string | null;
  /** The API token the request came with (issue 35): the log says "via token <name>". */
  tokenName?: string | null;
}

/** A change made by no signed-in user (a job, a command line tool). */
export const SYSTEM_CONTEXT: AuditContext = { actorId: null, impersonatorId: null, requestId: null };

/*
 * The request context travels with the request's asynchronous work (AsyncLocalStorage), so that services record
 * who acted without every use case taking it as an argument. The store is a function: the session is read when
 * the change is recorded, after the guard has authenticated the request.
 */
/** Fields whose values are ids of named rows (or lists of them), and the table that names them. */
const NAMED_FIELDS: Readonly<Record<string, NamedTable>> = {
  person_responsible_id: 'users',
  user_id: 'users',
  users_added: 'users',
  users_removed: 'users',
  resource_id: 'resources',
  resources: 'resources',
  item_id: 'items',
  group_id: 'groups',
  period_id: 'periods',
  annexes: 'annexes',
};

/** The ids in a recorded value: a number, or the numbers of a list. */
function idsIn(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
}

const storage = new AsyncLocalStorage<() => AuditContext>();

/** Runs `fn` (and everything it starts) with `context` as the audit context. */
export function runWithAuditContext<T>(context: () => AuditContext, fn: () => T): T {
  return storage.run(context, fn);
}

/**
 * The audit context of the running request, or the system's outside one. Capture it before handing work to
 * another request's flow (a group commit writes several requests' changes in one transaction).
 */
export function currentAuditContext(): AuditContext {
  return storage.getStore()?.() ?? SYSTEM_CONTEXT;
}

/** One change to record. `before`/`after` are whole snapshots; only the fields that differ are stored. */
export interface AuditRecord {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number | string;
  /** The entity's readable name (a room's name, a user's name). */
  label?: string | null | undefined;
  /** The entity before the change (null or absent for a create). */
  before?: AuditSnapshot | null | undefined;
  /** The entity after the change (null or absent for a delete). */
  after?: AuditSnapshot | null | undefined;
  /** Overrides the request's context (default: `currentAuditContext()`). */
  context?: AuditContext | undefined;
}

const midnight = { hours: 0, minutes: 0 };

/** Told of recorded changes in their transaction; what it writes commits or rolls back with them. */
export type AuditListener = (trx: Executor, entries: readonly AuditRecord[]) => Promise<void>;

/**
 * The audit log: `record(trx, entry)` inside the change's own transaction (a failed change leaves no entry, a
 * failed entry rolls the change back); `list` for the super administrators' screen.
 */
export function createAuditService({
  audit,
  clock,
  timeZone,
}: {
  audit: AuditRepository;
  clock: () => Date;
  timeZone: string;
}) {
  function row(entry: AuditRecord, changes: Record<string, AuditChange>, at: string) {
    const context = entry.context ?? currentAuditContext();
    return {
      created_at: at,
      actor_id: context.actorId,
      impersonator_id: context.impersonatorId,
      request_id: context.requestId,
      token_name: context.tokenName ?? null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: String(entry.entityId),
      label: entry.label ?? null,
      changes: JSON.stringify(changes),
    };
  }

  /** The entries worth storing: an update that changed nothing is no change (creates and deletes always are). */
  function rowsOf(entries: readonly AuditRecord[]) {
    const at = clock().toISOString();
    const rows = [];
    const recorded: AuditRecord[] = [];
    for (const entry of entries) {
      const changes = changedFields(entry.before ?? null, entry.after ?? null);
      if (entry.action === 'update' && Object.keys(changes).length === 0) {
        continue;
      }
      rows.push(row(entry, changes, at));
      recorded.push(entry);
    }
    return { rows, recorded };
  }

  // Told of every recorded change in its transaction (webhooks queue their deliveries there, issue 35).
  const listeners: AuditListener[] = [];
  async function tell(trx: Executor, recorded: readonly AuditRecord[]) {
    if (recorded.length === 0) {
      return;
    }
    for (const listener of listeners) {
      await listener(trx, recorded);
    }
  }

  /**
   * The names of the rows the entries' fields refer to by id, per field and id (issue 28: a person reads a name,
   * not a number). A row deleted since keeps its number.
   */
  async function namesIn(entries: readonly { changes: Record<string, AuditChange> }[]) {
    const wanted = new Map<NamedTable, Set<number>>();
    for (const entry of entries) {
      for (const [field, change] of Object.entries(entry.changes)) {
        const table = NAMED_FIELDS[field];
        if (table) {
          const ids = wanted.get(table) ?? new Set<number>();
          idsIn(change.before)
            .concat(idsIn(change.after))
            .forEach((id) => ids.add(id));
          wanted.set(table, ids);
        }
      }
    }
    const found = new Map<NamedTable, Map<number, string>>();
    for (const [table, ids] of wanted) {
      found.set(table, await audit.namesOf(table, [...ids]));
    }
    return (changes: Record<string, AuditChange>): Record<string, Record<string, string>> => {
      const names: Record<string, Record<string, string>> = {};
      for (const [field, change] of Object.entries(changes)) {
        const table = NAMED_FIELDS[field];
        const known = table ? found.get(table) : undefined;
        for (const id of known ? idsIn(change.before).concat(idsIn(change.after)) : []) {
          const name = known!.get(id);
          if (name !== undefined) {
            (names[field] ??= {})[String(id)] = name;
          }
        }
      }
      return names;
    };
  }

  return {
    /**
     * Records one change in `trx`, the transaction of the change itself. Returns false when an update changed
     * nothing (no entry is written).
     */
    async record(trx: Executor, entry: AuditRecord): Promise<boolean> {
      const { rows, recorded } = rowsOf([entry]);
      await audit.insert(rows, trx);
      await tell(trx, recorded);
      return rows.length > 0;
    },

    /** Adds a listener told of every recorded change, in the change's transaction. */
    listen(listener: AuditListener): void {
      listeners.push(listener);
    },

    /** Records several changes in one statement (a bulk approval, a series). Returns how many were written. */
    async recordMany(trx: Executor, entries: readonly AuditRecord[]): Promise<number> {
      const { rows, recorded } = rowsOf(entries);
      await audit.insert(rows, trx);
      await tell(trx, recorded);
      return rows.length;
    },

    async list(query: AuditListFilters): Promise<{ data: AuditEntry[]; meta: PageMeta }> {
      assertDateFilter(query);
      const { rows, total } = await audit.page(
        {
          actorId: query.actor_id,
          entityType: query.entity_type,
          entityId: query.entity_id,
          action: query.action,
          from: query.from ? toInstant(query.from, midnight, timeZone).toISOString() : undefined,
          to: query.to ? toInstant(shiftDate(query.to, 1), midnight, timeZone).toISOString() : undefined,
          search: query.search,
        },
        query.page,
        query.per_page,
      );
      const parsed = rows.map((entry) => ({
        ...entry,
        changes: JSON.parse(entry.changes) as Record<string, AuditChange>,
      }));
      const namesOf = await namesIn(parsed);
      return {
        data: parsed.map((entry) => ({
          id: entry.id,
          at: entry.created_at,
          action: entry.action as AuditAction,
          entity_type: entry.entity_type as AuditEntityType,
          entity_id: entry.entity_id,
          label: entry.label,
          actor:
            entry.actor_id === null ? null : { id: entry.actor_id, name: entry.actor_name ?? `#${entry.actor_id}` },
          impersonator:
            entry.impersonator_id === null
              ? null
              : { id: entry.impersonator_id, name: entry.impersonator_name ?? `#${entry.impersonator_id}` },
          request_id: entry.request_id,
          token: entry.token_name,
          changes: entry.changes,
          names: namesOf(entry.changes),
        })),
        meta: {
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
          per_page: query.per_page,
          total,
        },
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
