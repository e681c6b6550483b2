import { z } from 'zod';
import { idSchema, pageMetaSchema, timeOfDaySchema } from './common.js';
import { resourceSchema, timeSpanSchema } from './resources.js';

/*
 * The administration of resources and their items (`/api/admin/resources…`, resources.manage). Screen-shaped
 * calls beside the spec's: the list pages, searches and sorts on the server; a resource carries every setting
 * of spec 3 plus its capacity, equipment tags, stored images and named items.
 */

const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()));

/** The settings a form edits; durations in minutes (`null`: no limit), the daily window, slots and flags. */
export const adminResourceSettingsBodySchema = z.object({
  min_duration: z.number().int().min(0).max(1440).nullable(),
  max_duration: z.number().int().min(1).max(1440).nullable(),
  /** true: reservations need no approval; false: each one waits for an administrator. */
  approved: z.boolean(),
  available_spaces: z.number().int().min(1).max(1000),
  from: timeOfDaySchema,
  to: timeOfDaySchema,
  allow_anybody: z.boolean(),
  allow_remote_reservations: z.boolean(),
  available_slots: z.array(timeSpanSchema).max(30),
  forbidden_slots: z.array(timeSpanSchema).max(30),
});

export const EQUIPMENT_TAG_MAX = 40;

/** `POST /api/admin/resources`, `PUT /api/admin/resources/{id}`. */
export const adminResourceBodySchema = z.object({
  name: z.string().trim().min(1).max(255),
  description: text(5000),
  notes: text(5000),
  contact_info: text(1000),
  address: text(1000),
  /** How many people it seats; null when unknown. */
  capacity: z.number().int().min(1).max(100_000).nullable(),
  /** Equipment tags ("projector", "computers"); trimmed, lower-cased and de-duplicated by the server. */
  tags: z.array(z.string().trim().min(1).max(EQUIPMENT_TAG_MAX)).max(30),
  settings: adminResourceSettingsBodySchema,
  /** The stored names of its images (from `POST /api/upload`), in display order. */
  images: z.array(z.string().min(1).max(100)).max(20).default([]),
});
export type AdminResourceBody = z.input<typeof adminResourceBodySchema>;

export const adminImageSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type AdminImage = z.infer<typeof adminImageSchema>;

export const adminItemSchema = z.object({
  id: z.number().int(),
  resource_id: z.number().int(),
  name: z.string(),
  /** Overrides the resource's available spaces; null inherits them. */
  available_spaces: z.number().int().nullable(),
});
export type AdminItem = z.infer<typeof adminItemSchema>;

export const adminResourceSchema = resourceSchema.extend({
  capacity: z.number().int().nullable(),
  tags: z.array(z.string()),
  stored_images: z.array(adminImageSchema),
  named_items: z.array(adminItemSchema),
  /** Reservations that start from now on (deleting is refused while there are any). */
  future_reservations: z.number().int(),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;

/** A row of the resource list. */
export const adminResourceRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  capacity: z.number().int().nullable(),
  tags: z.array(z.string()),
  approval_needed: z.boolean(),
  items: z.number().int(),
});
export type AdminResourceRow = z.infer<typeof adminResourceRowSchema>;

export const PAGE_SIZES = [25, 50, 100] as const;

/** Paging, search and sort of an admin list. */
export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), 'schema.pageSize')
    .default(25),
  search: z.string().trim().max(255).optional(),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

export const adminResourceListQuerySchema = adminListQuerySchema.extend({
  sort: z.enum(['name', 'capacity']).default('name'),
});

export const adminResourceListResponseSchema = z.object({
  data: z.array(adminResourceRowSchema),
  meta: pageMetaSchema,
});
export const adminResourceResponseSchema = z.object({ data: adminResourceSchema });
export const adminResourceParamsSchema = z.object({ id: idSchema });
export const adminItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });

/** `POST /api/admin/resources/{id}/items`, `PUT …/items/{itemId}`. */
export const adminItemBodySchema = z.object({
  name: z.string().trim().min(1).max(255),
  available_spaces: z.number().int().min(1).max(1000).nullable(),
});
export type AdminItemBody = z.input<typeof adminItemBodySchema>;
export const adminItemListResponseSchema = z.object({ data: z.array(adminItemSchema) });
export const adminItemResponseSchema = z.object({ data: adminItemSchema });

/** `POST /api/upload` (multipart field `image`): the stored name to put in a resource's `images`. */
export const uploadResponseSchema = z.object({ name: z.string(), url: z.string() });

/** `POST /api/upload`: a multipart/form-data body with one picture (JPEG, PNG, WebP or GIF) in `image`. */
export const uploadFormSchema = z.object({ image: z.file() });
