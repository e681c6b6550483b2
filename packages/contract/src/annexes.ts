import { z } from 'zod';
import { idSchema, LIST_LIMITS } from './common.js';

export const annexSchema = z.object({ id: z.number().int(), name: z.string() });
export type Annex = z.infer<typeof annexSchema>;

export const annexQuerySchema = z.object({ query: z.string().max(255).optional() });
export const annexListResponseSchema = z.object({ data: z.array(annexSchema) });

/** `POST /api/reservations/{id}/attach`: the annexes the reservation carries afterwards (replaces the list). */
export const attachAnnexesBodySchema = z.object({
  annexes: z
    .array(z.union([idSchema, z.object({ id: idSchema }).transform((value) => value.id)]))
    .max(LIST_LIMITS.annexes),
});
export type AttachAnnexesBody = z.input<typeof attachAnnexesBodySchema>;
