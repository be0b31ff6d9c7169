import { QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteNotice, type Bootstrap } from '../../../schemas/bootstrap.ts';
import type { MenuItem } from '../../../schemas/menu.ts';
import { defaultThemeColours } from '../../../schemas/theme-defaults.ts';
import { isOn, newestFirst, readConfig, readGlobalConfig, readSeed, type Json } from '../../../tests/integration/helpers.ts';
import { createApiClient } from '../../api/api-client.ts';
import { ApiStatusError, ApiTransportError } from '../../api/api-errors.ts';
import { assembleBootstrapFromSpecCalls } from '../assemble-from-spec-calls.ts';
import { bootstrapQuery } from '../bootstrap-query.ts';
import { parseBootstrap } from '../parse-bootstrap.ts';

/**
 * An ORIGINAL-style `/rc-pub` back end (no bootstrap endpoint; `configData` nesting, "1"/"0" flags, `;`-joined
 * keywords, `article` for thesis, ids as strings), built from the sample configuration files, against which the
 * runtime assembles the bootstrap from the spec's individual calls. The expected bootstrap is what the reference
 * server's own assembly (server/bootstrap/assemble-bootstrap.ts) makes of the same files, read here independently.
 */

const origin = 'https://original.example';
const slds = ['optics', 'ecology', 'sciencegroup'] as const;

// ---------------------------------------------------------------------------------------------------------------
// The sample files, and the original wire shapes made of them.

type SiteFiles = { site: Json & { siteId: number; sld: string; domains: string[]; members?: string[]; colour?: number }; part: (file: string) => Json | undefined };

function filesOf(sld: string): SiteFiles {
  const part = (file: string) => {
    try {
      return readConfig(sld, file);
    } catch {
      return undefined;
    }
  };
  return { site: part('site.json') as SiteFiles['site'], part };
}

const sites = new Map(slds.map((sld) => [sld as string, filesOf(sld)]));
const bySiteId = (siteId: string | null) => [...sites.values()].find((files) => String(files.site.siteId) === siteId);
const commonCodes = (readGlobalConfig('common-codes.json').codes as string[]) ?? [];
const themeOverrides = (readGlobalConfig('themes.json').colours as Array<{ colorId: number }>) ?? [];

const wireFlag = (value: unknown) => (value === undefined ? undefined : isOn(value) ? '1' : '0');
function withWireFlags(object: Json | undefined, flags: string[]): Json {
  const copy: Json = { ...object };
  for (const name of flags) if (name in copy) copy[name] = wireFlag(copy[name]);
  return copy;
}

/** The original's site lookup: ids as strings, groupSite as "1"/"0", one domain, no Masthead-only fields. */
function siteWire({ site }: SiteFiles): Json {
  return {
    siteId: String(site.siteId),
    sld: site.sld,
    name: site.name,
    enName: site.enName ?? '',
    domain: site.domains[0] ?? '',
    groupSite: wireFlag(site.groupSite ?? 0),
    topicId: String(site.topicId ?? 0),
    grayType: site.grayType ?? 0,
    colour: String(site.colour ?? 1),
    logo1: site.logo1 ?? '',
    umtFlag: wireFlag(site.umtFlag ?? 0),
    templateId: site.templateId ?? 1,
    pictureUrl: site.pictureUrl ?? '',
    keywords: site.keywords ?? '',
    defaultLanguage: site.defaultLanguage ?? 'zh',
  };
}

function headerWire(header: Json | undefined): Json {
  const { customButtonList = [], cssContent = '', resourceType = [], ...rest } = header ?? {};
  return {
    ...withWireFlags(rest, ['ceiling', 'showLogin', 'groupEntrance', 'searchBox', 'advSearch', 'resourceSearch', 'switchLanguage']),
    resourceType: (resourceType as string[]).map((code) => (code === 'thesis' ? 'article' : code)).join(','),
    configData: {
      customButtonList: (customButtonList as Json[]).map((button) => withWireFlags(button, ['customButtonStatus'])),
      cssContent,
    },
  };
}

