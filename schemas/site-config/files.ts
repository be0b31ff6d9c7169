import { z } from 'zod';
import { accessConfig } from '../access.ts';
import { aggregatedConfig } from '../aggregated-config.ts';
import { aiqaConfig } from '../aiqa.ts';
import { basicInfo } from '../basic-info.ts';
import { commonCodes } from '../common-codes.ts';
import { crossrefDepositConfig } from '../crossref-deposit.ts';
import { footerConfig } from '../footer-config.ts';
import { headerConfig } from '../header-config.ts';
import { magazineFunctions } from '../magazine-functions.ts';
import { menuTree } from '../menu.ts';
import { moduleList } from '../module-list.ts';
import { oaiRepository } from '../oai-repository.ts';
import { publicationConfig } from '../publication-config.ts';
import { searchBoxComponent } from '../search-box.ts';
import { searchConfig } from '../search-config.ts';
import { screensFile } from '../screens/screen-config.ts';
import { site } from '../site.ts';
import { themeColourList } from '../theme.ts';

export const menuFile = z.object({ items: menuTree.default([]) });

/** The home page's modules, and those of other channels keyed by channel (menu item) id. */
export const modulesFile = z.object({
  home: moduleList.default([]),
  channels: z.record(z.string().regex(/^\d+$/, 'must be a channel id'), moduleList).default({}),
});

export const searchFile = z.object({
  ...searchConfig.shape,
  boxes: z.array(searchBoxComponent).default([]),
});

/**
 * Every file of a site folder (`site-configs/<sld>/`), the part of the site configuration it holds, and its schema.
 * A missing optional file means "all defaults" (or, for `aiqa.json`, "no AI panel").
 */
export const siteFileSchemas = {
  'site.json': { part: 'site', schema: site, required: true },
  'basic-info.json': { part: 'basicInfo', schema: basicInfo, required: false },
  'header.json': { part: 'header', schema: headerConfig, required: false },
  'footer.json': { part: 'footer', schema: footerConfig, required: false },
  'menu.json': { part: 'menu', schema: menuFile, required: false },
  'modules.json': { part: 'modules', schema: modulesFile, required: false },
  'publication.json': { part: 'publication', schema: publicationConfig, required: false },
  'aggregated.json': { part: 'aggregated', schema: aggregatedConfig, required: false },
  'magazine-functions.json': { part: 'magazineFunctions', schema: magazineFunctions, required: false },
  'access.json': { part: 'access', schema: accessConfig, required: false },
  'aiqa.json': { part: 'aiqa', schema: aiqaConfig, required: false },
  'search.json': { part: 'search', schema: searchFile, required: false },
  'screens.json': { part: 'screens', schema: screensFile, required: false },
} as const;

export type SiteFileName = keyof typeof siteFileSchemas;
export const siteFileNames = Object.keys(siteFileSchemas) as SiteFileName[];

/** Files at the top of `site-configs/`, shared by every site of the deployment. */
export const globalFileSchemas = {
  'themes.json': { part: 'themes', schema: z.object({ colours: themeColourList }), required: false },
  'common-codes.json': { part: 'commonCodes', schema: z.object({ codes: commonCodes }), required: false },
  /**
   * Deployment-wide settings: which site answers `/` and standalone routes on a host no site claims, the OAI-PMH
   * repository (absent: no `/rc-pub/oai`), and who sends Crossref deposits (absent: none can be made).
   */
  'deployment.json': {
    part: 'deployment',
    schema: z.object({ defaultSite: z.string().default(''), oai: oaiRepository.optional(), crossref: crossrefDepositConfig.optional() }),
    required: false,
  },
} as const;
export type GlobalFileName = keyof typeof globalFileSchemas;

/** One site's whole configuration after validation. */
export const siteConfig = z.object({
  site,
  basicInfo,
  header: headerConfig,
  footer: footerConfig,
  menu: menuFile,
  modules: modulesFile,
  publication: publicationConfig,
  aggregated: aggregatedConfig,
  magazineFunctions,
  access: accessConfig,
  aiqa: aiqaConfig.nullable(),
  search: searchFile,
  screens: screensFile,
});
export type SiteConfig = z.infer<typeof siteConfig>;
