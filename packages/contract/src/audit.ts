import { z } from 'zod';
import { PAGE_SIZES } from './admin-resources.js';
import { optionalDateSchema, idSchema, pageMetaSchema } from './common.js';

/*
 * The audit log (`GET /api/admin/audit`, super administrators only, issue 15): every administrative change and
 * every reservation create/update/delete, with who made it, as whom, what changed and from which request.
 */

/** What was done. Lifecycle steps (a timetable locked, a reservation approved) are their own actions. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'sign_in',
  'sign_in_failed',
  // A super administrator's test e-mail (entity `system_settings`, id `smtp`): to whom, and what became of it.
  'test_email',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What it was done to. */
export const AUDIT_ENTITY_TYPES = [
  'resource',
  'item',
  'annex',
  'user',
  'system_settings',
  'group',
  'period',
  'blackout',
  'weekly_blackout',
  'group_timetable',
  'reservation',
  'series',
  'identity_provider',
  'api_token',
  'webhook',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** One changed field: its value before and after (null before a create, null after a delete). */
export const auditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** The instant of the change (ISO-8601 UTC). */
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity_type: z.enum(AUDIT_ENTITY_TYPES),
  entity_id: z.string(),
  /** The entity's readable name when the change was made. */
  label: z.string().nullable(),
  /** Who made it (null: the system, e.g. a job). */
  actor: personSchema,
  /** The administrator impersonating the actor, if any. */
  impersonator: personSchema,
  request_id: z.string().nullable(),
  /** The name of the API token the change was made through (issue 35), if any. */
  token: z.string().nullable(),
  /** The changed fields only; passwords and tokens are never recorded. */
  changes: z.record(z.string(), auditChangeSchema),
  /**
   * The names of the rows the changed fields refer to by id, per field and id (`person_responsible_id` 12 → its
   * name): a person reads names, not numbers. A row deleted since has none.
   */
  names: z.record(z.string(), z.record(z.string(), z.string())).default({}),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), 'schema.pageSize')
    .default(25),
  /** The user who made the change, or who impersonated the one who did. */
  actor_id: idSchema.optional(),
  entity_type: z.enum(AUDIT_ENTITY_TYPES).optional(),
  entity_id: z.string().trim().min(1).max(64).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Local dates (institution time zone), both ends included. */
  from: optionalDateSchema,
  to: optionalDateSchema,
  /** Free text: the entity's name, a changed value, the request id. */
  search: z.string().trim().max(255).optional(),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
/** The query as the server reads it (defaults applied, numbers parsed). */
export type AuditListFilters = z.output<typeof auditListQuerySchema>;

export const auditListResponseSchema = z.object({ data: z.array(auditEntrySchema), meta: pageMetaSchema });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
