import type { SiteConfig } from '../../schemas/site-config/files.ts';
import type { ConfigStore } from '../config/config-store.ts';

/**
 * The site a bootstrap is asked for: a named site must exist (by sld, else by id); otherwise the host decides, and
 * failing that the deployment's default site.
 */
export function bootstrapSite(store: ConfigStore, asked: { sld?: string | undefined; siteId?: number | undefined; domain?: string | undefined }): SiteConfig | undefined {
  if (asked.sld) return store.bySld(asked.sld);
  if (asked.siteId !== undefined) return store.bySiteId(asked.siteId);
  return store.byDomain(asked.domain ?? '') ?? store.defaultSite();
}
