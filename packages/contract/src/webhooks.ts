import { z } from 'zod';
import { idSchema, pageMetaSchema } from './common.js';

/*
 * Webhooks (issue 35): an administrator registers an endpoint (an http(s) URL, the events it wants); Laikas POSTs
 * each event there as JSON `{ id, type, occurred_at, data }`, signed with the endpoint's secret: the headers
 * `Laikas-Webhook-Timestamp` (Unix seconds) and `Laikas-Webhook-Signature: v1=<hex HMAC-SHA256 of
 * "<timestamp>.<body>">`. At least once: an event may arrive again (a retry, a redelivery) with the same `id`.
 */
export const WEBHOOK_EVENTS = [
  'reservation.created',
  'reservation.updated',
  'reservation.deleted',
  'reservation.approved',
  'reservation.rejected',
  'series.changed',
  'group_timetable.published',
  'resource.changed',
  'user.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_SIGNATURE_HEADER = 'laikas-webhook-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'laikas-webhook-timestamp';
export const WEBHOOK_ID_HEADER = 'laikas-webhook-id';

/** What a receiver gets: the event, its type and time, and the thing it is about. */
export interface WebhookPayload {
  /** The same for every attempt and redelivery of one event: a receiver keeps the ids it has handled. */
  id: string;
  type: WebhookEvent;
  occurred_at: string;
  /**
   * The thing as the API's GET of it answers the endpoint's owner when the delivery is sent (a series:
   * `{ id, reservations }`); for a thing since deleted, what was last known of it.
   */
  data: Record<string, unknown>;
  /** For an update: the fields it changed, as they were before. */
  previous?: Record<string, unknown>;
}

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** False once switched off by hand or after repeated failures (`disabled_reason`). */
  enabled: z.boolean(),
  disabled_reason: z.enum(['manual', 'failures']).nullable(),
  /** Failed attempts in a row (reset by a delivered one). */
  consecutive_failures: z.number().int(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** An http or https URL with a host (nothing else: no file:, no javascript:), at most 2,000 characters. */
const webhookUrlSchema = z
  .string()
  .trim()
  // Empty is the field being required, not an address without http:// (nothing else is checked then).
  .min(1, { abort: true })
  .max(2000)
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, 'schema.webhookUrl')
  // Shaped like one is not enough: a port past 65535 or a broken IPv6 host would fail every delivery.
  .pipe(z.url('schema.webhookUrl'));

export const webhookBodySchema = z.object({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .transform((list) => [...new Set(list)]),
  /** Absent: unchanged (a new endpoint is enabled). Enabling again clears the failures. */
  enabled: z.boolean().optional(),
});
export type WebhookBody = z.input<typeof webhookBodySchema>;

export const webhookParamsSchema = z.object({ id: idSchema });
export const webhookListResponseSchema = z.object({ data: z.array(webhookEndpointSchema) });
export const webhookResponseSchema = z.object({ data: webhookEndpointSchema });
/** A new endpoint: its signing secret is in this answer only. */
export const createdWebhookResponseSchema = z.object({
  data: z.object({ endpoint: webhookEndpointSchema, secret: z.string() }),
});
export type CreatedWebhook = z.infer<typeof createdWebhookResponseSchema>['data'];

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the last answer; null: none came (refused, timed out). */
  response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** When the next attempt is due (pending), or when it was delivered. */
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export const webhookDeliveryListResponseSchema = z.object({
  data: z.array(webhookDeliverySchema),
  meta: pageMetaSchema,
});
export const webhookDeliveryResponseSchema = z.object({ data: webhookDeliverySchema });
