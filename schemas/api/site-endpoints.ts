import { z } from 'zod';
import { accessGrant } from '../access.ts';
import { aggregatedConfig } from '../aggregated-config.ts';
import { aiqaConfig } from '../aiqa.ts';
import { basicInfoWire } from '../basic-info.ts';
import { bootstrap } from '../bootstrap.ts';
import { commonCodes } from '../common-codes.ts';
import { languageSegment } from '../language.ts';
import { footerConfig } from '../footer-config.ts';
import { headerWire } from '../header-config.ts';
import { magazineFunctions } from '../magazine-functions.ts';
import { menuTree } from '../menu.ts';
import { moduleList } from '../module-list.ts';
import { numericId } from '../primitives.ts';
import { publicationConfig } from '../publication-config.ts';
import { booleanQuery } from '../query-values.ts';
import { searchCondition, searchResourceCode, searchResourceType } from '../search-config.ts';
import { groupMember, siteSummary } from '../site.ts';
import { endpoint, envelopeOf } from './endpoint.ts';

const siteIdParams = z.object({ siteId: numericId });

/** Which site is asked for, and its configuration (server/routes/site-lookup-routes.ts, site-config-routes.ts). */
export const siteEndpoints = {
  findBySiteId: endpoint({
    method: 'GET',
    path: '/rc-pub/front/site/findBySiteId',
    tag: 'site',
    summary: 'A site by its id; an unknown one answers status 10001.',
    query: z.object({ siteId: numericId }),
    reply: envelopeOf(siteSummary),
  }),
  findBySld: endpoint({
    method: 'GET',
    path: '/rc-pub/front/site/findBySld',
    tag: 'site',
    summary: 'A site by its short name (the first path segment).',
    query: z.object({ sld: z.string().min(1, 'must not be empty') }),
    reply: envelopeOf(siteSummary),
  }),
  findByDomain: endpoint({
    method: 'GET',
    path: '/rc-pub/front/site/findByDomain',
    tag: 'site',
    summary: 'A site by its domain.',
    query: z.object({ domain: z.string().min(1, 'must not be empty') }),
    reply: envelopeOf(siteSummary),
  }),
  findGroupBySiteId: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-publication/findGroupBySiteId',
    tag: 'site',
    summary: "A group site's members (a single site answers itself alone).",
    reply: envelopeOf(z.array(groupMember)),
  }),
  configHeader: endpoint({
    method: 'GET',
    path: '/rc-pub/front/site/getConfigHeader',
    tag: 'site',
    summary: "The site's header configuration, custom buttons and CSS under `configData` (the original API's shape).",
    reply: envelopeOf(headerWire),
  }),
  publicationConfig: endpoint({ method: 'GET', path: '/rc-pub/front/config-publication/getPublicationConfig', tag: 'site', summary: "The site's publication configuration.", reply: envelopeOf(publicationConfig) }),
  footerConfig: endpoint({ method: 'GET', path: '/rc-pub/front/config-footer/getFooterConfig', tag: 'site', summary: "The site's footer configuration.", reply: envelopeOf(footerConfig) }),
  aggregatedConfig: endpoint({
    method: 'GET',
    path: '/rc-pub/front/site/getAggregatedConfig',
    tag: 'site',
    summary: "The site's aggregated configuration (translation offered only where this server has a provider).",
    reply: envelopeOf(aggregatedConfig),
  }),
  basicInfo: endpoint({
    method: 'GET',
    path: '/rc-pub/front/site/getBasicInfo',
    tag: 'site',
    summary: "The site's basic information, keywords semicolon-separated.",
    reply: envelopeOf(basicInfoWire),
  }),
  magazineFunctions: endpoint({ method: 'GET', path: '/rc-pub/front/site/getMagazineFunctionalControl', tag: 'site', summary: 'Which journal functions the site offers.', reply: envelopeOf(magazineFunctions) }),
  checkPower: endpoint({
    method: 'GET',
    path: '/rc-pub/front/site/checkPower',
    tag: 'site',
    summary: 'Whether this reader may read and download (the site\'s powers, or a granting referrer).',
    reply: envelopeOf(accessGrant),
  }),
  channelList: endpoint({
    method: 'GET',
    path: '/rc-pub/front/channel/list',
    tag: 'site',
    summary: "The site's channels (menu tree); `filter=true` leaves out disabled entries.",
    query: z.object({ filter: booleanQuery.default(false) }),
    reply: envelopeOf(menuTree),
  }),
  moduleList: endpoint({
    method: 'GET',
    path: '/rc-pub/front/module/list',
    tag: 'site',
    summary: "A channel's modules; the index channel's are the home page's.",
    query: z.object({ channelId: numericId }),
    reply: envelopeOf(moduleList),
  }),
  aiqaConfig: endpoint({ method: 'GET', path: '/rc-pub/front/aiqa/getAiqaConfig', tag: 'site', summary: "The site's AI question answering configuration (null: none).", reply: envelopeOf(aiqaConfig.nullable()) }),
  aiqaAppInfo: endpoint({
    method: 'GET',
    path: '/rc-pub/front/aiqa/getAppInfo',
    tag: 'site',
    summary: "The AI question answering application's name (null: the site has none).",
    reply: envelopeOf(z.object({ name: z.string(), enName: z.string() }).nullable()),
  }),
  commonCodes: endpoint({ method: 'GET', path: '/rc-pub/front/commonResource/getCommonCodes', tag: 'site', summary: 'The common menu codes.', reply: envelopeOf(commonCodes) }),
  searchConfig: endpoint({
    method: 'GET',
    path: '/rc-pub/front/site/:siteId/search-config',
    tag: 'site',
    summary: "A site's search resource types.",
    params: siteIdParams,
    reply: envelopeOf(z.array(searchResourceType)),
  }),
  searchConditions: endpoint({
    method: 'GET',
    path: '/rc-pub/front/site/:siteId/search-conditions',
    tag: 'site',
    summary: "A site's search fields of one resource type (advanced search).",
    params: siteIdParams,
    query: z.object({ type: searchResourceCode }),
    reply: envelopeOf(z.array(searchCondition)),
  }),
  bootstrap: endpoint({
    method: 'GET',
    path: '/rc-pub/front/bootstrap',
    tag: 'site',
    summary: "Everything a page of the site needs to start, in one reply (the site by sld, siteId, domain, the siteId header or the Host); expired and maintenance sites answer their status with the notice as data.",
    query: z.object({ sld: z.string().min(1).optional(), siteId: numericId.optional(), domain: z.string().min(1).optional(), lang: languageSegment.optional() }),
    reply: envelopeOf(bootstrap),
  }),
} as const;
