import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { siteEndpoints as site } from '../../schemas/api/site-endpoints.ts';
import { accessConfig } from '../../schemas/access.ts';
import { journal } from '../../schemas/content/journal.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { groupMember, siteSummary, type SiteSummary } from '../../schemas/site.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { parseLeniently } from '../../schemas/lenient-parse.ts';
import { contentLanguage, numericId } from '../../schemas/primitives.ts';
import { searchResourceCodes, type SearchResourceCode } from '../../schemas/search-config.ts';
import { statusCodes, statusMessages } from '../../schemas/status-codes.ts';
import { defaultThemeColours } from '../../schemas/theme-defaults.ts';
import type { ApiClient } from '../api/api-client.ts';
import { ApiStatusError } from '../api/api-errors.ts';
import type { Query } from '../api/build-request.ts';
import { endpointPath } from '../api/call-endpoint.ts';
import type { SiteKey } from './bootstrap-key.ts';
import { parseBootstrap, UnusableBootstrapError, type ParsedBootstrap } from './parse-bootstrap.ts';

/**
 * The spec §7 calls this module makes, by the bootstrap part each one feeds: their entries' paths. Their replies are
 * read as they come, not with the entries' schemas: an original deployment answers in its own way (numbers as
 * strings, fields Masthead adds left out), and each part is read leniently, into defaults and diagnostics.
 */
export const specCallPaths = {
  findBySld: endpointPath(site.findBySld),
  findByDomain: endpointPath(site.findByDomain),
  findBySiteId: endpointPath(site.findBySiteId),
  findGroupBySiteId: endpointPath(site.findGroupBySiteId),
  header: endpointPath(site.configHeader),
  publication: endpointPath(site.publicationConfig),
  footer: endpointPath(site.footerConfig),
  aggregated: endpointPath(site.aggregatedConfig),
  channelList: endpointPath(site.channelList),
  basicInfo: endpointPath(site.basicInfo),
  firstTwoPeriods: endpointPath(catalogueEndpoints.firstTwoPeriods),
  moduleList: endpointPath(site.moduleList),
  magazineFunctions: endpointPath(site.magazineFunctions),
  checkPower: endpointPath(site.checkPower),
  aiqaConfig: endpointPath(site.aiqaConfig),
  aiqaAppInfo: endpointPath(site.aiqaAppInfo),
  commonCodes: endpointPath(site.commonCodes),
  expertList: endpointPath(catalogueEndpoints.expertList),
  publicationDetail: endpointPath(contentListEndpoints.publicationDetail),
  searchConfig: (siteId: number) => endpointPath(site.searchConfig, { siteId }),
  searchConditions: (siteId: number) => endpointPath(site.searchConditions, { siteId }),
} as const;

/** The `file` of the diagnostics this module records (a part that could not be loaded, or that arrived broken). */
export const specCallsDiagnosticFile = 'api';

