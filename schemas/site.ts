import { z } from 'zod';
import { languageSegments } from './language-codes.ts';
import { contentLanguage, flagOff, flagOn, isoDate, linkUrl, numericId, text } from './primitives.ts';
import { serverPathNames, standaloneRouteNames } from './route-names.ts';

const reservedSegments = new Set<string>([...languageSegments, ...serverPathNames, ...standaloneRouteNames].map((name) => name.toLowerCase()));

/** A site's lifecycle: expired and maintenance sites answer with their notices instead of content (spec §8). */
export const siteStatus = z.enum(['active', 'expired', 'maintenance']);
export type SiteStatus = z.infer<typeof siteStatus>;

/** Grey mode (spec §4): 0 none, 1 grey on the index element only, anything else the whole page. */
export const grayType = z.number().int().min(0).default(0);

/** The on/off features, each off unless a site turns it on; a screen may show a variant by them (`when.features`). */
const switchFeatures = z.object({
  /** Statistics strip counts come from the ADCS store (`fromAdcs` on getResourceCountsStatistic). */
  statisticsFromAdcs: flagOff,
  /** The humanities-and-social-sciences article route `/hssArticle` is offered. */
  hssArticleRoute: flagOff,
});
export const switchFeatureName = switchFeatures.keyof();
export type SwitchFeatureName = z.infer<typeof switchFeatureName>;

/**
 * Behaviour the original keyed to particular site ids, as named switches with defaults (no site id in code).
 */
export const siteFeatures = switchFeatures.extend({
  /** Scholar search links on article pages (spec §6: Baidu on, Google off by default). */
  scholarLinks: z
    .object({ baidu: flagOn, google: flagOff })
    .prefault({}),
  /**
   * The e-book platform ("book cloud") signed-in readers go to from a book (`frontMembers/jumpBookCloud`), given the
   * book's ISBN as `isbn`; '' none: they go to the book's page on this portal.
   */
  bookCloudUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) address, or empty' })]).default(''),
});
export type SiteFeatures = z.infer<typeof siteFeatures>;

/** Site ids stay below 2^20: the search index keeps a site's documents in a range of ids made from it. */
export const maxSiteId = 2 ** 20 - 1;

export const site = z.object({
  siteId: numericId.refine((id) => id <= maxSiteId, `must be at most ${maxSiteId}`),
  sld: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,39}$/, 'must be 2-40 lower-case letters, digits or dashes, starting with a letter')
    .refine((sld) => !reservedSegments.has(sld), { message: 'is a language or route name and cannot be an sld' }),
  name: z.string().min(1, 'a site needs a name'),
  enName: text,
  /** Host names that reach this site (domain lookup, spec §7). The first is canonical. */
  domains: z.array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name')).default([]),
  status: siteStatus.default('active'),
  /** The last day the site is served (YYYY-MM-DD): from the next it answers its expired notice; '' never. */
  expiresOn: isoDate,
  /** A group site lists member slds; it resolves to its first member before loading (spec §1). */
  groupSite: flagOff,
  members: z.array(z.string()).default([]),
  topicId: numericId.default(0),
  grayType,
  umtFlag: flagOff,
  templateId: numericId.default(1),
  /** Theme colour id, 1-11 (spec §3). */
  colour: z.number().int().min(1).max(11).default(1),
  logo1: linkUrl,
  pictureUrl: linkUrl,
  keywords: text,
  defaultLanguage: contentLanguage.default('zh'),
  features: siteFeatures.prefault({}),
});

export type Site = z.infer<typeof site>;

/** What `findBySiteId` and the other lookups answer (spec §7: domain, sld, groupSite, topicId …). */
export const siteSummary = site.pick({
  siteId: true,
  sld: true,
  name: true,
  enName: true,
  status: true,
  groupSite: true,
  topicId: true,
  grayType: true,
  colour: true,
  logo1: true,
  defaultLanguage: true,
  umtFlag: true,
}).extend({ domain: z.string().default('') });
export type SiteSummary = z.infer<typeof siteSummary>;

/** One entry of `findGroupBySiteId`: siteId, sld, logo. */
export const groupMember = z.object({
  siteId: numericId,
  sld: z.string(),
  name: text,
  enName: text,
  logo: linkUrl,
});
export type GroupMember = z.infer<typeof groupMember>;
