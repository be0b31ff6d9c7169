import type { Kysely } from 'kysely';
import type { StudioChange, StudioDraft, StudioPart } from '../../../schemas/admin/studio-api.ts';
import { studioPartName } from '../../../schemas/admin/studio-api.ts';
import type { Database } from '../../db/tables.ts';
import { recordAudit } from '../../admin/audit/audit-log.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ConfigStore } from '../config-store.ts';
import { currentVersion, currentVersionLocked, historyOf, publishVersion, versionOf, type ConfigVersion } from '../versions/config-versions.ts';
import { draftOf, draftsOf, removeDraft, saveDraft, type StoredDraft } from './config-drafts.ts';
import { partProblems, sharedPartProblems, siteProblems } from './part-problems.ts';
import { draftConflict, hasProblems, publishedMovedOn } from './studio-errors.ts';
import { valueChanges } from './value-changes.ts';

/** Who acts in the studio, for the versions' author and the audit log (`siteId` null: a shared part). */
export type StudioActor = { id: number; email: string; name: string; source: string; siteId: number | null };

/**
 * A part the studio edits: one of a site's (`sld`), or one shared by every site (`sld` null: `themes.json`,
 * `common-codes.json`, `deployment.json`). Its document is the path it is exported to under site-configs/.
 */
export type PartAt<P extends string = string> = { sld: string | null; part: P };
const documentOf = ({ sld, part }: PartAt) => (sld === null ? part : `${sld}/${part}`);
/** A part as the studio answers it, named as it was asked for. */
export type PartView<P extends string> = Omit<StudioPart, 'part'> & { part: P };

