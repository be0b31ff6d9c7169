import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deskEndpoints as endpoints } from '../../schemas/api/desk-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { adminGate, callerSiteId, type AdminCaller } from '../admin/access/admin-gate.ts';
import { requestSource } from '../admin/audit/audit-log.ts';
import { CrossrefExportError } from '../crossref/crossref-error.ts';
import { crossrefDepositForIssue } from '../crossref/crossref-deposit.ts';
import { Desk, type DeskActor } from '../desk/desk-actions.ts';
import { adoptPublished, listItems } from '../desk/desk-store.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { route } from '../http/typed-route.ts';

/** The desk's actor of a request the admin gate let through: the account, where it acts from, the path's site. */
export const actorOf = (request: FastifyRequest, caller: AdminCaller): DeskActor => ({
  id: caller.account.id,
  email: caller.account.email,
  source: requestSource(request),
  siteId: callerSiteId(request, caller),
});

/** The content desk's endpoints (schemas/api/desk-endpoints.ts): editors of the site and above. */
export function registerDeskRoutes(app: FastifyInstance, context: AppContext): void {
  const desk = new Desk(context.db, context.store, context.arrivals);
  const gate = { before: adminGate(context, { power: 'content' }) };

  route(app, endpoints.deskList, gate, async (request, { caller, params, query }) => {
    const siteId = callerSiteId(request, caller);
    await adoptPublished(context.db, siteId);
    return ok({ ...(await listItems(context.db, siteId, params.kind, query)), page: query.page, size: query.size });
  });
  route(app, endpoints.deskGet, gate, async (request, { caller, params }) => ok(await desk.get(actorOf(request, caller), params.kind, params.id)));
  route(app, endpoints.deskCreate, gate, async (request, { caller, params, body }) => ok(await desk.create(actorOf(request, caller), params.kind, body.data)));
  route(app, endpoints.deskSave, gate, async (request, { caller, params, body }) =>
    ok(await desk.save(actorOf(request, caller), params.kind, params.id, body.version, body.data)),
  );
  route(app, endpoints.deskPublish, gate, async (request, { caller, params, body }) => ok(await desk.publish(actorOf(request, caller), params.kind, params.id, body.version)));
  route(app, endpoints.deskUnpublish, gate, async (request, { caller, params, body }) =>
    ok(await desk.unpublish(actorOf(request, caller), params.kind, params.id, body.version)),
  );
  route(app, endpoints.deskDelete, gate, async (request, { caller, params, query }) => ok(await desk.remove(actorOf(request, caller), params.kind, params.id, query.version)));
  route(app, endpoints.deskRestore, gate, async (request, { caller, params, body }) => ok(await desk.restore(actorOf(request, caller), params.kind, params.id, body.version)));
  route(app, endpoints.deskCrossrefDeposit, gate, async (_request, { params }, reply) => {
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
  });
}
