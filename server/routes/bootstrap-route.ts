import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { siteEndpoints as endpoints } from '../../schemas/api/site-endpoints.ts';
import { numericId } from '../../schemas/primitives.ts';
import type { AppContext } from '../app-context.ts';
import { assembleBootstrap, bootstrapError } from '../bootstrap/assemble-bootstrap.ts';
import { bootstrapSite } from '../bootstrap/bootstrap-site.ts';
import { parseInput } from '../http/parse-input.ts';
import { ok } from '../http/reply.ts';
import { siteNotFound } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

/** The `siteid` header a caller may name its site with. */
const siteIdHeader = z.object({ siteid: numericId.optional() });


/**
 * `GET /rc-pub/front/bootstrap?sld=…&lang=…` (or siteId=, domain=, or the Host, or the deployment's default site):
 * the shell's whole configuration in one reply. Expired and maintenance sites answer their status (10002, 10003) with the notice as data.
 */
export function registerBootstrapRoute(app: FastifyInstance, context: AppContext): void {
  const { store } = context;
  route(app, endpoints.bootstrap, async (request, { query }) => {
    const siteId = query.siteId ?? parseInput(siteIdHeader, request.headers, 'header').siteid;
    const config = bootstrapSite(store, { sld: query.sld, siteId, domain: query.domain ?? request.headers.host });
    if (!config) throw siteNotFound();
    const outcome = await assembleBootstrap(context, { config, language: query.lang, referrer: request.headers.referer });
    if (outcome.kind === 'notice') throw bootstrapError(outcome);
    return ok(outcome.bootstrap);
  });
}
