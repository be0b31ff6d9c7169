import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { requireAdmin } from '../routes/admin-routes.ts';
import { route } from '../http/typed-route.ts';
import { operationsEndpoints as endpoints } from '../../schemas/api/operations-endpoints.ts';
import type { Metrics } from './metrics.ts';

type Check = { ok: boolean; detail?: string };

/** Each readiness check, failing with its reason rather than throwing. */
async function check(run: () => Promise<string | undefined>): Promise<Check> {
  try {
    const problem = await run();
    return problem === undefined ? { ok: true } : { ok: false, detail: problem };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * For the platform that runs the server: `/healthz` (the process answers), `/readyz` (it can serve: database
 * reachable, migrations done, configuration loaded; 503 naming what is not) and `/metrics` (Prometheus text; for
 * the host or a holder of ADMIN_TOKEN, like the admin endpoints: it tells how the server is used).
 */
export function registerOperationsRoutes(app: FastifyInstance, { db, store, adminToken }: AppContext, metrics: Metrics): void {
  route(app, endpoints.healthz, async (_request, _input, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  route(app, endpoints.readyz, async (_request, _input, reply) => {
    const checks = {
      database: await check(async () => {
        await sql`select 1`.execute(db);
        return undefined;
      }),
      migrations: await check(async () => {
        const pending = await pendingMigrations(db);
        return pending.length === 0 ? undefined : `not run: ${pending.join(', ')}`;
      }),
      configuration: await check(async () => (store.snapshot.sites.size > 0 ? undefined : 'no site is configured')),
    };
    const ready = Object.values(checks).every((entry) => entry.ok);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });

  route(app, endpoints.metrics, { before: requireAdmin(adminToken) }, async (_request, _input, reply) => {
    const { contentType, text } = await metrics.scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  });
}
