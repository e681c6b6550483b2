import { z } from 'zod';
import { idSchema } from './common.js';

export const invitationStatuses = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/**
 * An invitation as its invitee sees it (`/user/invitations`): one per single reservation, per series (a repeat
 * rule's occurrences are answered once) and per batch.
 */
export const invitationSchema = z.object({
  /** The reservation to answer through (the first upcoming occurrence of the series or batch). */
  reservation_id: z.number().int(),
  name: z.string(),
  type: z.enum(['lecture', 'event']),
  /** ISO instants of that occurrence. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** How many upcoming dates (occurrences; one date in two rooms is one) the answer covers. */
  occurrences: z.number().int(),
  /** The rooms' names, comma-separated. */
  resource: z.string(),
  /** How many rooms (a series in two rooms is one invitation). */
  rooms: z.number().int(),
  organiser: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(invitationStatuses),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListResponseSchema = z.object({ data: z.array(invitationSchema) });
export const invitationResponseSchema = z.object({ data: invitationSchema });

/** `POST /api/user/invitations/{reservationId}/{answer}`. */
export const invitationAnswerParamsSchema = z.object({
  reservationId: idSchema,
  answer: z.enum(['accept', 'decline']),
});
