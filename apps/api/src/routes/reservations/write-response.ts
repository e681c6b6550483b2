import { z } from 'zod';

/**
 * What create and update answer: `{ data: Reservation[] }` (`reservationWriteResponseSchema` of the contract).
 * The presenter is typed by the contract's `Reservation`, so the serializer checks only the envelope: a year of
 * daily occurrences is 365 reservations, and validating each again cost more than the write itself.
 */
export const writeResponseSchema = z.object({ data: z.array(z.looseObject({ id: z.number().int() })) });
