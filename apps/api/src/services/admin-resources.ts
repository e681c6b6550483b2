import {
  type adminItemBodySchema,
  type adminResourceBodySchema,
  toMinutes,
  type AdminItem,
  type AdminResource,
  type AdminResourceRow,
  type PageMeta,
} from '@laikas/contract';
import { type Kysely, type Transaction } from 'kysely';
import { type z } from 'zod';
import { type Database, type Item, toFlag, toInstant } from '../db/database.js';
import { inTransaction, isUniqueViolation } from '../db/unit-of-work.js';
import { type AuditSnapshot } from '../domain/auditChanges.js';
import { checkSettings, normalizeTags } from '../domain/resourceSettingsRules.js';
import { NotFoundError, ValidationFailedError } from '../errors.js';
import { type AdminResourceRepository } from '../repositories/admin-resources.js';
import { type ResourceRepository } from '../repositories/resources.js';
import { type AuditService } from './audit.js';
import { type ResourceService } from './resources.js';
import { message } from '../i18n/index.js';

type Executor = Kysely<Database> | Transaction<Database>;
type ResourceBody = z.output<typeof adminResourceBodySchema>;
type ItemBody = z.output<typeof adminItemBodySchema>;

export interface AdminResourceServiceDependencies {
  db: Kysely<Database>;
  adminResources: AdminResourceRepository;
  resources: ResourceRepository;
  resourceService: ResourceService;
  audit: AuditService;
  clock: () => Date;
  uploadsUrl: string;
}

export const presentAdminItem = (item: Item): AdminItem => ({
  id: item.id,
  resource_id: item.resource_id,
  name: item.name,
  available_spaces: item.available_spaces,
});

