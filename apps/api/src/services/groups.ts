import { type AdminGroup, DETACHED_USERS_LIMIT, type GroupBody } from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database } from '../db/database.js';
import { type FieldErrors, NotFoundError, ValidationFailedError } from '../errors.js';
import { type GroupRepository } from '../repositories/groups.js';
import { type ReservationPresenter } from './reservation-presenter.js';

/** Groups administration (spec 7 "Groups") and a group's timetable. */
export function createGroupService(deps: {
  db: Kysely<Database>;
  groups: GroupRepository;
  present: ReservationPresenter;
  clock: () => Date;
  timeZone: string;
}) {
  const { db, groups, clock } = deps;

  async function load(id: number) {
    const group = await groups.find(id);
    if (!group) {
      throw new NotFoundError('The group');
    }
    return group;
  }

  async function show(id: number): Promise<AdminGroup> {
    const group = await load(id);
    const [usersCount, resources] = await Promise.all([groups.usersCount(id), groups.resourcesOf(id)]);
    return { id: group.id, name: group.name, external_id: group.external_id, users_count: usersCount, resources };
  }

  async function checkBody(body: GroupBody, exceptId: number | null) {
    const externalId = body.external_id || null;
    if (externalId && (await groups.externalIdTaken(externalId, exceptId))) {
      throw new ValidationFailedError({ external_id: ['Another group has this external id'] });
    }
    return externalId;
  }

  /** The ids that exist among `ids`; 422 under `field` naming the others. */
  async function existing(table: 'users' | 'resources', ids: readonly number[], field: string) {
    const unique = [...new Set(ids)];
    const found = new Set(await groups.existingIds(table, unique));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) {
      const errors: FieldErrors = {
        [field]: [
          table === 'users' ? `Unknown users: ${missing.join(', ')}` : `Unknown resources: ${missing.join(', ')}`,
        ],
      };
      throw new ValidationFailedError(errors);
    }
    return unique;
  }

  return {
    async page(query: { page: number; per_page: number; query?: string | undefined }) {
      const { rows, total } = await groups.page({ query: query.query, page: query.page, perPage: query.per_page });
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
      const externalId = await checkBody(body, null);
      const id = await groups.insert({ name: body.name, external_id: externalId, created_at: clock().toISOString() });
      return show(id);
    },

    async update(id: number, body: GroupBody): Promise<AdminGroup> {
      await load(id);
      const externalId = await checkBody(body, id);
      await groups.update(id, { name: body.name, external_id: externalId, updated_at: clock().toISOString() });
      return show(id);
    },

    async remove(id: number): Promise<void> {
      if (!(await groups.remove(id))) {
        throw new NotFoundError('The group');
      }
    },

    async members(id: number, query: { page: number; per_page: number; query?: string | undefined }) {
      await load(id);
      const { rows, total } = await groups.members(id, {
        query: query.query,
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

    async detachedUsers(id: number, search: string | undefined) {
      await load(id);
      return groups.detachedUsers(id, search, DETACHED_USERS_LIMIT);
    },

    async attachUsers(id: number, userIds: readonly number[]): Promise<AdminGroup> {
      await load(id);
      const ids = await existing('users', userIds, 'users');
      await db.transaction().execute((trx) => groups.attachUsers(id, ids, trx));
      return show(id);
    },

    async detachUsers(id: number, userIds: readonly number[]): Promise<AdminGroup> {
      await load(id);
      await groups.detachUsers(id, [...new Set(userIds)]);
      return show(id);
    },

    async attachResources(id: number, resourceIds: readonly number[]): Promise<AdminGroup> {
      await load(id);
      const ids = await existing('resources', resourceIds, 'resources');
      await groups.attachResources(id, ids);
      return show(id);
    },

    async detachResources(id: number, resourceIds: readonly number[]): Promise<AdminGroup> {
      await load(id);
      await groups.detachResources(id, [...new Set(resourceIds)]);
      return show(id);
    },
  };
}
export type GroupService = ReturnType<typeof createGroupService>;
