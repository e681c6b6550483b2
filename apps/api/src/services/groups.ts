import { type AdminGroup, DETACHED_USERS_LIMIT, type GroupBody } from '@laikas/contract';
import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/database.js';
import { inTransaction, isUniqueViolation } from '../db/unit-of-work.js';
import { ConflictError, type FieldErrors, NotFoundError, ValidationFailedError } from '../errors.js';
import { type Actor, withVisibleEmail } from '../domain/permissions.js';
import { type GroupRepository } from '../repositories/groups.js';
import { type AuditService } from './audit.js';
import { type ReservationPresenter } from './reservation-presenter.js';
import { message } from '../i18n/index.js';

/** Groups administration (spec 7 "Groups") and a group's timetable. */
export function createGroupService(deps: {
  db: Kysely<Database>;
  groups: GroupRepository;
  present: ReservationPresenter;
  audit: AuditService;
  clock: () => Date;
  timeZone: string;
}) {
  const { db, groups, audit, clock } = deps;

  /*
   * Audited in the change's transaction. A membership change records the users it added or removed (a group can
   * have thousands of members: not the whole list twice); resources are few, so their ids before and after.
   */
  async function recordMembers(
    trx: Transaction<Database>,
    id: number,
    field: 'users_added' | 'users_removed',
    userIds: readonly number[],
  ) {
    if (userIds.length === 0) {
      return; // members already (or none of them): nothing changed
    }
    const group = await groups.find(id, trx);
    await audit.record(trx, {
      action: 'update',
      entityType: 'group',
      entityId: id,
      label: group?.name ?? null,
      after: { [field]: [...userIds].sort((left, right) => left - right) },
    });
  }
  async function changeResources(id: number, change: (trx: Transaction<Database>) => Promise<void>) {
    await inTransaction(db, async (trx) => {
      const group = await groups.find(id, trx);
      const before = (await groups.resourcesOf(id, trx)).map((resource) => resource.id).sort((a, b) => a - b);
      await change(trx);
      const after = (await groups.resourcesOf(id, trx)).map((resource) => resource.id).sort((a, b) => a - b);
      await audit.record(trx, {
        action: 'update',
        entityType: 'group',
        entityId: id,
        label: group?.name ?? null,
        before: { resources: before },
        after: { resources: after },
      });
    });
  }

  async function load(id: number) {
    const group = await groups.find(id);
    if (!group) {
      throw new NotFoundError('group');
    }
    return group;
  }

  async function show(id: number): Promise<AdminGroup> {
    const group = await load(id);
    const [usersCount, resources] = await Promise.all([groups.usersCount(id), groups.resourcesOf(id)]);
    return { id: group.id, name: group.name, external_id: group.external_id, users_count: usersCount, resources };
  }

  const externalIdTaken = () => new ValidationFailedError({ external_id: [message('group.externalIdTaken')] });
  async function checkBody(body: GroupBody, before: { id: number; name: string } | null, trx: Transaction<Database>) {
    const exceptId = before?.id ?? null;
    const externalId = body.external_id || null;
    const errors: FieldErrors = {};
    // A name kept as it was is no clash (two alike from before the check stay editable).
    if (before?.name !== body.name && (await groups.nameTaken(body.name, exceptId, trx))) {
      errors.name = [message('group.nameTaken')];
    }
    if (externalId && (await groups.externalIdTaken(externalId, exceptId, trx))) {
      errors.external_id = [message('group.externalIdTaken')];
    }
    if (Object.keys(errors).length > 0) {
      throw new ValidationFailedError(errors);
    }
    return externalId;
  }
  /** A write that lost a race to another request writing the same external id gets the check's answer. */
  const sameAsCheck = (error: unknown): never => {
    throw isUniqueViolation(error) ? externalIdTaken() : error;
  };

  /** The ids that exist among `ids`; 422 under `field` naming the others. */
  async function existing(table: 'users' | 'resources', ids: readonly number[], field: string) {
    const unique = [...new Set(ids)];
    const found = new Set(await groups.existingIds(table, unique));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) {
      const errors: FieldErrors = {
        [field]: [
          message(table === 'users' ? 'group.unknownUsers' : 'group.unknownResources', { ids: missing.join(', ') }),
        ],
      };
      throw new ValidationFailedError(errors);
    }
    return unique;
  }

  return {
    async page(query: { page: number; per_page: number; query?: string | undefined; ids?: number[] | undefined }) {
      const { rows, total } = await groups.page({
        query: query.query,
        ids: query.ids,
        page: query.page,
        perPage: query.per_page,
      });
      return {
        data: rows,
        meta: {
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
          per_page: query.per_page,
          total,
        },
      };
    },

    show,

    async create(body: GroupBody): Promise<AdminGroup> {
      const id = await inTransaction(db, async (trx) => {
        const externalId = await checkBody(body, null, trx);
        const values = { name: body.name, external_id: externalId };
        const created = await groups.insert({ ...values, created_at: clock().toISOString() }, trx);
        await audit.record(trx, {
          action: 'create',
          entityType: 'group',
          entityId: created,
          label: body.name,
          after: values,
        });
        return created;
      }).catch(sameAsCheck);
      return show(id);
    },

    async update(id: number, body: GroupBody): Promise<AdminGroup> {
      await load(id);
      await inTransaction(db, async (trx) => {
        const before = await groups.find(id, trx);
        if (!before) {
          throw new NotFoundError('group');
        }
        const externalId = await checkBody(body, before, trx);
        const after = { name: body.name, external_id: externalId };
        await groups.update(id, { ...after, updated_at: clock().toISOString() }, trx);
        await audit.record(trx, {
          action: 'update',
          entityType: 'group',
          entityId: id,
          label: body.name,
          before: { name: before.name, external_id: before.external_id },
          after,
        });
      }).catch(sameAsCheck);
      return show(id);
    },

    async remove(id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const before = await groups.find(id, trx);
        if (!before) {
          throw new NotFoundError('group');
        }
        // Its timetables (locked, published) would go with it, unasked: they are deleted on their own first.
        const timetables = await groups.timetableCount(id, trx);
        if (timetables > 0) {
          throw new ConflictError('group.hasTimetables', { count: timetables });
        }
        if (!(await groups.remove(id, trx))) {
          throw new NotFoundError('group');
        }
        await audit.record(trx, { action: 'delete', entityType: 'group', entityId: id, label: before.name, before });
      });
    },

    /** A group's members, their e-mails to whom may read them (`users.manage`; docs/decisions/whose-email-addresses.md). */
    async members(actor: Actor, id: number, query: { page: number; per_page: number; query?: string | undefined }) {
      await load(id);
      const { rows, total } = await groups.members(id, {
        query: query.query,
        page: query.page,
        perPage: query.per_page,
      });
      return {
        data: rows.map((row) => withVisibleEmail(actor, row)),
        meta: {
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
          per_page: query.per_page,
          total,
        },
      };
    },

    async detachedUsers(actor: Actor, id: number, search: string | undefined) {
      await load(id);
      return (await groups.detachedUsers(id, search, DETACHED_USERS_LIMIT)).map((row) => withVisibleEmail(actor, row));
    },

    async attachUsers(id: number, userIds: readonly number[]): Promise<AdminGroup> {
      await load(id);
      const ids = await existing('users', userIds, 'users');
      await inTransaction(db, async (trx) => {
        await recordMembers(trx, id, 'users_added', await groups.attachUsers(id, ids, trx));
      });
      return show(id);
    },

    async detachUsers(id: number, userIds: readonly number[]): Promise<AdminGroup> {
      await load(id);
      const ids = [...new Set(userIds)];
      await inTransaction(db, async (trx) => {
        await recordMembers(trx, id, 'users_removed', await groups.detachUsers(id, ids, trx));
      });
      return show(id);
    },

    async attachResources(id: number, resourceIds: readonly number[]): Promise<AdminGroup> {
      await load(id);
      const ids = await existing('resources', resourceIds, 'resources');
      await changeResources(id, (trx) => groups.attachResources(id, ids, trx));
      return show(id);
    },

    async detachResources(id: number, resourceIds: readonly number[]): Promise<AdminGroup> {
      await load(id);
      await changeResources(id, (trx) => groups.detachResources(id, [...new Set(resourceIds)], trx));
      return show(id);
    },
  };
}
export type GroupService = ReturnType<typeof createGroupService>;
