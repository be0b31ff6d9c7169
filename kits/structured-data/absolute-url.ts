import type { HeadContext } from '../../runtime/registry/page-head.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';

type Place = Pick<HeadContext, 'lang' | 'sld' | 'origin'>;

/** Where the page's route family starts, for `screenHref` (`/{lang}` on a site's domain, else `/{sld}/{lang}`). */
export const prefixOf = ({ lang, sld }: Place): string => familyPrefix(lang, sld);

/** A path of the route table as an absolute address on the site's public origin (what structured data links to). */
export const absoluteHref = ({ origin }: Place, path: string): string => `${origin}${path}`;

/**
 * A configured link as an absolute address: http(s) as it is, a path of this site after its origin. Anything else a
 * link may be in configuration (`#…`, `mailto:`, a bare name) identifies no page: undefined.
 */
export function absoluteUrl(link: string, origin: string): string | undefined {
  if (/^https?:\/\//i.test(link)) return link;
  if (link.startsWith('//')) return `https:${link}`;
  if (link.startsWith('/')) return `${origin}${link}`;
  return undefined;
}