export interface AssembleOptions {
  /** Cancels every call (e.g. TanStack Query's signal); the assembly then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** A part as loaded: its raw value (or its defaults) and, when it could not be loaded, why. */
type Loaded<T> = { value: T; problems: Diagnostic[] };

/**
 * Builds the raw bootstrap (schemas/bootstrap.ts) from the spec's individual calls, for `/rc-pub` back ends that have
 * no `GET /rc-pub/front/bootstrap` (the original API). The calls form a dependency graph, not the spec's waterfall:
 *
 * 1. **Site lookup**: `findBySld` or `findByDomain` (everything else needs the site id). A group site adds
 *    `findGroupBySiteId` (its members), one step more, and continues with the first member.
 * 2. **Everything keyed by the site id, all at once**: header, publication config, footer, aggregated config, channel
 *    list (`filter=true`), basic info, magazine functions, `checkPower`, AI config and app info, common codes and
 *    search config (and, for a group, the first member's `findBySiteId`).
 * 3. **The three calls that need an answer of step 2**, each started the moment its own prerequisite arrives (not
 *    when the whole of step 2 is done): the home module list (`module/list` takes `channelId`, the id of the index
 *    channel, which only the channel list knows; the original API has no "home modules of a site" call), the first
 *    two periods (`publicationIndexId` comes from the publication config) and one `search-conditions` per resource
 *    type (the types come from `search-config`; asking for every possible code up front would cost 13 requests to
 *    save nothing, since step 3 exists anyway).
 *
 * So a site costs three sequential request times (a group site four), whatever its number of resource types.
 *
 * Only the site lookups are required: they fail the assembly with their own error (10001 → forbidden page). A site
 * that is expired or in maintenance (its status, or a 10002/10003 from any call) fails with that status and the
 * notice as data, as the bootstrap endpoint does. Any other failed call becomes a diagnostic
 * (`file: 'api'`, `path`: the part) and the part's defaults; the page still bootstraps.
 *
 * Not available from the original API, so defaults: `features` (unless the site lookup carries them), `searchBoxes`
 * (no call answers search-box components; the search blocks then use their built-in box), the theme (the default
 * palette entry for `site.colour`; a deployment's `themes.json` overrides are not published) and the menu's disabled
 * entries (`filter=true` leaves them out; they are never shown anyway).
 */
export async function assembleBootstrapFromSpecCalls(
  api: ApiClient,
  key: SiteKey,
  lang?: LanguageSegment,
  options: AssembleOptions = {},
): Promise<ParsedBootstrap> {
  const calls = new CallGroup(api, options.signal);
  try {
    return await assemble(calls, key, lang);
  } catch (error) {
    calls.stop(error);
    throw error;
  } finally {
    calls.close();
  }
}

/**
 * The calls of one assembly, cancelled together: when the caller's signal aborts, or when the assembly fails (a
 * site-level status, a failed lookup), nothing more is asked and what is in flight is aborted. Each call has its own
 * controller, so the caller's signal carries one listener, not one per call.
 */
class CallGroup {
  private readonly api: ApiClient;
  private readonly signal: AbortSignal | undefined;
  private readonly live = new Set<AbortController>();
  private stopped: { reason: unknown } | undefined;
  private readonly onAbort = () => this.stop(this.signal?.reason);

