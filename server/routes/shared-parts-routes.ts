import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SharedPartName } from '../../schemas/admin/studio-api.ts';
import { sharedPartName } from '../../schemas/admin/studio-api.ts';
import { sharedPartsEndpoints as endpoints } from '../../schemas/api/shared-parts-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { adminGate, type AdminCaller } from '../admin/access/admin-gate.ts';
import { requestSource } from '../admin/audit/audit-log.ts';
import { Studio, type StudioActor } from '../config/studio/studio.ts';
import { ok } from '../http/reply.ts';
import { route } from '../http/typed-route.ts';

const actorOf = (request: FastifyRequest, caller: AdminCaller): StudioActor => ({
  id: caller.account.id,
  email: caller.account.email,
  name: caller.account.name,
  source: requestSource(request),
  siteId: null,
});
const shared = ({ part }: { part: SharedPartName }) => ({ sld: null, part });
const draftBodyLimit = 2 * 1024 * 1024;

/**
 * The shared parts' endpoints (schemas/api/shared-parts-endpoints.ts): owners only — one change reaches every site,
 * so a site admin is refused (403, audited by the gate). The same studio, drafts and versions as a site's parts.
 */
export function registerSharedPartsRoutes(app: FastifyInstance, context: AppContext): void {
  const studio = new Studio(context.db, context.store);
  const gate = { before: adminGate(context, { power: 'sites' }) };

  route(app, endpoints.sharedParts, gate, async () => ok(await studio.sharedParts(sharedPartName.options)));
  route(app, endpoints.sharedPart, gate, async (_request, { params }) => ok(await studio.part(shared(params))));
  route(app, endpoints.sharedSaveDraft, { ...gate, bodyLimit: draftBodyLimit }, async (request, { caller, params, body }) =>
    ok(await studio.saveDraft(actorOf(request, caller), shared(params), body.value, body.revision)),
  );
  route(app, endpoints.sharedDiscardDraft, gate, async (request, { caller, params, query }) =>
    ok(await studio.discardDraft(actorOf(request, caller), shared(params), query.revision)),
  );
  route(app, endpoints.sharedPublish, gate, async (request, { caller, params, body }) =>
    ok(await studio.publish(actorOf(request, caller), shared(params), body.revision, body.message)),
  );
  route(app, endpoints.sharedHistory, gate, async (_request, { params }) => ok(await studio.history(shared(params))));
  route(app, endpoints.sharedVersion, gate, async (_request, { params }) => ok(await studio.version(shared(params), params.version)));
  route(app, endpoints.sharedDiff, gate, async (_request, { params, query }) => ok(await studio.diff(shared(params), query.from, query.to)));
  route(app, endpoints.sharedRollback, gate, async (request, { caller, params, body }) =>
    ok(await studio.rollback(actorOf(request, caller), shared(params), body.version, body.message)),
  );
}
