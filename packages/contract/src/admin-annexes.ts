import { z } from 'zod';
import { adminListQuerySchema } from './admin-resources.js';
import { idSchema, pageMetaSchema } from './common.js';

/** The annex administration (`/api/admin/annexes…`, resources.manage): what a reservation can ask for. */
export const adminAnnexSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type AdminAnnex = z.infer<typeof adminAnnexSchema>;

export const adminAnnexBodySchema = z.object({
  name: z.string().trim().min(1).max(255),
  description: z
    .string()
    .max(2000)
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim())),
});
export type AdminAnnexBody = z.input<typeof adminAnnexBodySchema>;

export const adminAnnexListQuerySchema = adminListQuerySchema;
export const adminAnnexListResponseSchema = z.object({ data: z.array(adminAnnexSchema), meta: pageMetaSchema });
export const adminAnnexResponseSchema = z.object({ data: adminAnnexSchema });
export const adminAnnexParamsSchema = z.object({ id: idSchema });
