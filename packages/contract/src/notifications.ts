import { z } from 'zod';
import { idSchema, pageMetaSchema } from './common.js';
import { invitationStatuses } from './invitations.js';
import { NOTIFICATIONS_PER_PAGE, notificationKinds } from './vocabulary.js';

/**
 * Where the invitation a notification is about stands: an answer, or `cancelled` once its reservation was deleted (no
 * answer is asked any more). An invitation itself (`GET /api/user/invitations`) is never `cancelled`: it is gone.
 */
export const notificationInvitationStatuses = [...invitationStatuses, 'cancelled'] as const;
export type NotificationInvitationStatus = (typeof notificationInvitationStatuses)[number];

/** `data` of a notification (spec 3); a daily reminder's message is `{title, summary}`. */
export const notificationDataSchema = z.object({
  message: z.union([z.string(), z.object({ title: z.string(), summary: z.string() })]),
  subject: z.string(),
  total_count: z.number().int().optional(),
  reservation_count: z.number().int().optional(),
  today_count: z.number().int().optional(),
  tomorrow_count: z.number().int().optional(),
  action_url: z.string().optional(),
  action_text: z.string().optional(),
  reservation_id: z.number().int().optional(),
  reservation_name: z.string().optional(),
  reservation_type: z.enum(['lecture', 'event']).optional(),
  /** ISO-8601 instants of the (first) occurrence. */
  reservation_from: z.string().optional(),
  reservation_to: z.string().optional(),
  /**
   * An invitation's answer: for an `invitation`, the reader's own answer as it is now (`pending` until they answer),
   * `cancelled` once its reservation was deleted; for an `invitation_answered`, the answer it reports.
   */
  invitation_status: z.enum(notificationInvitationStatuses).optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  /** Class-name text, e.g. `App\Notifications\InvitationNotification`. */
  type: z.string(),
  kind: z.enum(notificationKinds).nullable(),
  data: notificationDataSchema,
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications?page=&per_page=` (defaults 1 and 15). */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PER_PAGE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  meta: pageMetaSchema,
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** `GET /api/notifications/unread-count`: `{ data: { count } }`. */
export const unreadCountResponseSchema = z.object({ data: z.object({ count: z.number().int() }) });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const notificationParamsSchema = z.object({ id: idSchema });

/** `PATCH /api/notifications/{id}/read`: the notification as it now is. */
export const notificationResponseSchema = z.object({ data: notificationSchema });

/** `GET/PUT /api/user/notification-settings`: which kinds of notification also arrive by e-mail. */
export const notificationSettingsSchema = z.object({
  email: z.array(z.enum(notificationKinds)).max(notificationKinds.length),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsResponseSchema = z.object({ data: notificationSettingsSchema });

/** `GET /api/admin/outbox?status=&page=` (super administrators): the e-mail outbox, newest first. */
export const outboxQuerySchema = z.object({
  status: z.enum(['pending', 'sent', 'failed']).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export const outboxEntrySchema = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  available_at: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export const outboxListResponseSchema = z.object({ data: z.array(outboxEntrySchema), meta: pageMetaSchema });
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;
export const OUTBOX_PER_PAGE = 25;
