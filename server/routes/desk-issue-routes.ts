import type { FastifyInstance } from 'fastify';
import { deskIssueEndpoints as endpoints } from '../../schemas/api/desk-issue-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { adminGate, callerSiteId } from '../admin/access/admin-gate.ts';
import { setCurrentIssue } from '../desk/current-issue.ts';
import { IssueContentsDesk } from '../desk/issue-contents.ts';
import { promoteArticle } from '../desk/promote-article.ts';
import { ok } from '../http/reply.ts';
import { route } from '../http/typed-route.ts';
import { actorOf } from './desk-routes.ts';

/** The desk's work on issues (schemas/api/desk-issue-endpoints.ts): editors of the site and above. */
export function registerDeskIssueRoutes(app: FastifyInstance, context: AppContext): void {
  const contents = new IssueContentsDesk(context.db);
  const gate = { before: adminGate(context, { power: 'content' }) };

  route(app, endpoints.deskIssueContents, gate, async (request, { caller, params }) => ok(await contents.contents(callerSiteId(request, caller), params.id)));
  route(app, endpoints.deskIssueReorder, gate, async (request, { caller, params, body }) => ok(await contents.reorder(actorOf(request, caller), params.id, body.articleIds)));
  route(app, endpoints.deskCurrentIssue, gate, async (request, { caller, params, body }) => ok(await setCurrentIssue(context.db, actorOf(request, caller), params.id, body.issueId)));
  route(app, endpoints.deskPromoteArticle, gate, async (request, { caller, params, body }) =>
    ok(await promoteArticle(context.db, context.arrivals, actorOf(request, caller), params.id, body)),
  );
}
