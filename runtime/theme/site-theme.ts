import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { accessibleThemeColours } from './accessible-colours.ts';

/** The emotion theme of a site: its theme colour (1 of 11) and grey mode (spec §3, §4). */
export type SiteTheme = {
  colours: {
    primary: string;
    primaryHover: string;
    other: string;
    bgOpacity: number;
    bottomLine: string;
  };
  /** 0 none, 1 grey on the index element, anything else the whole page. */
  grayType: number;
};

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmenting emotion's Theme with ours
  export interface Theme extends SiteTheme {}
}

/** The site's theme colour as pages use it: configured colours that would fail contrast are adjusted (accessible-colours.ts). */
export function siteThemeOf(bootstrap: Pick<Bootstrap, 'theme' | 'site'>): SiteTheme {
  const { theme, site } = bootstrap;
  return {
    colours: accessibleThemeColours({
      primary: theme.themeColorPrimary,
      primaryHover: theme.themeColorHoverPrimary,
      other: theme.otherColor,
      bgOpacity: theme.bgOpacity,
      bottomLine: theme.bottomLineColor,
    }),
    grayType: site.grayType,
  };
}

/** Where grey mode applies on a page: nowhere, the home page's index element, or the whole page. */
export function grayScopeOf(grayType: number, isHome: boolean): 'none' | 'index' | 'page' {
  if (grayType === 0) return 'none';
  if (grayType === 1) return isHome ? 'index' : 'none';
  return 'page';
}
