import { type FastifyReply } from 'fastify';

/**
 * Serializes reservation lists without validating them again. The presenter builds them typed by the contract's
 * `Reservation`, so their shape is checked at compile time; re-validating every reservation with zod on the way
 * out took 70 % of the CPU of a week's listing (21 reservations, each carrying its resource's settings), and a
 * year of daily occurrences is 365 of them. Response schemas stay declared for types and documentation.
 */
export const reservationListSerializer = () => (data: unknown) => JSON.stringify(data);

/** Sends a reservation write's answer with `status` (a long write answers its first 200 rows and a summary). */
export function sendWriteAnswer(
  reply: FastifyReply,
  status: number,
  answer: { data: readonly unknown[] } & Record<string, unknown>,
): FastifyReply {
  return reply.code(status).send(answer);
}
