import { z } from 'zod';

/** `GET /api/health/live`: the process answers. */
export const livenessSchema = z.object({ status: z.literal('live') });

/** `GET /api/health/ready`: 200 `ready` or 503 `not ready` (with a message), and what was checked. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  message: z.string().optional(),
  checks: z.object({
    database: z.boolean(),
    migrations: z.boolean(),
    jobs: z.boolean(),
    shutting_down: z.boolean(),
  }),
});
