import type { StandaloneRouteName } from '../../schemas/route-names.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { standaloneHref } from '../../schemas/routes/standalone-href.ts';

export type AccountRoute = Extract<StandaloneRouteName, 'login' | 'quickLogin' | 'register' | 'forgetCode' | 'accountBinding'>;

/** Where the account screens are: the page's language, its site (`slds`, as standalone routes carry it) and the return target. */
export type AccountPlace = { lang: LanguageSegment; sld?: string | undefined; returnTo: string };

/** `/{route}?lang=…&url=…&slds=…` plus `more`: the account screens link to each other keeping where to return. */
export function accountHref(route: AccountRoute, { lang, sld, returnTo }: AccountPlace, more: Record<string, string | undefined> = {}): string {
  return standaloneHref(route, { lang, url: returnTo, slds: sld, ...more });
}
