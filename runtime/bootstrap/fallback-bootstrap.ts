import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { SiteSummary } from '../../schemas/site.ts';
import { defaultThemeColours } from '../../schemas/theme-defaults.ts';
import { parseBootstrap } from './parse-bootstrap.ts';

const unknownSite: SiteSummary = {
  siteId: 0,
  sld: 'masthead',
  name: 'Masthead',
  enName: 'Masthead',
  status: 'active',
  groupSite: false,
  topicId: 0,
  grayType: 0,
  colour: 1,
  logo1: '',
  defaultLanguage: 'zh',
    umtFlag: false,
  domain: '',
};

/**
 * A bootstrap made of defaults, for pages that have no site configuration to show (unknown site, expired or
 * maintenance notice, API down): the shell still renders, with the site's name and colour when they are known.
 */
export function fallbackBootstrap(language: LanguageSegment, site: SiteSummary = unknownSite): Bootstrap {
  const theme = defaultThemeColours.find((colour) => colour.colorId === site.colour) ?? defaultThemeColours[0]!;
  return parseBootstrap({
    language,
    site,
    group: null,
    features: {},
    basicInfo: {},
    header: { switchLanguage: 0, searchBox: 0, showLogin: 0, defaultLanguage: site.defaultLanguage },
    footer: {},
    publication: {},
    aggregated: {},
    menu: [],
    homeModules: [],
    latestPeriods: [],
    magazineFunctions: {},
    access: { visitPower: false, downloadPower: false },
    aiqa: null,
    search: {},
    searchBoxes: [],
    theme,
    commonCodes: [],
    diagnostics: [],
  }).bootstrap;
}
