import { usePage } from '../../runtime/context/page-context.ts';
import { returnTargetOf } from '../../runtime/session/return-target.ts';
import type { AccountPlace } from './account-links.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

/** The page's language and site, and where signing in returns: `url` when it is a path on this site, else home. */
export function useAccountPlace(url: string): AccountPlace {
  const { lang, sld, prefix } = usePage();
  return { lang, sld, returnTo: returnTargetOf(url, screenHref(prefix, 'home')) };
}
