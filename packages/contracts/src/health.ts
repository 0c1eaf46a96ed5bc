import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    state: z.enum(['up', 'down']),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /health/live (web), /api/health/live (quiz-service): the process runs its event loop. */
export const livenessSchema = z.object({ live: z.literal(true) });
export type Liveness = z.infer<typeof livenessSchema>;

const upDown = z.enum(['up', 'down']);

/**
 * GET /health/ready (web), /api/health/ready (quiz-service): 200 when the replica should get
 * traffic, else 503. A check a process does not make is left out (the web has no database);
 * redis is 'unused' without REDIS_URL.
 */
export const readinessSchema = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: upDown.optional(),
    redis: z.enum(['up', 'down', 'unused']),
    cms: upDown,
    draining: z.boolean(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
