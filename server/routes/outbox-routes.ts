import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { ok } from '../http/reply.ts';
import { operationsEndpoints as endpoints } from '../../schemas/api/operations-endpoints.ts';
import { authorised } from './admin-routes.ts';

const outboxQuery = z.object({ to: z.string().max(254).optional() });

/**
 * `GET /rc-pub/admin/outbox[?to=…]`: what the outbox senders "sent", oldest first: `sms` in development and tests,
 * `mail` when SMTP_URL is unset; a sender that is not an outbox has no key. Guarded like the other admin endpoints
 * (ADMIN_TOKEN, else the host itself).
 */
export function registerOutboxRoutes(app: FastifyInstance, { adminToken, outboxes }: AppContext): void {
  // The admin check comes before the query is read, so the route reads it itself: a stranger learns nothing from a 400.
  app.get(endpoints.outbox.path, async (request) => {
    if (!authorised(request, adminToken)) throw new ApiError(401, 'Admin token required', 401);
    const { to } = parseInput(outboxQuery, request.query, 'query parameter');
    return ok({ ...(outboxes?.sms && { sms: outboxes.sms.list(to) }), ...(outboxes?.mail && { mail: outboxes.mail.list(to) }) });
  });
}
