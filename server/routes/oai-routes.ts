import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { syndicationEndpoints as endpoints } from '../../schemas/api/syndication-endpoints.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { route } from '../http/typed-route.ts';
import { answerOai } from '../oai/answer-oai.ts';
import { oaiArgumentsOf } from '../oai/oai-arguments.ts';
import { harvestSites } from '../oai/harvest-sets.ts';
import { ResumptionTokens } from '../oai/resumption-token.ts';

export const oaiPath = endpoints.oaiGet.path;

const formContentType = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * OAI-PMH 2.0 (issue 18) at `/rc-pub/oai`, by GET or by POST of a form, for the repository `deployment.json` `oai`
 * describes; without one the endpoint is not there (404).
 */
export function registerOaiRoutes(app: FastifyInstance, context: AppContext): void {
  const { store, db } = context;
  const tokens = new ResumptionTokens(context.auth?.secret);

  const answer = async (request: FastifyRequest, reply: FastifyReply, formBody: string | undefined) => {
    const repository = store.snapshot.oai;
    if (!repository) throw ApiError.notFound('This deployment offers no OAI-PMH repository');
    const origin = publicOrigin(request, store, context.publicOrigin);
    const xml = await answerOai(
      { db, repository, sites: harvestSites(store), tokens, now: new Date(), origin, baseUrl: `${origin}${oaiPath}` },
      oaiArgumentsOf(request.url, formBody),
    );
    return reply.type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(xml);
  };

  void app.register(async (scope) => {
    // Any body is read as text here; only a form's is a request's arguments (a body of another type stands for none).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    route(scope, endpoints.oaiGet, (request, _input, reply) => answer(request, reply, undefined));
    route(scope, endpoints.oaiPost, async (request, _input, reply) => {
      const isForm = formContentType.test(request.headers['content-type'] ?? '');
      return answer(request, reply, isForm && typeof request.body === 'string' ? request.body : undefined);
    });
  });
}
