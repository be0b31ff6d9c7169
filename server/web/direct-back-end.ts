import type { DirectAnswer, DirectBackEnd } from '../../schemas/render-contract.ts';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { AppContext } from '../app-context.ts';
import { assembleBootstrap, bootstrapError, type BootstrapOutcome } from '../bootstrap/assemble-bootstrap.ts';
import { bootstrapSite } from '../bootstrap/bootstrap-site.ts';
import { accessGrant } from '../config/access-grant.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { ApiError } from '../http/api-error.ts';
import { siteNotFound } from '../http/site-context.ts';

type Cached = { generation: string; storedAt: number; outcome: BootstrapOutcome };

/** How long a cached bootstrap may be used at most, even when nothing says it changed (content counts may lag). */
const bootstrapTtlMs = 30_000;

function refusal(error: ApiError): DirectAnswer<never> {
  return { ok: false, status: error.status, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) };
}

/**
 * The embedded back end as the renderer calls it in process (RenderInput.direct). A site's bootstrap is assembled
 * once per configuration and content generation (`generation`) and kept — per site, so a Host header cannot grow
 * the cache — with the referrer's grant worked out per page, as `GET /rc-pub/front/bootstrap` does.
 */
export function directBackEnd(context: Pick<AppContext, 'store' | 'db' | 'development' | 'translation'>, generation: () => Promise<string>, now = () => Date.now()): DirectBackEnd {
  const bootstraps = new Map<string, Cached>();
  return {
    async bootstrap(key, referrer): Promise<DirectAnswer<Bootstrap>> {
      try {
        const config = bootstrapSite(context.store, 'sld' in key ? { sld: key.sld } : { domain: key.domain });
        if (!config) throw siteNotFound();
        const current = await generation();
        let cached = bootstraps.get(config.site.sld);
        if (!cached || cached.generation !== current || now() - cached.storedAt > bootstrapTtlMs) {
          cached = { generation: current, storedAt: now(), outcome: await assembleBootstrap(context, { config }) };
          bootstraps.set(config.site.sld, cached);
        }
        const { outcome } = cached;
        if (outcome.kind === 'notice') return refusal(bootstrapError(outcome));
        return { ok: true, data: { ...outcome.bootstrap, access: accessGrant(outcome.accessConfig, referrer) } };
      } catch (error) {
        if (error instanceof ApiError) return refusal(error);
        if (isDatabaseUnavailable(error)) return { ok: false, status: statusCodes.serviceUnavailable, message: databaseUnavailableMessage };
        throw error;
      }
    },
  };
}
