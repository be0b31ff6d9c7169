import type { AppContext } from '../app-context.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';

/**
 * A site's aggregated configuration as readers are offered it: translation where the site enables it and this server
 * has a provider to ask (without one every request would fail, and the spec's only words for a failure are "request
 * timed out"). The bootstrap and `getAggregatedConfig` answer the same.
 */
export function offeredAggregated(config: Pick<SiteConfig, 'aggregated'>, translation: AppContext['translation']): SiteConfig['aggregated'] {
  return { ...config.aggregated, enableTranslation: config.aggregated.enableTranslation && translation?.provider !== undefined };
}
