import { z } from 'zod';
import { accessGrant } from './access.ts';
import { aggregatedConfig } from './aggregated-config.ts';
import { aiqaConfig } from './aiqa.ts';
import { basicInfo } from './basic-info.ts';
import { commonCodes } from './common-codes.ts';
import { journal } from './content/journal.ts';
import { diagnostic } from './diagnostic.ts';
import { footerConfig } from './footer-config.ts';
import { headerConfig } from './header-config.ts';
import { languageSegment } from './language.ts';
import { magazineFunctions } from './magazine-functions.ts';
import { menuTree } from './menu.ts';
import { moduleList } from './module-list.ts';
import { period } from './period.ts';
import { numericId } from './primitives.ts';
import { publicationConfig } from './publication-config.ts';
import { screensFile } from './screens/screen-config.ts';
import { searchBoxComponent } from './search-box.ts';
import { searchConfig } from './search-config.ts';
import { groupMember, siteFeatures, siteSummary } from './site.ts';
import { themeColour } from './theme.ts';

/**
 * Everything the shell needs for one site and language, in one reply (architecture "Bootstrap"): what the spec's
 * start-up sequence gathers in eleven calls.
 */
export const bootstrap = z.object({
  language: languageSegment,
  site: siteSummary,
  /** Set when the request named a group site: the group, and its members (the site above is the first). */
  group: z.object({ site: siteSummary, members: z.array(groupMember) }).nullable(),
  features: siteFeatures,
  basicInfo,
  header: headerConfig,
  footer: footerConfig,
  publication: publicationConfig,
  aggregated: aggregatedConfig,
  menu: menuTree,
  homeModules: moduleList,
  /** The screens this site defines itself (its screens.json); the rest are the portal's (runtime/screens). */
  screens: screensFile.default({ screens: {} }),
  /** The site's journal as structured data names it (its ISSNs); null when the site has none. */
  journal: journal.pick({ id: true, issn: true, eissn: true }).nullable().default(null),
  /** The latest and second-latest issues (menu codes directory/backissue need them). */
  latestPeriods: z.array(period).max(2),
  /** The first expert of the site's topic (`expert/list`, page 0): the editorial board menu link opens on them (spec §2). */
  firstExpertId: numericId.nullable().default(null),
  magazineFunctions,
  access: accessGrant,
  aiqa: aiqaConfig.nullable(),
  search: searchConfig,
  searchBoxes: z.array(searchBoxComponent),
  theme: themeColour,
  commonCodes,
  /** Configuration problems found for this site (file + field path), for the development overlay. */
  diagnostics: z.array(diagnostic),
});
export type Bootstrap = z.infer<typeof bootstrap>;

/** What an expired or maintenance site answers instead of its bootstrap (spec §8). */
export const siteNotice = z.object({
  site: siteSummary,
  kind: z.enum(['expired', 'maintenance']),
  title: z.string(),
  message: z.string(),
});
export type SiteNotice = z.infer<typeof siteNotice>;