/** The resource administration (resources.manage): paged list, show, create, edit, delete, items. */
export function createAdminResourceService({
  db,
  adminResources,
  resources,
  resourceService,
  audit,
  clock,
  uploadsUrl,
}: AdminResourceServiceDependencies) {
  const now = () => toInstant(clock());

  /** A resource as the audit log compares it: its columns, slots as lists, its tags and image files. */
  async function snapshotOf(id: number, trx: Transaction<Database>): Promise<AuditSnapshot | undefined> {
    const row = await resources.findById(id, trx);
    if (!row) {
      return undefined;
    }
    const tags = await adminResources.tagsOf([id], trx);
    const images = await adminResources.imagesOf(id, trx);
    return {
      ...row,
      available_slots: row.available_slots === null ? null : (JSON.parse(row.available_slots) as unknown),
      forbidden_slots: row.forbidden_slots === null ? null : (JSON.parse(row.forbidden_slots) as unknown),
      tags: tags.map((tag) => tag.tag),
      images: images.map((image) => image.path),
    };
  }

  async function show(id: number): Promise<AdminResource> {
    const row = await resources.findById(id);
    if (!row) {
      throw new NotFoundError('resource');
    }
    const [[presented], tags, images, items, future] = await Promise.all([
      resourceService.present([row]),
      adminResources.tagsOf([id]),
      adminResources.imagesOf(id),
      adminResources.items(id),
      adminResources.futureReservations(id, now()),
    ]);
    return {
      ...presented!,
      capacity: row.capacity,
      tags: tags.map((tag) => tag.tag),
      stored_images: images.map((image) => ({ id: image.id, name: image.path, url: `${uploadsUrl}/${image.path}` })),
      named_items: items.map(presentAdminItem),
      future_reservations: future,
    };
  }

  /** The body's columns; 422 (nothing written) when its settings do not hold together or an image is unknown. */
  async function columnsOf(body: ResourceBody) {
    const errors = checkSettings(body.settings);
    const known = await adminResources.knownUploads(body.images);
    if (body.images.some((name) => !known.has(name))) {
      errors.images = [message('resource.uploadImageFirst')];
    }
    if (Object.keys(errors).length > 0) {
      throw new ValidationFailedError(errors);
    }
    const settings = body.settings;
    return {
      name: body.name,
      description: body.description,
      notes: body.notes,
      contact_info: body.contact_info,
      address: body.address,
      capacity: body.capacity,
      min_duration: settings.min_duration,
      max_duration: settings.max_duration,
      approved: toFlag(settings.approved),
      available_spaces: settings.available_spaces,
      day_from: toMinutes(settings.from),
      day_to: toMinutes(settings.to),
      allow_anybody: toFlag(settings.allow_anybody),
      allow_remote_reservations: toFlag(settings.allow_remote_reservations),
      available_slots: JSON.stringify(settings.available_slots),
      forbidden_slots: JSON.stringify(settings.forbidden_slots),
    };
  }

  /** The write, in a transaction that first refuses (422 on `name`) a name another resource has (issue 27). */
  function uniquely<T>(
    name: string,
    exceptId: number | null,
    write: (trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    const nameTaken = () => new ValidationFailedError({ name: [message('resource.nameTaken')] });
    return inTransaction(db, async (trx) => {
      if (await adminResources.nameTaken(name, exceptId, trx)) {
        throw nameTaken();
      }
      return write(trx);
    }).catch((error: unknown) => {
      // Another request wrote the name between the check and this write (PostgreSQL's unique index on lower(name)).
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  }

  async function findItem(resourceId: number, itemId: number, trx: Executor = db): Promise<Item> {
    const item = (await adminResources.items(resourceId, trx)).find((candidate) => candidate.id === itemId);
    if (!item) {
      throw new NotFoundError('item');
    }
    return item;
  }

  return {
    async list(query: {
      page: number;
      per_page: number;
      search?: string | undefined;
      sort: 'name' | 'capacity';
      direction: 'asc' | 'desc';
    }): Promise<{ data: AdminResourceRow[]; meta: PageMeta }> {
      const { rows, total } = await adminResources.page({
        page: query.page,
        perPage: query.per_page,
        search: query.search,
        sort: query.sort,
        direction: query.direction,
      });
      const ids = rows.map((row) => row.id);
      const [tags, counts] = await Promise.all([adminResources.tagsOf(ids), adminResources.itemCounts(ids)]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          address: row.address,
          capacity: row.capacity,
          tags: tags.filter((tag) => tag.resource_id === row.id).map((tag) => tag.tag),
          approval_needed: row.approved === 0,
          items: Number(counts.find((count) => count.resource_id === row.id)?.count ?? 0),
        })),
        meta: {
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
          per_page: query.per_page,
          total,
        },
      };
    },

    show,

    /** A new resource with one item of its own name (a room is reserved through its item). */
    async create(body: ResourceBody): Promise<AdminResource> {
      const columns = await columnsOf(body);
      const at = now();
      const id = await uniquely(body.name, null, async (trx) => {
        const resourceId = await adminResources.insert({ ...columns, created_at: at, updated_at: at }, trx);
        await adminResources.setTags(resourceId, normalizeTags(body.tags), trx);
        await adminResources.setImages(resourceId, body.images, at, trx);
        await adminResources.insertItem(
          { resource_id: resourceId, name: body.name, available_spaces: null, created_at: at, updated_at: at },
          trx,
        );
        const after = await snapshotOf(resourceId, trx);
        await audit.record(trx, {
          action: 'create',
          entityType: 'resource',
          entityId: resourceId,
          label: body.name,
          after,
        });
        return resourceId;
      });
      return show(id);
    },

    async update(id: number, body: ResourceBody): Promise<AdminResource> {
      if (!(await resources.findById(id))) {
        throw new NotFoundError('resource');
      }
      const columns = await columnsOf(body);
      const at = now();
      await uniquely(body.name, id, async (trx) => {
        const before = await snapshotOf(id, trx);
        if (!before) {
          throw new NotFoundError('resource');
        }
        await adminResources.update(id, { ...columns, updated_at: at }, trx);
        // The item a new room got bears its name (create, above): renamed with it; items named otherwise stay.
        await adminResources.renameItemsNamed(id, before.name as string, body.name, at, trx);
        await adminResources.setTags(id, normalizeTags(body.tags), trx);
        await adminResources.setImages(id, body.images, at, trx);
        const after = await snapshotOf(id, trx);
        await audit.record(trx, {
          action: 'update',
          entityType: 'resource',
          entityId: id,
          label: body.name,
          before,
          after,
        });
      });
      return show(id);
    },

    /** Deletes a resource that has no reservation from now on; 422 naming how many there are otherwise. */
    async delete(id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        // A reservation being saved on it now is counted below, not deleted with the resource once it commits.
        await adminResources.lockWithItems(id, trx);
        const before = await snapshotOf(id, trx);
        if (!before) {
          throw new NotFoundError('resource');
        }
        const future = await adminResources.futureReservations(id, now(), trx);
        if (future > 0) {
          throw new ValidationFailedError({
            resource: [message('resource.futureReservations', { count: future })],
          });
        }
        await adminResources.delete(id, trx);
        await audit.record(trx, {
          action: 'delete',
          entityType: 'resource',
          entityId: id,
          label: before.name as string,
          before,
        });
      });
    },

    async items(resourceId: number): Promise<AdminItem[]> {
      if (!(await resources.findById(resourceId))) {
        throw new NotFoundError('resource');
      }
      return (await adminResources.items(resourceId)).map(presentAdminItem);
    },

    async createItem(resourceId: number, body: ItemBody): Promise<AdminItem> {
      const at = now();
      return inTransaction(db, async (trx) => {
        // Checked under the resource's lock: a delete in progress ends first, and this answers 404, not a 500.
        await adminResources.lockWithItems(resourceId, trx);
        if (!(await resources.findById(resourceId, trx))) {
          throw new NotFoundError('resource');
        }
        const id = await adminResources.insertItem(
          {
            resource_id: resourceId,
            name: body.name,
            available_spaces: body.available_spaces,
            created_at: at,
            updated_at: at,
          },
          trx,
        );
        const item = presentAdminItem(await findItem(resourceId, id, trx));
        await audit.record(trx, { action: 'create', entityType: 'item', entityId: id, label: item.name, after: item });
        return item;
      });
    },

    async updateItem(resourceId: number, itemId: number, body: ItemBody): Promise<AdminItem> {
      return inTransaction(db, async (trx) => {
        const before = presentAdminItem(await findItem(resourceId, itemId, trx));
        await adminResources.updateItem(
          itemId,
          { name: body.name, available_spaces: body.available_spaces, updated_at: now() },
          trx,
        );
        const after = presentAdminItem(await findItem(resourceId, itemId, trx));
        await audit.record(trx, {
          action: 'update',
          entityType: 'item',
          entityId: itemId,
          label: after.name,
          before,
          after,
        });
        return after;
      });
    },

    /**
     * Deletes an item that has no reservation from now on and is not its resource's last (a room is reserved through
     * its items); 422 under `item` otherwise. Its past reservations go with it, as a deleted resource's do.
     */
    async deleteItem(resourceId: number, itemId: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        // A reservation being saved on it now is counted below, not deleted with the item once it commits.
        await adminResources.lockWithItems(resourceId, trx);
        const items = await adminResources.items(resourceId, trx);
        const item = items.find((candidate) => candidate.id === itemId);
        if (!item) {
          throw new NotFoundError('item');
        }
        if (items.length === 1) {
          throw new ValidationFailedError({ item: [message('resource.lastItem')] });
        }
        const future = await adminResources.itemReservations(itemId, now(), trx);
        if (future > 0) {
          throw new ValidationFailedError({ item: [message('resource.itemFutureReservations', { count: future })] });
        }
        await adminResources.deleteItem(itemId, trx);
        const before = presentAdminItem(item);
        await audit.record(trx, { action: 'delete', entityType: 'item', entityId: itemId, label: before.name, before });
      });
    },
  };
}
export type AdminResourceService = ReturnType<typeof createAdminResourceService>;
