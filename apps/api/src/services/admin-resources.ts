import {
  type adminItemBodySchema,
  type adminResourceBodySchema,
  toMinutes,
  type AdminItem,
  type AdminResource,
  type AdminResourceRow,
  type PageMeta,
} from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type z } from 'zod';
import { type Database, type Item, toFlag, toInstant } from '../db/database.js';
import { checkSettings, normalizeTags } from '../domain/resourceSettingsRules.js';
import { NotFoundError, ValidationFailedError } from '../errors.js';
import { type AdminResourceRepository } from '../repositories/admin-resources.js';
import { type ResourceRepository } from '../repositories/resources.js';
import { type ResourceService } from './resources.js';

type ResourceBody = z.output<typeof adminResourceBodySchema>;
type ItemBody = z.output<typeof adminItemBodySchema>;

export interface AdminResourceServiceDependencies {
  db: Kysely<Database>;
  adminResources: AdminResourceRepository;
  resources: ResourceRepository;
  resourceService: ResourceService;
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
  clock,
  uploadsUrl,
}: AdminResourceServiceDependencies) {
  const now = () => toInstant(clock());

  async function show(id: number): Promise<AdminResource> {
    const row = await resources.findById(id);
    if (!row) {
      throw new NotFoundError('The resource');
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
      errors.images = ['Upload each image before adding it'];
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

  async function findItem(resourceId: number, itemId: number): Promise<Item> {
    const item = (await adminResources.items(resourceId)).find((candidate) => candidate.id === itemId);
    if (!item) {
      throw new NotFoundError('The item');
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
      const id = await db.transaction().execute(async (trx) => {
        const resourceId = await adminResources.insert({ ...columns, created_at: at, updated_at: at }, trx);
        await adminResources.setTags(resourceId, normalizeTags(body.tags), trx);
        await adminResources.setImages(resourceId, body.images, at, trx);
        await adminResources.insertItem(
          { resource_id: resourceId, name: body.name, available_spaces: null, created_at: at, updated_at: at },
          trx,
        );
        return resourceId;
      });
      return show(id);
    },

    async update(id: number, body: ResourceBody): Promise<AdminResource> {
      if (!(await resources.findById(id))) {
        throw new NotFoundError('The resource');
      }
      const columns = await columnsOf(body);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await adminResources.update(id, { ...columns, updated_at: at }, trx);
        await adminResources.setTags(id, normalizeTags(body.tags), trx);
        await adminResources.setImages(id, body.images, at, trx);
      });
      return show(id);
    },

    /** Deletes a resource that has no reservation from now on; 422 naming how many there are otherwise. */
    async delete(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (!(await resources.findById(id, trx))) {
          throw new NotFoundError('The resource');
        }
        const future = await adminResources.futureReservations(id, now(), trx);
        if (future > 0) {
          throw new ValidationFailedError({
            resource: [
              `The resource has ${future} future reservation${future === 1 ? '' : 's'}; move or delete them first`,
            ],
          });
        }
        await adminResources.delete(id, trx);
      });
    },

    async items(resourceId: number): Promise<AdminItem[]> {
      if (!(await resources.findById(resourceId))) {
        throw new NotFoundError('The resource');
      }
      return (await adminResources.items(resourceId)).map(presentAdminItem);
    },

    async createItem(resourceId: number, body: ItemBody): Promise<AdminItem> {
      if (!(await resources.findById(resourceId))) {
        throw new NotFoundError('The resource');
      }
      const at = now();
      const id = await adminResources.insertItem({
        resource_id: resourceId,
        name: body.name,
        available_spaces: body.available_spaces,
        created_at: at,
        updated_at: at,
      });
      return presentAdminItem(await findItem(resourceId, id));
    },

    async updateItem(resourceId: number, itemId: number, body: ItemBody): Promise<AdminItem> {
      await findItem(resourceId, itemId);
      await adminResources.updateItem(itemId, {
        name: body.name,
        available_spaces: body.available_spaces,
        updated_at: now(),
      });
      return presentAdminItem(await findItem(resourceId, itemId));
    },
  };
}
export type AdminResourceService = ReturnType<typeof createAdminResourceService>;
