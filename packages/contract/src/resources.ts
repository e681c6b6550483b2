import { z } from 'zod';
import { dateSchema, optionalDateSchema, idSchema, timeOfDaySchema } from './common.js';

/** A span of one day (`{from, to}` clock times) as resource settings list them. */
export const timeSpanSchema = z.object({ from: timeOfDaySchema, to: timeOfDaySchema });

/**
 * Resource settings (spec 3). Durations are minutes; `null` means no limit. `from`/`to` is the daily window.
 * `available_slots`/`forbidden_slots` default to the academic slots of spec 9 when `null`.
 */
export const resourceSettingsSchema = z.object({
  min_duration: z.number().int().min(0).nullable(),
  max_duration: z.number().int().positive().nullable(),
  approved: z.boolean(),
  available_spaces: z.number().int().positive(),
  from: timeOfDaySchema,
  to: timeOfDaySchema,
  allow_anybody: z.boolean(),
  allow_remote_reservations: z.boolean(),
  available_slots: z.array(timeSpanSchema),
  forbidden_slots: z.array(timeSpanSchema),
});
export type ResourceSettings = z.infer<typeof resourceSettingsSchema>;

export const itemSchema = z.object({ id: z.number().int(), resource_id: z.number().int() });
export type Item = z.infer<typeof itemSchema>;

export const resourceImageSchema = z.object({ original_url: z.string() });

export const resourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  contact_info: z.string().nullable(),
  address: z.string().nullable(),
  images: z.array(resourceImageSchema),
  items: z.array(itemSchema),
  settings: resourceSettingsSchema,
});
export type Resource = z.infer<typeof resourceSchema>;

/** `GET /api/resources?withDates=1`: each resource with the dates (institution time zone) that hold reservations. */
export const resourceWithDatesSchema = resourceSchema.extend({ dates: z.array(dateSchema) });
export type ResourceWithDates = z.infer<typeof resourceWithDatesSchema>;

export const resourceParamsSchema = z.object({ id: idSchema });
export const resourceItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });

const flagSchema = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')])
  .transform((value) => value === '1' || value === 'true');

export const resourceListQuerySchema = z.object({
  withDates: flagSchema.optional(),
  from: optionalDateSchema,
  to: optionalDateSchema,
  /** Only resources whose name contains this (any part, case-insensitive): a picker's search (issue 27). */
  query: z.string().trim().max(255).optional(),
  /** At most this many, by name (a picker lists 50); all without it. */
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

export const resourceListResponseSchema = z.object({ data: z.array(resourceWithDatesSchema.partial({ dates: true })) });
export const resourceResponseSchema = z.object({ data: resourceSchema });

/**
 * A resource as list screens and pickers show it (issue 33): `GET /api/resources/list`, a call beside the spec's
 * `GET /api/resources` (whose shape stays). What a list shows and searches, `capacity` and the two flags a list marks;
 * the settings, with the places (`available_spaces`: how many reservations may overlap), come with the one resource
 * (`GET /api/resources/{id}`).
 */
export const resourceListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  /** How many people it seats, as the administration's screens say "Capacity (seats)"; null when not known. */
  capacity: z.number().int().nullable(),
  approved: z.boolean(),
  allow_remote_reservations: z.boolean(),
});
export type ResourceListItem = z.infer<typeof resourceListItemSchema>;
export const resourceSlimListResponseSchema = z.object({ data: z.array(resourceListItemSchema) });
export const itemListResponseSchema = z.object({ data: z.array(itemSchema) });
export const itemResponseSchema = z.object({ data: itemSchema });
