import type { FastifyInstance } from 'fastify';
import { operationsEndpoints as endpoints } from '../../schemas/api/operations-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { ok } from '../http/reply.ts';
import { route } from '../http/typed-route.ts';
import { requireAdmin } from './admin-routes.ts';

/**
 * `GET /rc-pub/admin/outbox[?to=…]`: what the outbox senders "sent", oldest first: `sms` in development and tests,
 * `mail` when SMTP_URL is unset; a sender that is not an outbox has no key. Guarded like the other admin endpoints
 * (ADMIN_TOKEN, else the host itself), before the query is read.
 */
export function registerOutboxRoutes(app: FastifyInstance, { adminToken, outboxes }: AppContext): void {
  route(app, endpoints.outbox, { before: requireAdmin(adminToken) }, async (_request, { query: { to } }) => {
    return ok({ ...(outboxes?.sms && { sms: outboxes.sms.list(to) }), ...(outboxes?.mail && { mail: outboxes.mail.list(to) }) });
  });
}
