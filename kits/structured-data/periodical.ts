import type { HeadContext, HeadElement } from '../../runtime/registry/page-head.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';
import { localizedString } from '../home/localize.ts';
import { absoluteHref, prefixOf } from './absolute-url.ts';
import { publisherOrganization } from './publisher.ts';

/**
 * The site's journal as a schema.org `Periodical`: named as the site is configured (in the page's language, the other
 * language's name as `alternateName`), its ISSNs where the content has them, its home page, the language it is
 * written in, and its publisher where the configuration names one.
 */
export function sitePeriodical(context: HeadContext): Record<string, unknown> {
  const { bootstrap, lang, origin } = context;
  const { site, journal, publication } = bootstrap;
  const name = localizedString(site.name, site.enName, lang).trim();
  const alternateName = [site.name, site.enName].map((entry) => entry.trim()).find((entry) => entry !== '' && entry !== name);
  const issn = [journal?.issn, journal?.eissn].filter((value): value is string => Boolean(value));
  return {
    '@type': 'Periodical',
    name,
    ...(alternateName ? { alternateName } : {}),
    ...(issn.length > 0 ? { issn } : {}),
    url: absoluteHref(context, screenHref(prefixOf(context), 'home')),
    inLanguage: site.defaultLanguage,
    ...(publication.publisher ? { publisher: publisherOrganization(publication.publisher, lang, origin) } : {}),
  };
}

/** The site's `Periodical` as the page's JSON-LD (home and journal pages). */
export function periodicalJsonLd(context: HeadContext): HeadElement {
  return { tag: 'json-ld', data: { '@context': 'https://schema.org', ...sitePeriodical(context) } };
}