  constructor(api: ApiClient, signal: AbortSignal | undefined) {
    this.api = api;
    this.signal = signal;
    if (signal?.aborted) this.stopped = { reason: signal.reason };
    else signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  get isStopped(): boolean {
    return this.stopped !== undefined;
  }

  async get(path: string, query?: Query): Promise<unknown> {
    if (this.stopped) throw this.stopped.reason;
    const controller = new AbortController();
    this.live.add(controller);
    try {
      return await this.api.get(path, { query, schema: z.unknown(), signal: controller.signal });
    } finally {
      this.live.delete(controller);
    }
  }

  stop(reason: unknown): void {
    if (this.stopped) return;
    this.stopped = { reason };
    for (const controller of this.live) controller.abort(reason);
  }

  close(): void {
    this.signal?.removeEventListener('abort', this.onAbort);
  }
}

async function assemble(calls: CallGroup, key: SiteKey, lang: LanguageSegment | undefined): Promise<ParsedBootstrap> {
  const get = (path: string, query?: Query): Promise<unknown> => calls.get(path, query);

  // Step 1: the site (required).
  const lookupPath = 'sld' in key ? specCallPaths.findBySld : specCallPaths.findByDomain;
  const looked = readSiteSummary(await get(lookupPath, 'sld' in key ? { sld: key.sld } : { domain: key.domain }));

  let siteId = looked.summary.siteId;
  let group: { site: unknown; members: unknown[] } | null = null;
  let firstMember: z.infer<typeof groupMember> | undefined;
  if (looked.summary.groupSite) {
    const members = asArray(await get(specCallPaths.findGroupBySiteId, { siteId }));
    firstMember = members.map((entry) => groupMember.safeParse(entry)).find((parsed) => parsed.success)?.data;
    if (!firstMember) {
      throw new ApiStatusError({ method: 'GET', path: specCallPaths.findGroupBySiteId }, { status: statusCodes.siteNotFound, message: statusMessages.siteNotFound });
    }
    group = { site: looked.raw, members };
    siteId = firstMember.siteId;
  } else {
    assertServes(looked.summary, lookupPath);
  }

  // Step 2 (and step 3, chained onto its prerequisites): every other part; only site-level failures are fatal.
  const load = <T>(part: string, path: string, fetch: () => Promise<T>, fallback: T): Promise<Loaded<T>> =>
    fetch().then(
      (value) => ({ value, problems: [] }),
      (error: unknown) => {
        if (calls.isStopped || isSiteLevel(error)) throw error;
        return { value: fallback, problems: [failure(part, path, error)] };
      },
    );
  const bySite = (part: string, path: string, query: Query = {}) => load(part, path, () => get(path, { siteId, ...query }), undefined as unknown);

  // The site the bootstrap is for: a group's first member is looked up beside its configuration.
  let known = looked;
  const member = firstMember;
  const memberLookup = member
    ? get(specCallPaths.findBySiteId, { siteId }).then((data) => (known = readSiteSummary(data, member)))
    : Promise.resolve(looked);
  const header = bySite('header', specCallPaths.header);
  const publication = bySite('publication', specCallPaths.publication);
  const footer = bySite('footer', specCallPaths.footer);
  const aggregated = bySite('aggregated', specCallPaths.aggregated);
  const menu = load('menu', specCallPaths.channelList, async () => asArray(await get(specCallPaths.channelList, { siteId, filter: true })), [] as unknown[]);
  const basicInfo = bySite('basicInfo', specCallPaths.basicInfo);
  const magazineFunctions = bySite('magazineFunctions', specCallPaths.magazineFunctions);
  const access = load('access', specCallPaths.checkPower, async () => accessFromWire(await get(specCallPaths.checkPower, { siteId })), defaultAccess());
  const aiqa = bySite('aiqa', specCallPaths.aiqaConfig);
  const appInfo = bySite('aiqa.appName', specCallPaths.aiqaAppInfo);
  const commonCodes = load('commonCodes', specCallPaths.commonCodes, async () => codesFromWire(await get(specCallPaths.commonCodes)), [] as string[]);
  // The site's journal (its configured publication, else its first): structured data names its ISSNs.
  const journal = load('journal', specCallPaths.publicationDetail, async () => journalIdentityOf(await get(specCallPaths.publicationDetail, { siteId })), null);
  const searchConfigPath = specCallPaths.searchConfig(siteId);
  const resourceTypes = load('search', searchConfigPath, async () => asArray(await get(searchConfigPath)), [] as unknown[]);

  // Step 3: each waits only for the answer it depends on.
  const homeModules = menu.then(async (loaded): Promise<Loaded<unknown>> => {
    if (loaded.problems.length > 0) {
      return { value: [], problems: [problem('homeModules', 'not loaded: the channel list, which names the index channel, failed; no home modules')] };
    }
    const channelId = indexChannelId(loaded.value);
    if (channelId === undefined) return { value: [], problems: [problem('homeModules', 'the channel list has no index channel; no home modules')] };
    return load('homeModules', specCallPaths.moduleList, () => get(specCallPaths.moduleList, { siteId, channelId }), []);
  });
  const latestPeriods = publication.then((loaded) =>
    load(
      'latestPeriods',
      specCallPaths.firstTwoPeriods,
      () => get(specCallPaths.firstTwoPeriods, { siteId, publicationIndexId: publicationIdOf(loaded.value) }),
      [] as unknown,
    ),
  );
  // The first expert of the site's topic, whom the editorial board menu link opens on.
  const firstExpert = memberLookup.then((site) =>
    load('firstExpertId', specCallPaths.expertList, async () => firstExpertIdOf(await get(specCallPaths.expertList, { siteId, topicId: site.summary.topicId, page: 0, size: 10, sort: 'sort' })), null),
  );
  const searchConditions = resourceTypes.then((loaded) => {
    const path = specCallPaths.searchConditions(siteId);
    return Promise.all(
      resourceCodes(loaded.value).map(async ({ wire, code }) => {
        const answer = await load(`search.conditions.${code}`, path, () => get(path, { type: wire }), [] as unknown);
        return { code, ...answer };
      }),
    );
  });

  try {
    const [site, ...parts] = await Promise.all([
      memberLookup,
      header,
      publication,
      footer,
      aggregated,
      menu,
      basicInfo,
      magazineFunctions,
      access,
      aiqa,
      appInfo,
      commonCodes,
      resourceTypes,
      homeModules,
      latestPeriods,
      firstExpert,
      journal,
      searchConditions,
    ] as const);
    const [h, p, f, ag, m, b, mf, ac, ai, app, cc, rt, hm, lp, fe, jn, sc] = parts;

    assertServes(site.summary, specCallPaths.findBySiteId);

    const conditions: Partial<Record<SearchResourceCode, unknown>> = {};
    for (const answer of sc) {
      if (Array.isArray(answer.value) && answer.value.length > 0) conditions[answer.code] = answer.value;
    }
    const diagnostics = [b, h, f, p, ag, m, hm, lp, fe, jn, mf, ac, ai, app, rt, ...sc, cc].flatMap((loaded) => loaded.problems);

    const raw = {
      language: lang ?? headerLanguage(h.value) ?? site.summary.defaultLanguage,
      site: site.raw,
      group,
      features: featuresOf(site.raw),
      basicInfo: b.value ?? {},
      header: h.value ?? {},
      footer: f.value ?? {},
      publication: p.value ?? {},
      aggregated: ag.value ?? {},
      menu: m.value,
      homeModules: hm.value ?? [],
      latestPeriods: lp.value ?? [],
      firstExpertId: fe.value,
      journal: jn.value,
      magazineFunctions: mf.value ?? {},
      access: ac.value,
      aiqa: withAppName(ai.value, app.value),
      search: { resourceTypes: rt.value, conditions },
      searchBoxes: [],
      theme: defaultThemeColours.find((colour) => colour.colorId === site.summary.colour) ?? defaultThemeColours[0]!,
      commonCodes: cc.value,
      diagnostics,
    };
    return parseBootstrap(raw, specCallsDiagnosticFile);
  } catch (error) {
    // A 10002/10003 from a config call carries no notice; give it the one the bootstrap endpoint would have sent.
    if (error instanceof ApiStatusError && isClosedStatus(error.status) && error.data === undefined) {
      throw closedSite(known.summary, error.status, { method: error.method, path: error.path });
    }
    throw error;
  }
}

function asArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  throw new Error(`expected a list, got ${value === null ? 'null' : typeof value}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The site lookup's data as a summary. The original may send numbers as strings and may leave out what Masthead adds
 * (name, status, defaultLanguage); what is missing takes its default, and a missing name the group entry's or the sld.
 */
function readSiteSummary(data: unknown, member?: z.infer<typeof groupMember>): { raw: Record<string, unknown>; summary: SiteSummary } {
  const raw: Record<string, unknown> = isRecord(data) ? { ...data } : {};
  for (const field of ['colour', 'grayType'] as const) {
    const value = raw[field];
    if (typeof value === 'string' && /^\d+$/.test(value)) raw[field] = Number(value);
  }
  if (typeof raw.name !== 'string' || raw.name === '') {
    const name = member?.name || member?.enName || raw.enName || raw.sld || member?.sld;
    if (typeof name === 'string' && name !== '') raw.name = name;
  }
  if (raw.siteId === undefined && member) raw.siteId = member.siteId;
  const parsed = parseLeniently(siteSummary, raw);
  if (!parsed.ok) {
    throw new UnusableBootstrapError(
      parsed.issues.map((issue) => ({ file: specCallsDiagnosticFile, path: issue.path ? `site.${issue.path}` : 'site', message: issue.message })),
    );
  }
  return { raw, summary: parsed.value };
}

function isClosedStatus(status: number): status is typeof statusCodes.siteExpired | typeof statusCodes.siteMaintenance {
  return status === statusCodes.siteExpired || status === statusCodes.siteMaintenance;
}

/** Failures that concern the whole site, not one part: they decide which page is shown, so they are never defaulted. */
function isSiteLevel(error: unknown): boolean {
  return error instanceof ApiStatusError && (error.status === statusCodes.siteNotFound || isClosedStatus(error.status));
}

/** The error the bootstrap endpoint answers for an expired or maintenance site: its status, the notice as data. */
function closedSite(site: SiteSummary, status: number, call: { method: string; path: string }): ApiStatusError {
  const maintenance = status === statusCodes.siteMaintenance;
  const title = maintenance ? statusMessages.maintenanceTitle : statusMessages.siteExpiredTitle;
  const message = maintenance ? statusMessages.maintenance : statusMessages.siteExpired;
  return new ApiStatusError(call, {
    status: maintenance ? statusCodes.siteMaintenance : statusCodes.siteExpired,
    message: `${title} ${message}`,
    data: { site, kind: maintenance ? 'maintenance' : 'expired', title, message },
  });
}

function assertServes(site: SiteSummary, path: string): void {
  if (site.status === 'expired') throw closedSite(site, statusCodes.siteExpired, { method: 'GET', path });
  if (site.status === 'maintenance') throw closedSite(site, statusCodes.siteMaintenance, { method: 'GET', path });
}

function problem(path: string, message: string): Diagnostic {
  return { file: specCallsDiagnosticFile, path, message };
}

function failure(part: string, path: string, error: unknown): Diagnostic {
  const reason = error instanceof Error ? error.message : String(error);
  return problem(part, `GET ${path} failed (${reason}); defaults used`);
}

const accessWire = accessConfig.pick({ visitPower: true, downloadPower: true });

/** `checkPower` sends the spec's 1/0 flags; the bootstrap keeps booleans. */
function accessFromWire(data: unknown): { visitPower: boolean; downloadPower: boolean } {
  const parsed = accessWire.safeParse(data);
  if (!parsed.success) throw new Error(`unexpected reply: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  return parsed.data;
}

/** The access config's own defaults (both on), as for a site without an access file. */
function defaultAccess(): { visitPower: boolean; downloadPower: boolean } {
  return accessWire.parse({});
}

/** Common codes as a list of codes; entries written as objects with a `code` are read by that code. */
function codesFromWire(data: unknown): string[] {
  return asArray(data).map((entry) => (isRecord(entry) && typeof entry.code === 'string' ? entry.code : (entry as string)));
}

/** The index channel's id, the channel whose module list is the home page. */
function indexChannelId(menu: unknown[]): number | undefined {
  const pending = [...menu];
  while (pending.length > 0) {
    const item = pending.shift();
    if (!isRecord(item)) continue;
    if (item.code === 'index') {
      const id = numericId.safeParse(item.id);
      if (id.success) return id.data;
    }
    if (Array.isArray(item.children)) pending.push(...(item.children as unknown[]));
  }
  return undefined;
}

function publicationIdOf(publication: unknown): number | undefined {
  if (!isRecord(publication)) return undefined;
  const id = numericId.safeParse(publication.publicationId);
  return id.success ? id.data : undefined;
}

const journalIdentity = journal.pick({ id: true, issn: true, eissn: true });

/** A journal's identity (id and ISSNs) in a `front-publication/detail` answer, if it is one. */
function journalIdentityOf(data: unknown): z.infer<typeof journalIdentity> | null {
  const parsed = journalIdentity.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The first expert's id in an `expert/list` page, if it has one that is an id. */
function firstExpertIdOf(page: unknown): number | null {
  const first = isRecord(page) && Array.isArray(page.content) ? page.content[0] : undefined;
  const id = numericId.safeParse(isRecord(first) ? first.id : undefined);
  return id.success ? id.data : null;
}

const searchCodes = new Set<string>(searchResourceCodes);

/** The resource types' codes, as the wire spells them (`article`) and as Masthead keys them (`thesis`), once each. */
function resourceCodes(types: unknown[]): { wire: string; code: SearchResourceCode }[] {
  const seen = new Map<SearchResourceCode, string>();
  for (const entry of types) {
    if (!isRecord(entry) || typeof entry.code !== 'string') continue;
    const code = entry.code === 'article' ? 'thesis' : entry.code;
    if (searchCodes.has(code) && !seen.has(code as SearchResourceCode)) seen.set(code as SearchResourceCode, entry.code);
  }
  return [...seen].map(([code, wire]) => ({ wire, code }));
}

function headerLanguage(header: unknown): 'zh' | 'en' | undefined {
  if (!isRecord(header)) return undefined;
  const parsed = contentLanguage.safeParse(header.defaultLanguage);
  return parsed.success ? parsed.data : undefined;
}

function featuresOf(site: unknown): unknown {
  return isRecord(site) && isRecord(site.features) ? site.features : {};
}

/** `getAppInfo` names the AI assistant; its name fills the config's when that has none. It never creates a config. */
function withAppName(aiqa: unknown, appInfo: unknown): unknown {
  if (!isRecord(aiqa) || !isRecord(appInfo)) return aiqa ?? null;
  return {
    ...aiqa,
    appName: aiqa.appName || appInfo.name || appInfo.appName || '',
    enAppName: aiqa.enAppName || appInfo.enName || appInfo.enAppName || '',
  };
}
