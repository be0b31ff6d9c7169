import { z } from 'zod';
import { numericId } from '../primitives.ts';
import { groupMember, siteSummary } from '../site.ts';
import { endpoint, envelopeOf, untypedEnvelope } from './endpoint.ts';

const get = (path: string, summary: string) => endpoint({ method: 'GET', path, tag: 'site', summary, reply: untypedEnvelope });

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
  configHeader: get('/rc-pub/front/site/getConfigHeader', "The site's header configuration."),
  publicationConfig: get('/rc-pub/front/config-publication/getPublicationConfig', "The site's publication configuration."),
  footerConfig: get('/rc-pub/front/config-footer/getFooterConfig', "The site's footer configuration."),
  aggregatedConfig: get('/rc-pub/front/site/getAggregatedConfig', "The site's aggregated configuration."),
  basicInfo: get('/rc-pub/front/site/getBasicInfo', "The site's basic information."),
  magazineFunctions: get('/rc-pub/front/site/getMagazineFunctionalControl', 'Which journal functions the site offers.'),
  checkPower: get('/rc-pub/front/site/checkPower', "Whether the reader's address may read the site."),
  channelList: get('/rc-pub/front/channel/list', "The site's channels (menu)."),
  moduleList: get('/rc-pub/front/module/list', "The home page's modules."),
  aiqaConfig: get('/rc-pub/front/aiqa/getAiqaConfig', "The site's AI question answering configuration."),
  aiqaAppInfo: get('/rc-pub/front/aiqa/getAppInfo', "The AI question answering application's information."),
  commonCodes: get('/rc-pub/front/commonResource/getCommonCodes', 'The common code tables.'),
  searchConfig: get('/rc-pub/front/site/:siteId/search-config', "A site's search configuration."),
  searchConditions: get('/rc-pub/front/site/:siteId/search-conditions', "A site's search conditions (advanced search fields)."),
  bootstrap: get('/rc-pub/front/bootstrap', 'Everything a page of the site needs to start, in one reply.'),
} as const;
