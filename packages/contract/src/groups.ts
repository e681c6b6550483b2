import { z } from 'zod';
import { dataOf, ID_MAX, idSchema, pageMetaSchema } from './common.js';

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
  /** Only these groups (comma-separated ids, at most 500): a picker naming the groups a saved filter holds. */
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, 'schema.idList')
    .transform((text) => text.split(',').map(Number))
    // Ten digits may pass ID_MAX: PostgreSQL refused 3008631854 as an integer (the fuzz, issue 27).
    .refine((ids) => ids.every((id) => id <= ID_MAX), 'schema.idList')
    .optional(),
});
export type GroupListQuery = z.infer<typeof groupListQuerySchema>;

export const groupListResponseSchema = z.object({ data: z.array(groupSchema), meta: pageMetaSchema });
export type GroupListResponse = z.infer<typeof groupListResponseSchema>;

/* Groups administration (spec 7 "Groups", `groups.manage`; issue 16). */

const referenceSchema = z.union([idSchema, z.object({ id: idSchema }).transform((value) => value.id)]);

/** The most users or resources one attach/detach call moves. */
export const GROUP_ATTACH_LIMIT = 1000;

/** A group as administration shows it: its source id, size and resources. */
export const adminGroupSchema = groupSchema.extend({
  external_id: z.string().nullable(),
  resources: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminGroup = z.infer<typeof adminGroupSchema>;

/** `GET /api/admin/groups?page&query`. */
export const adminGroupsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  query: z.string().trim().max(255).optional(),
});
export const adminGroupListResponseSchema = z.object({ data: z.array(groupSchema), meta: pageMetaSchema });

/** `POST /api/admin/groups`, `PUT /api/admin/groups/{id}`. */
export const groupBodySchema = z.object({
  name: z.string().trim().min(1, 'schema.nameRequired').max(255),
  external_id: z.string().trim().max(255).nullish(),
});
export type GroupBody = z.infer<typeof groupBodySchema>;
export const adminGroupResponseSchema = dataOf(adminGroupSchema);

/** A member as the group's user list shows them. */
export const groupMemberSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** `GET /api/admin/groups/{id}/users?page&query`. */
export const groupUsersQuerySchema = adminGroupsQuerySchema;
export const groupUsersResponseSchema = z.object({ data: z.array(groupMemberSchema), meta: pageMetaSchema });

/** `GET /api/admin/groups/{id}/detached-users?search_string`: users not in the group (at most 50). */
export const detachedUsersQuerySchema = z.object({ search_string: z.string().trim().max(255).optional() });
export const DETACHED_USERS_LIMIT = 50;
export const detachedUsersResponseSchema = dataOf(z.array(groupMemberSchema));

/** `POST /api/admin/groups/{id}/attach-users` and `detach-users`. */
export const groupUsersBodySchema = z.object({ users: z.array(referenceSchema).min(1).max(GROUP_ATTACH_LIMIT) });
/** `POST /api/admin/groups/{id}/attach-resources` and `detach-resources`. */
export const groupResourcesBodySchema = z.object({
  resources: z.array(referenceSchema).min(1).max(GROUP_ATTACH_LIMIT),
});

/** `POST /api/admin/groups/import?preview=1` (multipart `files[]`, CSV or XLSX): a report per file. */
export const groupImportQuerySchema = z.object({
  preview: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
const importCountSchema = z.object({ new: z.number().int(), existing: z.number().int() });
export const groupFileReportSchema = z.object({
  name: z.string(),
  status: z.enum(['ready', 'imported', 'refused']),
  message: z.string().optional(),
  rows: z.number().int(),
  problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
  groups: importCountSchema,
  users: importCountSchema,
  memberships: importCountSchema,
});
export type GroupFileReport = z.infer<typeof groupFileReportSchema>;
export const groupImportResponseSchema = dataOf(z.array(groupFileReportSchema));

/** `POST /api/admin/groups/import`: a multipart/form-data body with one or more CSV or XLSX files in `files[]`. */
export const groupImportFormSchema = z.object({ 'files[]': z.array(z.file()) });
