import type { Kysely } from 'kysely';
import type { StudioChange, StudioDraft, StudioPart, StudioPartName } from '../../../schemas/admin/studio-api.ts';
import { studioPartName } from '../../../schemas/admin/studio-api.ts';
import type { Database } from '../../db/tables.ts';
import { recordAudit } from '../../admin/audit/audit-log.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ConfigStore } from '../config-store.ts';
import { currentVersion, historyOf, publishVersion, versionOf, type ConfigVersion } from '../versions/config-versions.ts';
import { draftOf, draftsOf, removeDraft, saveDraft, type StoredDraft } from './config-drafts.ts';
import { partProblems, siteProblems } from './part-problems.ts';
import { draftConflict, hasProblems, publishedMovedOn } from './studio-errors.ts';
import { valueChanges } from './value-changes.ts';

/** Who acts in the studio, for the versions' author and the audit log. */
export type StudioActor = { id: number; email: string; name: string; source: string; siteId: number };

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
export class Studio {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: ConfigStore,
  ) {}

  async parts(sld: string) {
    const drafts = await draftsOf(this.db, `${sld}/`);
    const problemsOf = await siteProblems(this.db, this.#checks(), sld, new Map([...drafts].map(([document, draft]) => [document, draft.body])));
    return Promise.all(
      studioPartName.options.map(async (part) => {
        const document = `${sld}/${part}`;
        const published = await currentVersion(this.db, document);
        const draft = drafts.get(document);
        const problems = problemsOf.get(document) ?? [];
        return {
          part,
          version: published?.version ?? 0,
          author: published?.author ?? '',
          updatedAt: published?.createdAt ?? '',
          draft: draft ? { revision: draft.revision, author: draft.author, updatedAt: draft.updatedAt } : null,
          problems: problems.length,
        };
      }),
    );
  }

  async part(sld: string, part: StudioPartName): Promise<StudioPart> {
    const document = `${sld}/${part}`;
    const published = await currentVersion(this.db, document);
    const draft = await draftOf(this.db, document);
    const diagnostics = await this.#problems(document, draft ? draft.body : (published?.body ?? null));
    return { part, published: published ? versionView(published) : null, draft: draft ? draftView(draft) : null, diagnostics };
  }

  async saveDraft(actor: StudioActor, sld: string, part: StudioPartName, value: unknown, revision: number): Promise<StudioPart> {
    const document = `${sld}/${part}`;
    const published = await currentVersion(this.db, document);
    const before = await draftOf(this.db, document);
    const saved = await saveDraft(this.db, { document, body: bodyOf(value), revision, baseVersion: published?.version ?? 0, author: actor.name });
    if (!saved) throw await this.#conflict(document, value);
    await recordAudit(this.db, { actor, action: 'config.saveDraft', siteId: actor.siteId, target: document, before: before && valueOf(before.body), after: value, source: actor.source });
    return this.part(sld, part);
  }

  async discardDraft(actor: StudioActor, sld: string, part: StudioPartName, revision: number): Promise<StudioPart> {
    const document = `${sld}/${part}`;
    const draft = await draftOf(this.db, document);
    if (!draft || !(await removeDraft(this.db, document, revision))) throw await this.#conflict(document, draft ? valueOf(draft.body) : null);
    await recordAudit(this.db, { actor, action: 'config.discardDraft', siteId: actor.siteId, target: document, before: valueOf(draft.body), source: actor.source });
    return this.part(sld, part);
  }

  /** Publishes the draft at `revision`: refused while it has problems, or when the published version moved on since. */
  async publish(actor: StudioActor, sld: string, part: StudioPartName, revision: number, message: string): Promise<StudioPart> {
    const document = `${sld}/${part}`;
    const draft = await draftOf(this.db, document);
    if (!draft || draft.revision !== revision) throw await this.#conflict(document, draft ? valueOf(draft.body) : null);
    const published = await currentVersion(this.db, document);
    if ((published?.version ?? 0) !== draft.baseVersion) {
      const base = draft.baseVersion > 0 ? await versionOf(this.db, document, draft.baseVersion) : undefined;
      throw publishedMovedOn(valueChanges(valueOf(base?.body ?? null), valueOf(published?.body ?? null)), draftView(draft));
    }
    const problems = await this.#problems(document, draft.body);
    if (problems.length > 0) throw hasProblems(problems);
    await this.db.transaction().execute(async (trx) => {
      if (!(await removeDraft(trx, document, revision))) throw await this.#conflict(document, valueOf(draft.body));
      await publishVersion(trx, { document, body: draft.body, author: actor.name, message });
      await recordAudit(trx, { actor, action: 'config.publish', siteId: actor.siteId, target: document, before: valueOf(published?.body ?? null), after: valueOf(draft.body), source: actor.source });
    });
    await this.store.refresh();
    return this.part(sld, part);
  }

  /** Publishes an old version anew, checked as a publish is. A draft in progress stays. */
  async rollback(actor: StudioActor, sld: string, part: StudioPartName, version: number, message: string): Promise<StudioPart> {
    const document = `${sld}/${part}`;
    const old = await versionOf(this.db, document, version);
    if (!old) throw ApiError.notFound(`${part} has no version ${version}`);
    const problems = await this.#problems(document, old.body);
    if (problems.length > 0) throw hasProblems(problems);
    const published = await currentVersion(this.db, document);
    await this.db.transaction().execute(async (trx) => {
      await publishVersion(trx, { document, body: old.body, author: actor.name, message: message || `rolled back to version ${version}` });
      await recordAudit(trx, { actor, action: 'config.rollback', siteId: actor.siteId, target: `${document}@${version}`, before: valueOf(published?.body ?? null), after: valueOf(old.body), source: actor.source });
    });
    await this.store.refresh();
    return this.part(sld, part);
  }

  async history(sld: string, part: StudioPartName) {
    return historyOf(this.db, `${sld}/${part}`);
  }

  async version(sld: string, part: StudioPartName, version: number) {
    const found = await versionOf(this.db, `${sld}/${part}`, version);
    if (!found) throw ApiError.notFound(`${part} has no version ${version}`);
    return versionView(found);
  }

  /** Field by field between two versions (0: nothing yet) or the draft. */
  async diff(sld: string, part: StudioPartName, from: number | 'draft', to: number | 'draft'): Promise<StudioChange[]> {
    const document = `${sld}/${part}`;
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
    return partProblems(this.db, this.#checks(), document, body);
  }

  #checks() {
    return { configDir: this.store.configDir, blockCheck: this.store.blockCheck };
  }

  /** The 409 of a stale revision: the draft as it is now, and how it differs from what the caller has. */
  async #conflict(document: string, callerValue: unknown) {
    const now = await draftOf(this.db, document);
    return draftConflict(now ? draftView(now) : null, now ? valueChanges(callerValue, valueOf(now.body)) : []);
  }
}