/** A part's JSON text as the studio writes it: indented, as a file in git would be. */
const bodyOf = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A stored text as a value: its JSON, or the text itself when a file edit left it unreadable. */
function valueOf(body: string | null): unknown {
  if (body === null) return null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

const draftView = ({ body, ...draft }: StoredDraft): StudioDraft => ({ ...draft, value: valueOf(body) });
const versionView = ({ version, author, message, createdAt, body }: ConfigVersion) => ({ version, author, message, createdAt, value: valueOf(body) });

/**
 * The site studio (issue 20): one site's configuration parts, each edited as one shared draft (revision-checked, so
 * a second admin's stale save is a conflict, never an overwrite), checked as the server checks configuration, and
 * published as a new version that this process serves at once and every other within a second.
 */
type Published = Awaited<ReturnType<typeof currentVersion>>;
type Draft = { revision: number; author: string; updatedAt: string } | undefined;

/** A part as the studio's list shows it: its published version, its draft if any, how many problems it has. */
function partSummary<Part extends string>(part: Part, published: Published, draft: Draft | null, problems: number) {
  return {
    part,
    version: published?.version ?? 0,
    author: published?.author ?? '',
    updatedAt: published?.createdAt ?? '',
    draft: draft ? { revision: draft.revision, author: draft.author, updatedAt: draft.updatedAt } : null,
    problems,
  };
}

/** The 409 of a draft made from a version that is no longer the published one: what changed since, the draft kept. */
async function movedOnSince(db: Kysely<Database>, document: string, draft: StoredDraft, published: ConfigVersion | undefined) {
  const base = draft.baseVersion > 0 ? await versionOf(db, document, draft.baseVersion) : undefined;
  return publishedMovedOn(valueChanges(valueOf(base?.body ?? null), valueOf(published?.body ?? null)), draftView(draft));
}

export class Studio {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: ConfigStore,
  ) {}

  /** The shared parts' list: each one's version and draft, and whether it would bring problems anywhere. */
  async sharedParts<P extends string>(names: readonly P[]) {
    return Promise.all(
      names.map(async (part) => {
        const published = await currentVersion(this.db, part);
        const draft = await draftOf(this.db, part);
        const problems = await this.#problems(part, draft ? draft.body : (published?.body ?? null));
        return partSummary(part, published, draft, problems.length);
      }),
    );
  }

  async parts(sld: string) {
    const drafts = await draftsOf(this.db, `${sld}/`);
    const problemsOf = await siteProblems(this.db, this.#checks(), sld, new Map([...drafts].map(([document, draft]) => [document, draft.body])));
    return Promise.all(
      studioPartName.options.map(async (part) => {
        const document = `${sld}/${part}`;
        const published = await currentVersion(this.db, document);
        const draft = drafts.get(document);
        const problems = problemsOf.get(document) ?? [];
        return partSummary(part, published, draft, problems.length);
      }),
    );
  }

  async part<P extends string>(at: PartAt<P>): Promise<PartView<P>> {
    const { part } = at;
    const document = documentOf(at);
    const published = await currentVersion(this.db, document);
    const draft = await draftOf(this.db, document);
    const diagnostics = await this.#problems(document, draft ? draft.body : (published?.body ?? null));
    return { part, published: published ? versionView(published) : null, draft: draft ? draftView(draft) : null, diagnostics };
  }

  async saveDraft<P extends string>(actor: StudioActor, at: PartAt<P>, value: unknown, revision: number): Promise<PartView<P>> {
    const document = documentOf(at);
    const published = await currentVersion(this.db, document);
    const before = await draftOf(this.db, document);
    const saved = await saveDraft(this.db, { document, body: bodyOf(value), revision, baseVersion: published?.version ?? 0, author: actor.name });
    if (!saved) throw await this.#conflict(this.db, document, value);
    await recordAudit(this.db, { actor, action: 'config.saveDraft', siteId: actor.siteId, target: document, before: before && valueOf(before.body), after: value, source: actor.source });
    return this.part(at);
  }

  async discardDraft<P extends string>(actor: StudioActor, at: PartAt<P>, revision: number): Promise<PartView<P>> {
    const document = documentOf(at);
    const draft = await draftOf(this.db, document);
    if (!draft || !(await removeDraft(this.db, document, revision))) throw await this.#conflict(this.db, document, draft ? valueOf(draft.body) : null);
    await recordAudit(this.db, { actor, action: 'config.discardDraft', siteId: actor.siteId, target: document, before: valueOf(draft.body), source: actor.source });
    return this.part(at);
  }

  /** Publishes the draft at `revision`: refused while it has problems, or when the published version moved on since. */
  async publish<P extends string>(actor: StudioActor, at: PartAt<P>, revision: number, message: string): Promise<PartView<P>> {
    const document = documentOf(at);
    const draft = await draftOf(this.db, document);
    if (!draft || draft.revision !== revision) throw await this.#conflict(this.db, document, draft ? valueOf(draft.body) : null);
    const problems = await this.#problems(document, draft.body);
    if (problems.length > 0) throw hasProblems(problems);
    await this.db.transaction().execute(async (trx) => {
      // Checked where it is written: a rollback of the part at the same moment is published before this (refused) or after.
      const published = await currentVersionLocked(trx, document);
      if ((published?.version ?? 0) !== draft.baseVersion) throw await movedOnSince(trx, document, draft, published);
      if (!(await removeDraft(trx, document, revision))) throw await this.#conflict(trx, document, valueOf(draft.body));
      await publishVersion(trx, { document, body: draft.body, author: actor.name, message });
      await recordAudit(trx, { actor, action: 'config.publish', siteId: actor.siteId, target: document, before: valueOf(published?.body ?? null), after: valueOf(draft.body), source: actor.source });
    });
    await this.store.refresh();
    return this.part(at);
  }

  /** Publishes an old version anew, checked as a publish is. A draft in progress stays. */
  async rollback<P extends string>(actor: StudioActor, at: PartAt<P>, version: number, message: string): Promise<PartView<P>> {
    const { part } = at;
    const document = documentOf(at);
    const old = await versionOf(this.db, document, version);
    if (!old) throw ApiError.notFound(`${part} has no version ${version}`);
    const problems = await this.#problems(document, old.body);
    if (problems.length > 0) throw hasProblems(problems);
    await this.db.transaction().execute(async (trx) => {
      const published = await currentVersionLocked(trx, document);
      await publishVersion(trx, { document, body: old.body, author: actor.name, message: message || `rolled back to version ${version}` });
      await recordAudit(trx, { actor, action: 'config.rollback', siteId: actor.siteId, target: `${document}@${version}`, before: valueOf(published?.body ?? null), after: valueOf(old.body), source: actor.source });
    });
    await this.store.refresh();
    return this.part(at);
  }

  async history(at: PartAt) {
    return historyOf(this.db, documentOf(at));
  }

  async version(at: PartAt, version: number) {
    const found = await versionOf(this.db, documentOf(at), version);
    if (!found) throw ApiError.notFound(`${at.part} has no version ${version}`);
    return versionView(found);
  }

  /** Field by field between two versions (0: nothing yet) or the draft. */
  async diff(at: PartAt, from: number | 'draft', to: number | 'draft'): Promise<StudioChange[]> {
    const { part } = at;
    const document = documentOf(at);
    const valueAt = async (at: number | 'draft') => {
      if (at === 0) return null;
      if (at === 'draft') {
        const draft = await draftOf(this.db, document);
        if (!draft) throw ApiError.notFound(`${part} has no draft`);
        return valueOf(draft.body);
      }
      const found = await versionOf(this.db, document, at);
      if (!found) throw ApiError.notFound(`${part} has no version ${at}`);
      return valueOf(found.body);
    };
    return valueChanges(await valueAt(from), await valueAt(to));
  }

  #problems(document: string, body: string | null) {
    if (!document.includes('/')) return sharedPartProblems(this.db, this.#checks(), document, body);
    return partProblems(this.db, this.#checks(), document, body);
  }

  #checks() {
    return { configDir: this.store.configDir, blockCheck: this.store.blockCheck };
  }

  /** The 409 of a stale revision: the draft as it is now, and how it differs from what the caller has. */
  async #conflict(db: Kysely<Database>, document: string, callerValue: unknown) {
    const now = await draftOf(db, document);
    return draftConflict(now ? draftView(now) : null, now ? valueChanges(callerValue, valueOf(now.body)) : []);
  }
}
