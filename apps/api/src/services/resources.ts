import {
  fromMinutes,
  type Item as ApiItem,
  type Resource as ApiResource,
  type ResourceListItem,
  type ResourceListQuery,
  type ResourceSettings,
  type TimeSpan,
} from '@laikas/contract';
import { assertDateRange } from '../domain/dateRange.js';
import { type Item, type Resource } from '../db/database.js';
import { resolveSettings } from '../domain/resourceRules.js';
import { shiftDate, toInstant, toLocal, todayIn } from '@laikas/contract/time';
import { NotFoundError } from '../errors.js';
import { message } from '../i18n/index.js';
import { type ItemRepository } from '../repositories/items.js';
import { type ResourceRepository } from '../repositories/resources.js';

function slotsOf(json: string | null): TimeSpan[] | null {
  if (json === null) {
    return null;
  }
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as TimeSpan[]) : null;
}

/** A resource row's settings (spec 3) over the defaults of spec 9. */
export function settingsOf(resource: Resource): ResourceSettings {
  return resolveSettings({
    min_duration: resource.min_duration,
    max_duration: resource.max_duration,
    approved: resource.approved === 1,
    available_spaces: resource.available_spaces,
    from: resource.day_from === null ? null : fromMinutes(resource.day_from),
    to: resource.day_to === null ? null : fromMinutes(resource.day_to),
    allow_anybody: resource.allow_anybody === 1,
    allow_remote_reservations: resource.allow_remote_reservations === 1,
    available_slots: slotsOf(resource.available_slots),
    forbidden_slots: slotsOf(resource.forbidden_slots),
  });
}

export const presentItem = (item: Item): ApiItem => ({ id: item.id, resource_id: item.resource_id });

/** How many of the range's days a `withDates` list may span. */
export const WITH_DATES_MAX_DAYS = 400;

export interface ResourceServiceDependencies {
  resources: ResourceRepository;
  items: ItemRepository;
  clock: () => Date;
  timeZone: string;
  /** The public URL prefix of uploaded files. */
  uploadsUrl: string;
}

export function createResourceService({ resources, items, clock, timeZone, uploadsUrl }: ResourceServiceDependencies) {
  async function present(rows: readonly Resource[]): Promise<ApiResource[]> {
    const ids = rows.map((row) => row.id);
    const [allItems, images] = await Promise.all([items.listByResources(ids), resources.imagesOf(ids)]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      notes: row.notes,
      contact_info: row.contact_info,
      address: row.address,
      images: images
        .filter((image) => image.resource_id === row.id)
        .map((image) => ({ original_url: `${uploadsUrl}/${image.path}` })),
      items: allItems.filter((item) => item.resource_id === row.id).map(presentItem),
      settings: settingsOf(row),
    }));
  }

  async function presentOne(row: Resource | undefined): Promise<ApiResource> {
    if (!row) {
      throw new NotFoundError('resource');
    }
    const [presented] = await present([row]);
    return presented!;
  }

  return {
    present,

    /**
     * Every resource (or those named like `query`, at most `limit`: a picker's search); with `withDates`, each with
     * the local dates in `[from, to]` that hold reservations.
     */
    async list(query: ResourceListQuery) {
      const presented = await present(await resources.list({ search: query.query, limit: query.limit }));
      if (!query.withDates) {
        return presented;
      }
      const from = query.from ?? todayIn(clock(), timeZone);
      const to = query.to ?? shiftDate(from, 30);
      // `to` at most WITH_DATES_MAX_DAYS after `from`: that many days and one, both ends counted.
      assertDateRange(
        { from, to },
        { maxDays: WITH_DATES_MAX_DAYS + 1, tooLong: message('range.atMostDays', { count: WITH_DATES_MAX_DAYS }) },
      );
      const starts = await resources.reservationStarts(
        toInstant(from, { hours: 0, minutes: 0 }, timeZone).toISOString(),
        toInstant(to, { hours: 24, minutes: 0 }, timeZone).toISOString(),
      );
      const datesByResource = new Map<number, Set<string>>();
      for (const start of starts) {
        const dates = datesByResource.get(start.resource_id) ?? new Set<string>();
        dates.add(toLocal(new Date(start.starts_at), timeZone).date);
        datesByResource.set(start.resource_id, dates);
      }
      return presented.map((resource) => ({
        ...resource,
        dates: [...(datesByResource.get(resource.id) ?? [])].sort(),
      }));
    },

    /** Every resource as a list shows it (issue 33): no settings, items or images. */
    async listSlim(): Promise<ResourceListItem[]> {
      return (await resources.listSlim()).map((row) => ({
        id: row.id,
        name: row.name,
        address: row.address,
        description: row.description,
        // Its seats, as every screen means by capacity; its places (`available_spaces`) come with its settings.
        capacity: row.capacity,
        approved: row.approved === 1,
        allow_remote_reservations: row.allow_remote_reservations === 1,
      }));
    },

    async get(id: number) {
      return presentOne(await resources.findById(id));
    },

    async first() {
      return presentOne(await resources.first());
    },

    async remoteEnabled() {
      return present(await resources.remoteEnabled());
    },

    async items(resourceId: number) {
      await presentOne(await resources.findById(resourceId));
      return (await items.listByResources([resourceId])).map(presentItem);
    },

    async item(resourceId: number, itemId: number) {
      const item = await items.findById(itemId);
      if (!item || item.resource_id !== resourceId) {
        throw new NotFoundError('item');
      }
      return presentItem(item);
    },
  };
}
export type ResourceService = ReturnType<typeof createResourceService>;
