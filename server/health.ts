/**
 * GET /healthz: this instance serves the documentation (it answers at all), and what else works now: the feedback
 * store (open, or unavailable since when, in which case feedback answers 503) and MCP. Always 200 while the process
 * serves pages, so a load balancer keeps it in rotation through a database outage; monitoring reads the body.
 */
import type {FastifyInstance} from 'fastify';
import type {FeedbackIntake} from './feedback/routes.ts';

export const HEALTH_PATH = '/healthz';

export interface HealthOptions {
  /** The feedback intake; unset when feedback is not served. */
  feedback?: FeedbackIntake;
  /** Whether MCP is served (a build without the search index is served without it). */
  mcp: boolean;
}

export function registerHealth(app: FastifyInstance, {feedback, mcp}: HealthOptions): void {
  app.get(HEALTH_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({
      status: 'ok',
      pages: 'ok',
      feedback: feedback?.health() ?? {state: 'off'},
      mcp: mcp ? 'ok' : 'off',
    }),
  );
}
