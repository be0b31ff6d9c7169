import type { Bootstrap, SiteNotice } from '../../schemas/bootstrap.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { offeredAggregated } from './offered-aggregated.ts';
import { statusCodes, statusMessages } from '../../schemas/status-codes.ts';
import { defaultThemeColours } from '../../schemas/theme-defaults.ts';
import type { AppContext } from '../app-context.ts';
import { accessGrant } from '../config/access-grant.ts';
import { diagnosticsForSite } from '../config/config-snapshot.ts';
import { listExperts } from '../content/experts.ts';
import { journalIdentity } from '../content/journal-identity.ts';
import { latestPeriods, journalOfSite } from '../content/periods.ts';
import { ApiError } from '../http/api-error.ts';
import { groupMembers, siteNotFound, toSiteSummary } from '../http/site-context.ts';

export type BootstrapRequest = { config: SiteConfig; language?: LanguageSegment | undefined; referrer?: string | undefined };

export type BootstrapOutcome =
  /** `accessConfig`: the served site's (a group's first member's), from which `bootstrap.access` was granted. */
  | { kind: 'bootstrap'; bootstrap: Bootstrap; accessConfig: SiteConfig['access'] }
  | { kind: 'notice'; status: number; notice: SiteNotice };

/** Whether a site's `expiresOn` day is over (in UTC; '' never). */
const pastExpiry = (expiresOn: string, now = new Date()) => expiresOn !== '' && expiresOn < now.toISOString().slice(0, 10);

function noticeOf(config: SiteConfig): BootstrapOutcome | undefined {
  const site = toSiteSummary(config);
  if (config.site.status === 'expired' || pastExpiry(config.site.expiresOn)) {
    return {
      kind: 'notice',
      status: statusCodes.siteExpired,
      notice: { site, kind: 'expired', title: statusMessages.siteExpiredTitle, message: statusMessages.siteExpired },
    };
  }
  if (config.site.status === 'maintenance') {
    return {
      kind: 'notice',
      status: statusCodes.siteMaintenance,
      notice: { site, kind: 'maintenance', title: statusMessages.maintenanceTitle, message: statusMessages.maintenance },
    };
  }
  return undefined;
}

/**
 * Everything the shell needs for a site and language, gathered in one place (architecture "Bootstrap"). A group
 * site resolves to its first member, with the group described beside it.
 */
export async function assembleBootstrap(context: Pick<AppContext, 'store' | 'db' | 'development' | 'translation'>, request: BootstrapRequest): Promise<BootstrapOutcome> {
  const { store, db } = context;
  let config = request.config;
  let group: Bootstrap['group'] = null;

  if (config.site.groupSite) {
    const members = groupMembers(config, store);
    const first = members[0];
    if (!first) throw siteNotFound();
    group = {
      site: toSiteSummary(config),
      members: members.map(({ site }) => ({ siteId: site.siteId, sld: site.sld, name: site.name, enName: site.enName, logo: site.logo1 })),
    };
    config = first;
  }

  const notice = noticeOf(config);
  if (notice) return notice;

  const { site } = config;
  const snapshot = store.snapshot;
  const journalId = await journalOfSite(db, site.siteId, config.publication.publicationId);
  const language = request.language ?? config.header.defaultLanguage;
  // Readers get no list of what is wrong in the configuration (it names server files): the development overlay does,
  // and administrators read GET /rc-pub/admin/config-diagnostics.
  const diagnostics = context.development ? diagnosticsForSite(snapshot, site.sld) : [];
  if (group && context.development) diagnostics.push(...diagnosticsForSite(snapshot, group.site.sld));

  const bootstrap: Bootstrap = {
    language,
    site: toSiteSummary(config),
    group,
    features: site.features,
    basicInfo: config.basicInfo,
    header: config.header,
    footer: config.footer,
    publication: config.publication,
    aggregated: offeredAggregated(config, context.translation),
    menu: config.menu.items,
    homeModules: config.modules.home,
    screens: config.screens,
    journal: journalId === undefined ? null : await journalIdentity(db, journalId),
    latestPeriods: journalId === undefined ? [] : await latestPeriods(db, journalId, 2),
    // The first expert `expert/list` answers for the site's own topic, in its default order.
    firstExpertId: (await listExperts(db, { siteIds: [site.siteId], topicIds: [site.topicId], page: 0, size: 1, sort: 'sort' })).content[0]?.id ?? null,
    magazineFunctions: config.magazineFunctions,
    access: accessGrant(config.access, request.referrer),
    aiqa: config.aiqa,
    search: { resourceTypes: config.search.resourceTypes, conditions: config.search.conditions },
    searchBoxes: config.search.boxes,
    theme: snapshot.themes.find((entry) => entry.colorId === site.colour) ?? defaultThemeColours[0]!,
    commonCodes: snapshot.commonCodes,
    diagnostics,
  };
  return { kind: 'bootstrap', bootstrap, accessConfig: config.access };
}

export function bootstrapError(outcome: Extract<BootstrapOutcome, { kind: 'notice' }>): ApiError {
  return new ApiError(outcome.status, `${outcome.notice.title} ${outcome.notice.message}`, 200, outcome.notice);
}
