import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { statusCodes } from '../../schemas/status-codes.ts';
import { translationRequest, type TranslationReply } from '../../schemas/translation.ts';
import type { AppContext } from '../app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { ok } from '../http/reply.ts';
import { servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';
import { articleEndpoints as endpoints } from '../../schemas/api/article-endpoints.ts';
import { decryptTranslationBody } from '../translation/aes-body.ts';
import { ProviderFailure } from '../translation/translation-provider.ts';

/**
 * Machine translation for the reader (spec §7): `getAesKey` hands out the body key, `getAiTranslateResult` takes the
 * encrypted request (format: schemas/translation.ts) and answers the provider's `trans_result` or `error_code`.
 * Offered only on sites whose aggregated config enables it (spec §5), and only with a provider configured.
 */
export function registerTranslationRoutes(app: FastifyInstance, { store, translation }: AppContext): void {
  const { aesKey, provider } = translation ?? { aesKey: randomBytes(32), provider: undefined };
  const aesKeyHex = aesKey.toString('hex');

  route(app, endpoints.aesKey, async () => ok({ aesKey: aesKeyHex }));

  // The body is encrypted: the route decrypts it, then reads it with translationRequest.
  route(app, endpoints.translate, async (request) => {
    const site = servingSite(request, store);
    if (!site.aggregated.enableTranslation) throw new ApiError(statusCodes.translationDisabled, 'Machine translation is not enabled for this site');
    if (!provider) throw new ApiError(statusCodes.translationUnavailable, 'Machine translation is not configured on this server');
    const input = parseInput(translationRequest, decryptTranslationBody(request.body, aesKey), 'body field');
    try {
      return ok<TranslationReply>(await provider.translate({ ...input, from: 'auto' }));
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      request.log.warn({ err: error }, 'translation provider failed');
      return ok<TranslationReply>({ error_code: error.code, error_msg: error.code === '52001' ? 'TIMEOUT' : 'SYSTEM ERROR' });
    }
  });
}
