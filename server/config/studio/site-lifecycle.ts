import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { studioNewSiteBody } from '../../../schemas/admin/studio-api.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import type { Database } from '../../db/tables.ts';
import { takeWriteLock, writeLock } from '../../db/write-locks.ts';
import { recordAudit } from '../../admin/audit/audit-log.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ConfigStore } from '../config-store.ts';
import { currentVersions, publishVersion } from '../versions/config-versions.ts';
import { partProblems } from './part-problems.ts';
import { hasProblems } from './studio-errors.ts';
import type { StudioActor } from './studio.ts';

type NewSite = z.output<typeof studioNewSiteBody>;
type Actor = Omit<StudioActor, 'siteId'>;

const refused = (message: string) => new ApiError(statusCodes.badRequest, message, 400);
const bodyOf = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const siteOfDocument = (document: string) => document.slice(0, Math.max(0, document.indexOf('/')));
const readJson = (body: string | null): Record<string, unknown> => {
  try {
    const value = body === null ? {} : (JSON.parse(body) as unknown);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * A deployment's sites made, taken off and brought back (issue 20, item 7; owners). A site is its parts: creating one
 * publishes them (a copy of another site's but its identity, or a blank site.json), archiving publishes each part's
 * removal (its versions stay), restoring publishes each part's last content anew. Every process serves the change
 * within a second.
 */
export class SiteLifecycle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: ConfigStore,
  ) {}

  async create(actor: Actor, wanted: NewSite) {
    const taken = () => refused(`The sld "${wanted.sld}" is taken (by a site, or an archived one)`);
    if (this.store.bySld(wanted.sld)) throw taken();
    for (const domain of wanted.domains) {
      const holder = this.store.byDomain(domain);
      if (holder) throw refused(`The domain ${domain} already reaches ${holder.site.sld}`);
    }
    const template = wanted.copyOf ? this.store.bySld(wanted.copyOf) : undefined;
    if (wanted.copyOf && !template) throw refused(`No site "${wanted.copyOf}" to copy`);

    // The sld found free and the id taken hold until the site's parts are committed: two sites made at once on two
    // machines read the versions one after the other.
    const { siteId, documents } = await this.db.transaction().execute(async (trx) => {
      await takeWriteLock(trx, writeLock.configVersions);
      const versions = await currentVersions(trx);
      if (versions.some(({ document }) => siteOfDocument(document) === wanted.sld)) throw taken();
      // Ids are never reused, archived sites' included: content is stored by site id.
      const ids = versions.filter(({ document }) => document.endsWith('/site.json')).map(({ body }) => Number(readJson(body).siteId) || 0);
      const siteId = Math.max(0, ...ids, ...[...this.store.snapshot.sites.values()].map(({ site }) => site.siteId)) + 1;
      const copied = wanted.copyOf ? versions.filter(({ document, body }) => body !== null && siteOfDocument(document) === wanted.copyOf) : [];
      const identity = { siteId, sld: wanted.sld, name: wanted.name, enName: wanted.enName, domains: wanted.domains, status: 'active' };
      const templateSite = readJson(copied.find(({ document }) => document.endsWith('/site.json'))?.body ?? null);
      const documents = new Map<string, string>([[`${wanted.sld}/site.json`, bodyOf({ ...templateSite, ...identity, groupSite: false, members: [] })]]);
      for (const { document, body } of copied) {
        const name = document.slice(document.indexOf('/') + 1);
        if (name !== 'site.json') documents.set(`${wanted.sld}/${name}`, body!);
      }

      const problems = await partProblems(trx, this.#checks(), `${wanted.sld}/site.json`, documents.get(`${wanted.sld}/site.json`)!);
      if (problems.length > 0) throw hasProblems(problems);
      const message = wanted.copyOf ? `created as a copy of ${wanted.copyOf}` : 'created blank';
      for (const [document, body] of documents) await publishVersion(trx, { document, body, author: actor.name, message });
      await recordAudit(trx, { actor, action: 'site.create', siteId, target: wanted.sld, after: { ...identity, copyOf: wanted.copyOf ?? null }, source: actor.source });
      return { siteId, documents };
    });
    await this.store.refresh();
    return { sld: wanted.sld, siteId, parts: [...documents.keys()] };
  }

  async archive(actor: Actor, sld: string) {
    const config = this.store.bySld(sld);
    if (!config) throw ApiError.notFound(`No site "${sld}"`);
    if (this.store.snapshot.defaultSite === sld) throw refused(`${sld} is the deployment's default site (deployment.json defaultSite): choose another first`);
    // Its parts are read under the versions' lock, in the transaction that removes them: a part published meanwhile
    // (on any machine) is removed with them, and of two archives at once the second finds nothing left to archive.
    const parts = await this.db.transaction().execute(async (trx) => {
      await takeWriteLock(trx, writeLock.configVersions);
      const live = (await currentVersions(trx)).filter(({ document, body }) => body !== null && siteOfDocument(document) === sld);
      if (live.length === 0) throw ApiError.notFound(`No site "${sld}"`);
      for (const { document } of live) await publishVersion(trx, { document, body: null, author: actor.name, message: 'archived' });
      await recordAudit(trx, { actor, action: 'site.archive', siteId: config.site.siteId, target: sld, before: config.site, source: actor.source });
      return live;
    });
    await this.store.refresh();
    return { sld, siteId: config.site.siteId, parts: parts.map(({ document }) => document) };
  }

  /** Sites whose parts are all removed: each with the identity its last site.json had. */
  async archived(db: Kysely<Database> = this.db) {
    const versions = await currentVersions(db);
    const live = new Set(versions.filter(({ body }) => body !== null).map(({ document }) => siteOfDocument(document)));
    const sites = [];
    for (const removed of versions.filter(({ document, body }) => body === null && document.endsWith('/site.json'))) {
      const sld = siteOfDocument(removed.document);
      if (live.has(sld)) continue;
      const site = readJson(await lastContent(db, removed.document));
      sites.push({ sld, siteId: Number(site.siteId) || 0, name: String(site.name ?? sld), archivedAt: removed.createdAt, archivedBy: removed.author });
    }
    return sites;
  }

  async restore(actor: Actor, sld: string) {
    // Read, checked and published under the versions' lock in one transaction: of two restores at once the second
    // finds the site live, and a site made meanwhile that took its id or a domain is seen by the check.
    const { siteId, bodies } = await this.db.transaction().execute(async (trx) => {
      await takeWriteLock(trx, writeLock.configVersions);
      if (!(await this.archived(trx)).some((site) => site.sld === sld)) throw ApiError.notFound(`No archived site "${sld}"`);
      const parts = (await currentVersions(trx)).filter(({ document, body }) => body === null && siteOfDocument(document) === sld);
      const bodies = new Map<string, string>();
      for (const { document } of parts) {
        const body = await lastContent(trx, document);
        if (body !== null) bodies.set(document, body);
      }
      // A site made since may have taken its id or a domain: then it stays archived.
      const problems = await partProblems(trx, this.#checks(), `${sld}/site.json`, bodies.get(`${sld}/site.json`) ?? null);
      if (problems.length > 0) throw hasProblems(problems);
      const siteId = Number(readJson(bodies.get(`${sld}/site.json`) ?? null).siteId) || 0;
      for (const [document, body] of bodies) await publishVersion(trx, { document, body, author: actor.name, message: 'restored' });
      await recordAudit(trx, { actor, action: 'site.restore', siteId, target: sld, source: actor.source });
      return { siteId, bodies };
    });
    await this.store.refresh();
    return { sld, siteId, parts: [...bodies.keys()] };
  }

  #checks() {
    return { configDir: this.store.configDir, blockCheck: this.store.blockCheck };
  }
}

/** A part's newest content before it was removed. */
async function lastContent(db: Kysely<Database>, document: string): Promise<string | null> {
  const row = await db
    .selectFrom('config_version')
    .select('body')
    .where('document', '=', document)
    .where('body', 'is not', null)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.body ?? null;
}
