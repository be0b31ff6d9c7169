import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { authStatusCodes } from '../../schemas/account/auth-api.ts';
import type { AiqaTokenClaims } from '../../schemas/aiqa-api.ts';
import { operationsEndpoints as endpoints } from '../../schemas/api/operations-endpoints.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import type { AppContext } from '../app-context.ts';
import { answerQuestion } from '../aiqa/answer-question.ts';
import { readAiqaToken } from '../aiqa/aiqa-token.ts';
import { questionPage, refusalPage, type FramePage } from '../aiqa/frame-page.ts';
import { aiqaEnabled, secureParamsFor } from '../aiqa/secure-params.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { assertSiteServes, contentSites, servingSite } from '../http/site-context.ts';
import { databaseRateLimitStore } from '../http/rate-limit-store.ts';
import { route } from '../http/typed-route.ts';
import { searchEngineFor } from '../search/search-engine-for.ts';
import type { SearchEngine } from '../search/search-engine.ts';

/** Requests per address per minute, before AUTH_RATE_LIMIT_FACTOR. */
export const aiqaRateLimits = { secureParams: 30, frame: 60, ask: 30 } as const;

type TokenProblem = 'invalid' | 'expired';
type TokenCheck = { claims: AiqaTokenClaims; config: SiteConfig } | { problem: TokenProblem; claims?: AiqaTokenClaims };

/** The language of a page for a token that names none: the browser's first choice between Chinese and English. */
const browserLanguage = (request: FastifyRequest) => (/^zh\b/i.test(request.headers['accept-language'] ?? '') ? 'zh' : 'en');

function sendFrame(reply: FastifyReply, page: FramePage) {
  return reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', page.contentSecurityPolicy)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(page.html);
}

/**
 * The AI Q&A panel: spec §7 generateSecureParams (a short-lived signed token for the frame URL), and the development
 * frame that token opens: `GET /aiqa/frame?token=…` (a small page) and `GET /aiqa/ask?token=…&q=…` (its answers,
 * from the site's articles through the search engine). All rate-limited per address.
 */
export function registerAiqaRoutes(app: FastifyInstance, context: AppContext, engine: SearchEngine = searchEngineFor(context.db, { cache: context.searchCache })): void {
  const { store } = context;
  const secret = context.auth?.secret ?? randomBytes(32);
  const now = context.auth?.now ?? Date.now;
  const factor = context.auth?.rateLimitFactor ?? 1;
  const limit = (name: keyof typeof aiqaRateLimits) => ({
    config: { rateLimit: { max: Math.max(1, Math.round(aiqaRateLimits[name] * factor)), timeWindow: 60_000 } },
  });

  /** The site a token was issued for, if the token is good and the site still serves its panel. */
  const checkToken = (token: string | undefined): TokenCheck => {
    const reading = token ? readAiqaToken(secret, token, now()) : ({ kind: 'invalid' } as const);
    if (reading.kind !== 'valid') return reading.kind === 'expired' ? { problem: 'expired', claims: reading.claims } : { problem: 'invalid' };
    const config = store.bySiteId(reading.claims.siteId);
    if (!config || !aiqaEnabled(config)) return { problem: 'invalid' };
    return { claims: reading.claims, config: assertSiteServes(config) };
  };

  void app.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      global: false,
      store: databaseRateLimitStore(context.db),
      errorResponseBuilder: (_request, { statusCode, ttl }) =>
        new ApiError(authStatusCodes.tooManyRequests, 'Too many requests, please try again later', statusCode, { retryAfterSeconds: Math.ceil(ttl / 1000) }),
    });

    // The site before the body: an unknown or closed site answers so whatever the body says.
    const atSite = { ...limit('secureParams'), before: (request: FastifyRequest) => ({ config: servingSite(request, store) }) };
    route(scope, endpoints.aiqaSecureParams, atSite, async (request, { config, body }, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(secureParamsFor(request, config, body, secret, now()));
    });

    route(scope, endpoints.aiqaFrame, limit('frame'), async (request, { query }, reply) => {
      const token = query.token ?? '';
      const nonce = randomBytes(16).toString('base64');
      let check: TokenCheck;
      try {
        check = checkToken(token);
      } catch (error) {
        // The site is expired or under maintenance: no panel, whatever the token.
        if (!(error instanceof ApiError)) throw error;
        check = { problem: 'invalid' };
      }
      if ('problem' in check) return sendFrame(reply, refusalPage(check.problem, check.claims?.lang ?? browserLanguage(request), nonce));
      const { claims, config } = check;
      const english = claims.lang !== 'zh';
      const appName = (english ? config.aiqa?.enAppName || config.aiqa?.appName : config.aiqa?.appName || config.aiqa?.enAppName) ?? '';
      return sendFrame(reply, questionPage(claims, token, appName, nonce));
    });

    route(scope, endpoints.aiqaAsk, limit('ask'), async (_request, { query: { token, q } }, reply) => {
      void reply.header('cache-control', 'no-store');
      const check = checkToken(token);
      if ('problem' in check) {
        throw new ApiError(statusCodes.badRequest, check.problem === 'expired' ? 'The assistant session has expired' : 'The assistant token is not valid', 403, {
          reason: check.problem,
        });
      }
      const { claims, config } = check;
      const searchScope = {
        siteIds: contentSites(config, store).map(({ site }) => site.siteId),
        sldOf: (siteId: number) => store.bySiteId(siteId)?.site.sld ?? config.site.sld,
        language: claims.lang,
      };
      return ok(await answerQuestion(engine, searchScope, q));
    });
  });
}
