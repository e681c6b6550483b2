import { z } from 'zod';
import { pageMetaSchema } from './common.js';

/** A group of students (spec 3) as lists and selects show it. */
export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many users belong to it. */
  users_count: z.number().int(),
});
export type Group = z.infer<typeof groupSchema>;

export const GROUPS_PER_PAGE = 50;

/** `GET /api/groups?page=&query=&per_page=`: groups by name, paged. */
export const groupListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(GROUPS_PER_PAGE),
  query: z.string().trim().max(255).optional(),
});
export type GroupListQuery = z.infer<typeof groupListQuerySchema>;

export const groupListResponseSchema = z.object({ data: z.array(groupSchema), meta: pageMetaSchema });
export type GroupListResponse = z.infer<typeof groupListResponseSchema>;
