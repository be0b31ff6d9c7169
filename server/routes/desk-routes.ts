import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deskEndpoints as endpoints } from '../../schemas/api/desk-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { adminCaller, adminGate, callerSiteId } from '../admin/access/admin-gate.ts';
import { requestSource } from '../admin/audit/audit-log.ts';
import { Desk, type DeskActor } from '../desk/desk-actions.ts';
import { adoptPublished, listItems } from '../desk/desk-store.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { CrossrefExportError } from '../crossref/crossref-error.ts';
import { crossrefDepositForIssue } from '../crossref/crossref-deposit.ts';
import { route } from '../http/typed-route.ts';

function actorOf(request: FastifyRequest): DeskActor {
  const { account } = adminCaller(request);
  return { id: account.id, email: account.email, source: requestSource(request), siteId: callerSiteId(request) };
}

/** The content desk's endpoints (schemas/api/desk-endpoints.ts): editors of the site and above. */
export function registerDeskRoutes(app: FastifyInstance, context: AppContext): void {
  const desk = new Desk(context.db);
  const gate = { preHandler: adminGate(context, { power: 'content' }) };

  route(
    app,
    endpoints.deskList,
    async (request, { params, query }) => {
      const siteId = callerSiteId(request);
      await adoptPublished(context.db, siteId);
      return ok({ ...(await listItems(context.db, siteId, params.kind, query)), page: query.page, size: query.size });
    },
    gate,
  );
  route(app, endpoints.deskGet, async (request, { params }) => ok(await desk.get(actorOf(request), params.kind, params.id)), gate);
  route(app, endpoints.deskCreate, async (request, { params, body }) => ok(await desk.create(actorOf(request), params.kind, body.data)), gate);
  route(app, endpoints.deskSave, async (request, { params, body }) => ok(await desk.save(actorOf(request), params.kind, params.id, body.version, body.data)), gate);
  route(app, endpoints.deskPublish, async (request, { params, body }) => ok(await desk.publish(actorOf(request), params.kind, params.id, body.version)), gate);
  route(app, endpoints.deskUnpublish, async (request, { params, body }) => ok(await desk.unpublish(actorOf(request), params.kind, params.id, body.version)), gate);
  route(app, endpoints.deskDelete, async (request, { params, query }) => ok(await desk.remove(actorOf(request), params.kind, params.id, query.version)), gate);
  route(
    app,
    endpoints.deskCrossrefDeposit,
    async (request, { params }, reply) => {
      const site = context.store.bySld(params.sld)!;
      try {
        const deposit = await crossrefDepositForIssue(context.db, { config: site, crossref: context.store.snapshot.crossref, publicOrigin: context.publicOrigin }, params.id);
        const skipped = deposit.skipped.map(({ articleId, reason }) => `${articleId}: ${reason}`).join('; ');
        void reply.header('content-disposition', `attachment; filename="${deposit.batchId}.xml"`);
        if (skipped) void reply.header('x-crossref-skipped', encodeURIComponent(skipped));
        return reply.type('application/xml; charset=utf-8').send(deposit.xml);
      } catch (error) {
        if (!(error instanceof CrossrefExportError)) throw error;
        throw error.reason === 'issueNotFound' ? ApiError.notFound(error.message) : ApiError.badRequest(error.message);
      }
    },
    gate,
  );
  route(app, endpoints.deskRestore, async (request, { params, body }) => ok(await desk.restore(actorOf(request), params.kind, params.id, body.version)), gate);
}