const isEnabled = (item: Json) => item.enable === undefined || isOn(item.enable);
function menuWire(items: Json[]): Json[] {
  return items.filter(isEnabled).map((item) => ({
    ...item,
    id: String(item.id),
    parentId: item.parentId === null || item.parentId === undefined ? null : String(item.parentId),
    enable: '1',
    children: menuWire((item.children as Json[] | undefined) ?? []),
  }));
}

function indexChannel(files: SiteFiles): Json | undefined {
  return ((files.part('menu.json')?.items as Json[] | undefined) ?? []).find((item) => item.code === 'index');
}

function latestPeriodsOf(sld: string, publicationId: number): Json[] {
  return newestFirst(readSeed(sld).periods.filter((period) => period.publicationId === publicationId)).slice(0, 2);
}

/** A topic's experts in `expert/list`'s default order (the seed's `sort`, then id). */
function expertsOf(sld: string, topicId: number): Json[] {
  return readSeed(sld)
    .experts.filter((expert) => expert.topicId === topicId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** The site's journal as `front-publication/detail` answers it: its configured publication, else its first. */
function journalOf(sld: string, publicationId: unknown): Json | undefined {
  const journals = readSeed(sld).journals;
  return journals.find((journal) => journal.id === publicationId) ?? journals[0];
}

const flagsOf = {
  publication: ['showPages', 'showDoi', 'downloadEnabled', 'onlineFirst', 'justAccepted'],
  footer: ['showFriendshipLinks'],
  aggregated: ['enableComment', 'enableTranslation'],
  magazineFunctions: ['subscribe', 'favourite', 'download', 'citationExport', 'share', 'translation', 'comments', 'metrics'],
  aiqa: ['enabled', 'showOnHome', 'showOnArticle'],
};

// ---------------------------------------------------------------------------------------------------------------
// The mocked back end, recording when each request starts and ends.

type Seen = { path: string; query: string; start: number; end: number };
const seen: Seen[] = [];
const handlerDelayMs = 25;

const ok = (data: unknown) => HttpResponse.json({ status: 0, message: null, data });
const unknownSite = () => HttpResponse.json({ status: 10001, message: 'Site not found' });

type Answer = (url: URL) => Response | Promise<Response>;
function route(path: string, answer: Answer) {
  return http.get(`${origin}${path}`, async ({ request }) => {
    const url = new URL(request.url);
    const entry: Seen = { path: url.pathname, query: url.search, start: performance.now(), end: Number.POSITIVE_INFINITY };
    seen.push(entry);
    await delay(handlerDelayMs);
    try {
      return await answer(url);
    } finally {
      entry.end = performance.now();
    }
  });
}

/** A site-scoped call of the original: the siteId query parameter names the site; the answer is made from its files. */
function siteRoute(path: string, answer: (files: SiteFiles, url: URL) => Response) {
  return route(path, (url) => {
    const files = bySiteId(url.searchParams.get('siteId'));
    return files ? answer(files, url) : unknownSite();
  });
}

const originalApi = [
  route('/rc-pub/front/bootstrap', () => HttpResponse.json({ status: 40400, message: 'No such endpoint' }, { status: 404 })),
  route('/rc-pub/front/site/findBySld', (url) => {
    const files = sites.get(url.searchParams.get('sld') ?? '');
    return files ? ok(siteWire(files)) : unknownSite();
  }),
  route('/rc-pub/front/site/findByDomain', (url) => {
    const files = [...sites.values()].find((entry) => entry.site.domains.includes(url.searchParams.get('domain') ?? ''));
    return files ? ok(siteWire(files)) : unknownSite();
  }),
  siteRoute('/rc-pub/front/site/findBySiteId', (files) => ok(siteWire(files))),
  siteRoute('/rc-pub/front/front-publication/findGroupBySiteId', (files) => {
    const members = files.site.groupSite ? (files.site.members ?? []).map((sld) => sites.get(sld)!) : [files];
    return ok(members.map(({ site }) => ({ siteId: String(site.siteId), sld: site.sld, name: site.name, enName: site.enName ?? '', logo: site.logo1 ?? '' })));
  }),
  siteRoute('/rc-pub/front/site/getConfigHeader', (files) => ok(headerWire(files.part('header.json')))),
  siteRoute('/rc-pub/front/config-publication/getPublicationConfig', (files) => {
    const publication = withWireFlags(files.part('publication.json'), flagsOf.publication);
    return ok({ ...publication, publicationId: publication.publicationId === undefined ? null : String(publication.publicationId) });
  }),
  siteRoute('/rc-pub/front/config-footer/getFooterConfig', (files) => ok(withWireFlags(files.part('footer.json'), flagsOf.footer))),
  siteRoute('/rc-pub/front/site/getAggregatedConfig', (files) => ok(withWireFlags(files.part('aggregated.json'), flagsOf.aggregated))),
  siteRoute('/rc-pub/front/channel/list', (files, url) => {
    if (url.searchParams.get('filter') !== 'true') return HttpResponse.json({ status: 40000, message: 'filter' }, { status: 400 });
    return ok(menuWire((files.part('menu.json')?.items as Json[] | undefined) ?? []));
  }),
  siteRoute('/rc-pub/front/site/getBasicInfo', (files) => {
    const info = files.part('basic-info.json') ?? {};
    return ok({ ...info, keywords: ((info.keywords as string[]) ?? []).join(';'), enKeywords: ((info.enKeywords as string[]) ?? []).join(';') });
  }),
  siteRoute('/rc-pub/front/front-period/getFirstTwoPeriods', (files, url) => {
    const asked = url.searchParams.get('publicationIndexId');
    if (asked === null || asked !== String(files.part('publication.json')?.publicationId)) {
      return HttpResponse.json({ status: 40000, message: 'publicationIndexId' }, { status: 400 });
    }
    return ok(latestPeriodsOf(files.site.sld, Number(asked)));
  }),
  siteRoute('/rc-pub/front/module/list', (files, url) => {
    if (url.searchParams.get('channelId') !== String(indexChannel(files)?.id)) return HttpResponse.json({ status: 40400, message: 'channel' }, { status: 404 });
    return ok(((files.part('modules.json')?.home as Json[] | undefined) ?? []).map((module) => withWireFlags(module, ['enable'])));
  }),
  siteRoute('/rc-pub/front/site/getMagazineFunctionalControl', (files) =>
    ok(withWireFlags(files.part('magazine-functions.json'), flagsOf.magazineFunctions)),
  ),
  siteRoute('/rc-pub/front/site/checkPower', (files) => {
    const access = files.part('access.json') ?? {};
    return ok({ visitPower: wireFlag(access.visitPower ?? 1), downloadPower: wireFlag(access.downloadPower ?? 1) });
  }),
  siteRoute('/rc-pub/front/aiqa/getAiqaConfig', (files) => {
    const aiqa = files.part('aiqa.json');
    if (!aiqa) return ok(null);
    // The original's config call does not name the assistant; getAppInfo does.
    const { appName: _name, enAppName: _enName, ...rest } = withWireFlags(aiqa, flagsOf.aiqa);
    return ok(rest);
  }),
  siteRoute('/rc-pub/front/aiqa/getAppInfo', (files) => {
    const aiqa = files.part('aiqa.json');
    return ok(aiqa ? { name: aiqa.appName, enName: aiqa.enAppName } : null);
  }),
  route('/rc-pub/front/commonResource/getCommonCodes', () => ok(commonCodes)),
  siteRoute('/rc-pub/front/front-publication/detail', (files) => {
    const journal = journalOf(files.site.sld, files.part('publication.json')?.publicationId);
    return journal ? ok({ ...journal, id: String(journal.id) }) : HttpResponse.json({ status: 40400, message: 'this site has no publication' }, { status: 404 });
  }),
  siteRoute('/rc-pub/front/expert/list', (files, url) => {
    const experts = expertsOf(files.site.sld, Number(url.searchParams.get('topicId')));
    const size = Number(url.searchParams.get('size') ?? 10);
    return ok({ content: experts.slice(0, size), totalElements: experts.length, totalPages: Math.ceil(experts.length / size), number: 0, size });
  }),
  route('/rc-pub/front/site/:siteId/search-config', (url) => {
    const files = bySiteId(url.pathname.split('/')[4] ?? null);
    if (!files) return unknownSite();
    const types = ((files.part('search.json')?.resourceTypes as Json[] | undefined) ?? []).map((type) => ({
      ...withWireFlags(type, ['isOpenConfig']),
      type: String(type.type),
      code: type.code === 'thesis' ? 'article' : type.code,
    }));
    return ok(types);
  }),
  route('/rc-pub/front/site/:siteId/search-conditions', (url) => {
    const files = bySiteId(url.pathname.split('/')[4] ?? null);
    if (!files) return unknownSite();
    const type = url.searchParams.get('type');
    const conditions = (files.part('search.json')?.conditions as Record<string, unknown> | undefined) ?? {};
    return ok(conditions[type === 'article' ? 'thesis' : (type ?? '')] ?? []);
  }),
];

const server = setupServer(...originalApi);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const api = createApiClient({ baseUrl: origin, getToken: () => undefined, getLanguage: () => 'zh', getSiteId: () => undefined });

// ---------------------------------------------------------------------------------------------------------------
// What the reference server's bootstrap says for the same files (server/bootstrap/assemble-bootstrap.ts).

function summaryOf({ site }: SiteFiles): Json {
  return {
    siteId: site.siteId,
    sld: site.sld,
    name: site.name,
    enName: site.enName,
    status: site.status,
    groupSite: site.groupSite,
    topicId: site.topicId,
    grayType: site.grayType,
    colour: site.colour,
    logo1: site.logo1,
    defaultLanguage: site.defaultLanguage,
    domain: site.domains[0] ?? '',
  };
}

function serverBootstrap(sld: string, lang?: string): Bootstrap {
  let files = sites.get(sld)!;
  let group: Json | null = null;
  if (files.site.groupSite) {
    const members = (files.site.members ?? []).map((member) => sites.get(member)!);
    group = {
      site: summaryOf(files),
      members: members.map(({ site }) => ({ siteId: site.siteId, sld: site.sld, name: site.name, enName: site.enName, logo: site.logo1 })),
    };
    files = members[0]!;
  }
  const { site, part } = files;
  const header = part('header.json') ?? {};
  const publication = part('publication.json') ?? {};
  const search = part('search.json') ?? {};
  const access = part('access.json') ?? {};
  return parseBootstrap({
    language: lang ?? header.defaultLanguage ?? 'zh',
    site: summaryOf(files),
    group,
    features: site.features ?? {},
    basicInfo: part('basic-info.json') ?? {},
    header,
    footer: part('footer.json') ?? {},
    publication,
    aggregated: part('aggregated.json') ?? {},
    menu: part('menu.json')?.items ?? [],
    homeModules: part('modules.json')?.home ?? [],
    latestPeriods: latestPeriodsOf(site.sld, publication.publicationId as number),
    firstExpertId: expertsOf(site.sld, Number(site.topicId ?? 0))[0]?.id ?? null,
    journal: journalOf(site.sld, publication.publicationId) ?? null,
    magazineFunctions: part('magazine-functions.json') ?? {},
    access: { visitPower: isOn(access.visitPower ?? 1), downloadPower: isOn(access.downloadPower ?? 1) },
    aiqa: part('aiqa.json') ?? null,
    search: { resourceTypes: search.resourceTypes ?? [], conditions: search.conditions ?? {} },
    searchBoxes: search.boxes ?? [],
    theme: themeOverrides.find((entry) => entry.colorId === site.colour) ?? defaultThemeColours.find((entry) => entry.colorId === site.colour),
    commonCodes,
    diagnostics: [],
  }).bootstrap;
}

function enabledOnly(items: MenuItem[]): MenuItem[] {
  return items.filter((item) => item.enable).map((item) => ({ ...item, children: enabledOnly(item.children) }));
}

/**
 * The server's bootstrap, less what the original API cannot give (documented in assemble-from-spec-calls.ts): the
 * menu's disabled entries (`channel/list?filter=true`), the search-box components and the Masthead-only features.
 */
function expectedFromOriginal(sld: string, lang?: string): Bootstrap {
  const full = serverBootstrap(sld, lang);
  return { ...full, menu: enabledOnly(full.menu), searchBoxes: [], features: parseBootstrap({ ...full, features: {} }).bootstrap.features };
}

// ---------------------------------------------------------------------------------------------------------------
// Sequential rounds, from the recorded request times.

/** Each request's round: 1 + the highest round among the requests that had ended before it started. */
function rounds(): Map<Seen, number> {
  const ordered = [...seen].sort((a, b) => a.start - b.start);
  const round = new Map<Seen, number>();
  for (const entry of ordered) {
    const before = ordered.filter((other) => other.end <= entry.start).map((other) => round.get(other) ?? 0);
    round.set(entry, 1 + Math.max(0, ...before));
  }
  return round;
}

function callsByRound(): string[][] {
  const byRound: string[][] = [];
  for (const [entry, round] of rounds()) (byRound[round - 1] ??= []).push(entry.path.replace(/\/site\/\d+\//, '/site/{siteId}/'));
  return byRound.map((paths) => [...new Set(paths)].sort());
}

const step2 = [
  '/rc-pub/front/aiqa/getAiqaConfig',
  '/rc-pub/front/aiqa/getAppInfo',
  '/rc-pub/front/channel/list',
  '/rc-pub/front/commonResource/getCommonCodes',
  '/rc-pub/front/config-footer/getFooterConfig',
  '/rc-pub/front/config-publication/getPublicationConfig',
  '/rc-pub/front/expert/list',
  '/rc-pub/front/front-publication/detail',
  '/rc-pub/front/site/checkPower',
  '/rc-pub/front/site/getAggregatedConfig',
  '/rc-pub/front/site/getBasicInfo',
  '/rc-pub/front/site/getConfigHeader',
  '/rc-pub/front/site/getMagazineFunctionalControl',
  '/rc-pub/front/site/{siteId}/search-config',
];
const step3 = ['/rc-pub/front/front-period/getFirstTwoPeriods', '/rc-pub/front/module/list', '/rc-pub/front/site/{siteId}/search-conditions'];

const failWith = (path: string, response: () => Response) => server.use(route(path, response));

// ---------------------------------------------------------------------------------------------------------------

describe('assembleBootstrapFromSpecCalls against an original back end', () => {
  it('gives what the server bootstrap gives for optics (less what the original API lacks), with no diagnostics', async () => {
    const { bootstrap, diagnostics } = await assembleBootstrapFromSpecCalls(api, { sld: 'optics' });

    expect(diagnostics).toEqual([]);
    expect(bootstrap).toEqual(expectedFromOriginal('optics'));
    // The wire's "1"/"0", configData nesting, `;` keywords, string ids and `article` arrived as Masthead keeps them.
    expect(bootstrap.language).toBe('zh');
    expect(bootstrap.header.customButtonList).toHaveLength(2);
    expect(bootstrap.header.resourceType[0]).toBe('thesis');
    expect(bootstrap.basicInfo.keywords).toContain('光子学');
    expect(bootstrap.search.conditions.thesis?.length).toBeGreaterThan(0);
    expect(bootstrap.aiqa?.appName).toBe('光学小助手');
    expect(bootstrap.latestPeriods.map((period) => period.id)).toEqual(latestPeriodsOf('optics', 1001).map((period) => period.id));
    expect(bootstrap.homeModules.map((module) => module.code)).toContain('carousel');
    expect(bootstrap.menu.some((item) => item.children.some((child) => child.id === 1305))).toBe(false); // disabled
  });

  it('takes three sequential rounds: the lookup, the site-keyed calls, the calls that need their answers', async () => {
    await assembleBootstrapFromSpecCalls(api, { sld: 'optics' });

    expect(Math.max(...rounds().values())).toBe(3);
    expect(callsByRound()).toEqual([['/rc-pub/front/site/findBySld'], step2, step3]);
    // One search-conditions call per resource type of the site; the bootstrap endpoint is never asked.
    const types = (readConfig('optics', 'search.json').resourceTypes as unknown[]).length;
    expect(seen.filter((entry) => entry.path.endsWith('/search-conditions'))).toHaveLength(types);
    expect(seen.some((entry) => entry.path === '/rc-pub/front/bootstrap')).toBe(false);
    expect(seen.find((entry) => entry.path === '/rc-pub/front/module/list')?.query).toContain(`channelId=${indexChannel(sites.get('optics')!)?.id}`);
    expect(seen.find((entry) => entry.path.endsWith('getFirstTwoPeriods'))?.query).toContain('publicationIndexId=1001');
  });

  it('finds a site by domain and keeps the language asked for (ecology, en)', async () => {
    const { bootstrap, diagnostics } = await assembleBootstrapFromSpecCalls(api, { domain: 'ecology.localhost' }, 'en');

    expect(diagnostics).toEqual([]);
    expect(bootstrap).toEqual(expectedFromOriginal('ecology', 'en'));
    expect(bootstrap.access).toEqual({ visitPower: true, downloadPower: false });
    expect(Object.keys(bootstrap.search.conditions).sort()).toEqual(['news', 'picture', 'table', 'thesis', 'video']);
    expect(callsByRound()[0]).toEqual(['/rc-pub/front/site/findByDomain']);
  });

  it('resolves a group site to its first member, recording the group, in one more round', async () => {
    const { bootstrap, diagnostics } = await assembleBootstrapFromSpecCalls(api, { sld: 'sciencegroup' });

    expect(diagnostics).toEqual([]);
    expect(bootstrap).toEqual(expectedFromOriginal('sciencegroup'));
    expect(bootstrap.site.sld).toBe('optics');
    expect(bootstrap.group?.site.sld).toBe('sciencegroup');
    expect(bootstrap.group?.members.map((member) => member.sld)).toEqual(['optics', 'ecology']);
    expect(callsByRound()).toEqual([
      ['/rc-pub/front/site/findBySld'],
      ['/rc-pub/front/front-publication/findGroupBySiteId'],
      [...step2.filter((path) => path !== '/rc-pub/front/expert/list'), '/rc-pub/front/site/findBySiteId'].sort(),
      // The expert list names the member's topic, which its lookup gives.
      [...step3, '/rc-pub/front/expert/list'].sort(),
    ]);
    // Everything after the lookups is asked for the member.
    for (const entry of seen.filter((call) => call.path.includes('/config-'))) expect(entry.query).toContain('siteId=101');
  });

  it('a failing footer (HTTP 500) leaves the footer defaults and a diagnostic; the rest of the site bootstraps', async () => {
    failWith('/rc-pub/front/config-footer/getFooterConfig', () => HttpResponse.json({ status: 50000, message: 'Internal server error' }, { status: 500 }));

    const { bootstrap, diagnostics } = await assembleBootstrapFromSpecCalls(api, { sld: 'optics' });

    expect(bootstrap.footer).toEqual(parseBootstrap({ ...expectedFromOriginal('optics'), footer: {} }).bootstrap.footer);
    expect(bootstrap.footer.copyright).toBe('');
    expect(diagnostics).toEqual([{ file: 'api', path: 'footer', message: expect.stringContaining('getFooterConfig') }]);
    expect(diagnostics[0]!.message).toContain('Internal server error');
    expect({ ...bootstrap, footer: undefined, diagnostics: [] }).toEqual({ ...expectedFromOriginal('optics'), footer: undefined });
  });

  it('several broken parts each fall back alone: a dead checkPower, one search type, a malformed header, no module list', async () => {
    failWith('/rc-pub/front/site/checkPower', () => HttpResponse.error());
    failWith('/rc-pub/front/site/:siteId/search-conditions', () => HttpResponse.json({ status: 50000, message: 'search down' }, { status: 500 }));
    failWith('/rc-pub/front/site/getConfigHeader', () => ok({ ...headerWire(readConfig('optics', 'header.json')), navStyle: 'wide' }));
    failWith('/rc-pub/front/module/list', () => new HttpResponse('<html>Not Found</html>', { status: 404 }));

    const { bootstrap, diagnostics } = await assembleBootstrapFromSpecCalls(api, { sld: 'optics' });
    const expected = expectedFromOriginal('optics');

    expect(bootstrap.access).toEqual({ visitPower: true, downloadPower: true });
    expect(bootstrap.search.resourceTypes).toEqual(expected.search.resourceTypes);
    expect(bootstrap.search.conditions).toEqual({});
    expect(bootstrap.homeModules).toEqual([]);
    expect(bootstrap.header).toEqual({ ...expected.header, navStyle: 1 });
    expect(bootstrap.footer).toEqual(expected.footer);
    expect(bootstrap.menu).toEqual(expected.menu);
    const paths = diagnostics.map((entry) => `${entry.file}:${entry.path}`);
    expect(paths).toEqual([
      'api:homeModules',
      'api:access',
      ...expected.search.resourceTypes.map((type) => `api:search.conditions.${type.code}`),
      'api:header.navStyle',
    ]);
  });

  it('a failed channel list leaves the menu and the home modules empty, with a diagnostic each', async () => {
    failWith('/rc-pub/front/channel/list', () => HttpResponse.json({ status: 50000, message: 'menu down' }, { status: 500 }));

    const { bootstrap, diagnostics } = await assembleBootstrapFromSpecCalls(api, { sld: 'optics' });

    expect(bootstrap.menu).toEqual([]);
    expect(bootstrap.homeModules).toEqual([]);
    expect(diagnostics.map((entry) => entry.path)).toEqual(['menu', 'homeModules']);
    expect(seen.some((entry) => entry.path === '/rc-pub/front/module/list')).toBe(false);
  });

  it('an unknown site fails with the lookup’s own 10001 and asks nothing else', async () => {
    const error = await assembleBootstrapFromSpecCalls(api, { sld: 'nosuchsite' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiStatusError);
    expect((error as ApiStatusError).status).toBe(10001);
    expect(seen.map((entry) => entry.path)).toEqual(['/rc-pub/front/site/findBySld']);
  });

  it('an expired site (10002 from its config calls) fails with 10002 and the notice, as the bootstrap endpoint does', async () => {
    failWith('/rc-pub/front/site/getConfigHeader', () =>
      HttpResponse.json({ status: 10002, message: 'Website Expiration Reminder! This website has expired, please contact the enterprise administrator for further use.' }),
    );

    const error = await assembleBootstrapFromSpecCalls(api, { sld: 'optics' }).catch((caught: unknown) => caught);
    const failedAt = performance.now();

    expect(error).toBeInstanceOf(ApiStatusError);
    expect((error as ApiStatusError).status).toBe(10002);
    const notice = siteNotice.parse((error as ApiStatusError).data);
    expect(notice).toMatchObject({ kind: 'expired', site: { sld: 'optics' }, title: 'Website Expiration Reminder!' });
    // Nothing more is asked once the site is known to be closed.
    await delay(handlerDelayMs * 3);
    expect(seen.filter((entry) => entry.start > failedAt)).toEqual([]);
  });

  it('a site whose lookup says maintenance fails with 10003 before asking for its configuration', async () => {
    failWith('/rc-pub/front/site/findBySld', () => ok({ ...siteWire(sites.get('optics')!), status: 'maintenance' }));

    const error = (await assembleBootstrapFromSpecCalls(api, { sld: 'optics' }).catch((caught: unknown) => caught)) as ApiStatusError;

    expect(error.status).toBe(10003);
    expect(siteNotice.parse(error.data).kind).toBe('maintenance');
    expect(seen).toHaveLength(1);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const pending = assembleBootstrapFromSpecCalls(api, { sld: 'optics' }, undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('navigated away')), handlerDelayMs + 10);
    await expect(pending).rejects.toThrow('navigated away');
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('bootstrapQuery', () => {
  const fetchBootstrap = (key: { sld: string } | { domain: string }) =>
    new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(bootstrapQuery(api, key));

  it('uses the single bootstrap endpoint when it exists: one request', async () => {
    const reply = { ...serverBootstrap('optics'), diagnostics: [] };
    failWith('/rc-pub/front/bootstrap', () => ok(reply));

    const { bootstrap } = await fetchBootstrap({ sld: 'optics' });

    expect(bootstrap).toEqual(serverBootstrap('optics'));
    expect(seen.map((entry) => `${entry.path}${entry.query.replace(/&timestamps=\d+/, '')}`)).toEqual(['/rc-pub/front/bootstrap?sld=optics']);
  });

  it.each([
    ['envelope status 40400 (HTTP 404)', () => HttpResponse.json({ status: 40400, message: 'No such endpoint' }, { status: 404 })],
    ['HTTP 404 without an envelope', () => new HttpResponse('<html><body>404 Not Found</body></html>', { status: 404, headers: { 'content-type': 'text/html' } })],
    ['HTTP 404 with a JSON error body', () => HttpResponse.json({ error: 'Not Found', path: '/rc-pub/front/bootstrap' }, { status: 404 })],
    ['a Spring-style error body whose status is 404', () => HttpResponse.json({ timestamp: '2025-01-01T00:00:00Z', status: 404, error: 'Not Found', path: '/rc-pub/front/bootstrap' }, { status: 404 })],
    ['envelope status 40400 with HTTP 200', () => HttpResponse.json({ status: 40400, message: 'No such endpoint' })],
  ])('falls back to the individual calls on %s', async (_name, answer) => {
    failWith('/rc-pub/front/bootstrap', answer);

    const { bootstrap, diagnostics } = await fetchBootstrap({ sld: 'optics' });

    expect(diagnostics).toEqual([]);
    expect(bootstrap).toEqual(expectedFromOriginal('optics'));
    expect(seen[0]!.path).toBe('/rc-pub/front/bootstrap');
    expect(callsByRound()).toEqual([['/rc-pub/front/bootstrap'], ['/rc-pub/front/site/findBySld'], step2, step3]);
  });

  it.each([
    ['10001 unknown site', () => HttpResponse.json({ status: 10001, message: 'Site not found' }), 10001],
    ['10002 expired site', () => HttpResponse.json({ status: 10002, message: 'expired', data: { site: summaryOf(sites.get('optics')!), kind: 'expired', title: 't', message: 'm' } }), 10002],
    ['10003 maintenance', () => HttpResponse.json({ status: 10003, message: 'maintenance' }), 10003],
    ['HTTP 500 with an envelope', () => HttpResponse.json({ status: 50000, message: 'Internal server error' }, { status: 500 }), 50000],
  ])('propagates %s unchanged, without trying the individual calls', async (_name, answer, status) => {
    failWith('/rc-pub/front/bootstrap', answer);

    const error = await fetchBootstrap({ sld: 'optics' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiStatusError);
    expect((error as ApiStatusError).status).toBe(status);
    expect(seen.map((entry) => entry.path)).toEqual(['/rc-pub/front/bootstrap']);
  });

  it.each([
    ['HTTP 502 from a proxy', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }), 502],
    ['HTTP 503 without a body', () => new HttpResponse(null, { status: 503 }), 503],
    ['a network error', () => HttpResponse.error(), undefined],
  ])('propagates a transport failure (%s) unchanged', async (_name, answer, httpStatus) => {
    failWith('/rc-pub/front/bootstrap', answer);

    const error = await fetchBootstrap({ sld: 'optics' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiTransportError);
    expect((error as ApiTransportError).httpStatus).toBe(httpStatus);
    expect(seen.map((entry) => entry.path)).toEqual(['/rc-pub/front/bootstrap']);
  });
});
