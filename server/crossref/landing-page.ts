import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { isLoopbackHost } from '../http/public-origin.ts';
import type { SiteBase } from '../seo/site-pages.ts';
import { CrossrefExportError } from './crossref-error.ts';

/**
 * Where the site's pages are for the world, which a DOI's landing page must be (a request's Host is no part of it):
 * the site's first domain that is not this machine's, over https, at the root of its route family; else the
 * deployment's PUBLIC_ORIGIN, under `/{sld}`. Neither: no address to register, an error saying what to configure.
 */
export function landingBase(config: SiteConfig, publicOrigin: string | undefined): SiteBase {
  const domain = config.site.domains.find((host) => !isLoopbackHost(host.replace(/:\d+$/, '').toLowerCase()));
  if (domain) return { origin: `https://${domain.toLowerCase()}`, sld: undefined };
  if (publicOrigin) return { origin: new URL(publicOrigin).origin, sld: config.site.sld };
  throw new CrossrefExportError(
    'noPublicAddress',
    `site "${config.site.sld}" has no public address for its articles' landing pages: give it a domain (site.json "domains") or set PUBLIC_ORIGIN`,
  );
}
