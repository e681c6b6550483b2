import { z } from 'zod';
import { adminListQuerySchema } from './admin-resources.js';
import { optionalDateSchema, idSchema, pageMetaSchema } from './common.js';

/*
 * The reservation administration (`/api/admin/reservations…`, reservations.manage): every reservation with
 * filters, paged on the server, and the approval of pending ones (single or many at once).
 */

export const RESERVATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const adminReservationListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(RESERVATION_STATUSES).optional(),
  resource_id: idSchema.optional(),
  /** Reservations the user made or is responsible for. */
  user_id: idSchema.optional(),
  group_id: idSchema.optional(),
  /** Local dates (institution time zone), both ends included. */
  from: optionalDateSchema,
  to: optionalDateSchema,
});
export type AdminReservationListQuery = z.input<typeof adminReservationListQuerySchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const adminReservationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['lecture', 'event']),
  status: z.enum(RESERVATION_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  resource: z.object({ id: z.number().int(), name: z.string() }),
  creator: personSchema,
  person_responsible: personSchema,
  repeater_id: z.number().int().nullable(),
  batch_id: z.number().int().nullable(),
  /** The closure (holiday or closed time) a pending reservation falls in, added after it was requested (kept there). */
  closure: z.object({ name: z.string() }).nullable(),
});
export type AdminReservationRow = z.infer<typeof adminReservationRowSchema>;

export const adminReservationListResponseSchema = z.object({
  data: z.array(adminReservationRowSchema),
  meta: pageMetaSchema,
});

/** `POST /api/admin/reservations/approve` and `…/reject`: the pending reservations decided on (one or many). */
export const reservationDecisionBodySchema = z.object({ ids: z.array(idSchema).min(1).max(500) });
export type ReservationDecisionBody = z.input<typeof reservationDecisionBodySchema>;
/**
 * `…/approve` also takes `despite_closures`: a pending one in a closure added after it was requested (the row's
 * `closure`) is approved only with it true, else 422 naming the closure, so nobody approves it unawares.
 */
export const reservationApproveBodySchema = reservationDecisionBodySchema.extend({
  despite_closures: z.boolean().optional(),
});
export type ReservationApproveBody = z.input<typeof reservationApproveBodySchema>;
/** `…/reject` also takes why, optionally: the author reads it in the notification and its e-mail. */
export const reservationRejectBodySchema = reservationDecisionBodySchema.extend({
  reason: z.string().trim().max(1000).nullish(),
});
export type ReservationRejectBody = z.input<typeof reservationRejectBodySchema>;
export const reservationDecisionResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), status: z.enum(RESERVATION_STATUSES) })),
});
