import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { deskEntities, type DeskEntity, type DeskItem, type DeskKindName } from '../../schemas/desk/desk-kinds.ts';
import type { ConfigStore } from '../config/config-store.ts';
import type { Arrivals } from '../content/arrivals.ts';
import type { Database } from '../db/tables.ts';
import { takeWriteLock, writeLock } from '../db/write-locks.ts';
import { recordAudit, type AuditActor } from '../admin/audit/audit-log.ts';
import { ApiError } from '../http/api-error.ts';
import type { Db, FieldProblem } from './desk-kind.ts';
import { deskKinds, idOf } from './desk-kinds.ts';
import { conflictWith, invalidFields, refusal } from './desk-errors.ts';
import { articleWithDoi, dependentsOf, describe, referenceProblems, unpublishedNeeds } from './desk-references.ts';
import { deskChange } from './desk-change.ts';
import { findItem, insertItem, nextItemId, updateItem } from './desk-store.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

/** Who acts, from where, on which site. */
export type DeskActor = AuditActor & { id: number; source: string; siteId: number };

const problemsOf = (error: z.ZodError): FieldProblem[] => error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** Reads an edit with the kind's schema; the id is the desk's, never the edit's. */
function readEntity<K extends DeskKindName>(kind: K, data: Record<string, unknown>, id: number): DeskEntity<K> {
  const parsed = (deskEntities[kind] as AnySchema).safeParse({ ...data, [deskKinds[kind].idField]: id });
  if (!parsed.success) throw invalidFields(problemsOf(parsed.error));
  return parsed.data as DeskEntity<K>;
}

async function checkEntity<K extends DeskKindName>(db: Db, actor: DeskActor, kind: K, entity: DeskEntity<K>): Promise<void> {
  const problems = await referenceProblems(db, actor.siteId, kind, entity);
  if (kind === 'article') {
    // A DOI found free stays free until this transaction ends: imports and uploads check theirs under the same lock.
    await takeWriteLock(db, writeLock.articles);
    const doi = (entity as DeskEntity<'article'>).doi;
    const holder = await articleWithDoi(db, actor.siteId, doi, idOf(kind, entity));
    if (holder !== undefined) problems.push({ path: 'doi', message: `${doi} is the DOI of article ${holder} already` });
  }
  if (problems.length > 0) throw invalidFields(problems);
}

/**
 * The id an editor chose for a new item (an information page's menu item): a whole number the kind allows on the site
 * (its menu's), that no item of the kind has.
 */
async function chosenId(db: Db, actor: DeskActor, kind: DeskKindName, data: Record<string, unknown>, refuse: (id: number) => string | undefined): Promise<number> {
  const field = deskKinds[kind].idField;
  const id = Number(data[field]);
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidFields([{ path: field, message: 'must be a whole number' }]);
  const refused = refuse(id);
  if (refused) throw invalidFields([{ path: field, message: refused }]);
  const taken = await findItem(db, actor.siteId, kind, id);
  if (taken) throw invalidFields([{ path: field, message: `${describe(taken)} exists already${taken.deletedAt ? ' (in the bin)' : ''}` }]);
  return id;
}

async function liveItem(db: Db, actor: DeskActor, kind: DeskKindName, id: number, lock?: 'update'): Promise<DeskItem> {
  const item = await findItem(db, actor.siteId, kind, id, lock);
  if (!item) throw ApiError.notFound(`No ${kind} ${id} on this site`);
  return item;
}

/** The desk's operations, each one transaction with its audit line; readers see a published change at once. */
export class Desk {
  constructor(
    private readonly db: Kysely<Database>,
    /** The sites' configuration: what an editor may choose as an id (a menu item of the site). */
    private readonly sites: Pick<ConfigStore, 'bySiteId'>,
    private readonly arrivals?: Arrivals,
  ) {}

  /** Runs one operation in a transaction, on a desk that has adopted whatever readers see already. */
  private change<T>(actor: DeskActor, work: (trx: Db) => Promise<T>, touchesReaders: boolean | ((result: T) => boolean)): Promise<T> {
    return deskChange(this.db, actor.siteId, work, touchesReaders);
  }

  async get(actor: DeskActor, kind: DeskKindName, id: number): Promise<DeskItem> {
    return this.change(actor, (trx) => liveItem(trx, actor, kind, id), false);
  }

  async create<K extends DeskKindName>(actor: DeskActor, kind: K, data: Record<string, unknown>): Promise<DeskItem> {
    return this.change(actor, async (trx) => {
      const { refuseChosenId } = deskKinds[kind];
      const site = this.sites.bySiteId(actor.siteId);
      const refuse = (chosen: number) => (site ? refuseChosenId?.(chosen, site) : `no site ${actor.siteId}`);
      // An id found free (the next one, or an editor's choice) stays free until this item is committed.
      await takeWriteLock(trx, writeLock.deskIds(kind));
      const id = refuseChosenId ? await chosenId(trx, actor, kind, data, refuse) : await nextItemId(trx, kind);
      const entity = readEntity(kind, data, id);
      await checkEntity(trx, actor, kind, entity);
      await insertItem(trx, kind, actor.siteId, entity, 'draft', actor.id);
      await recordAudit(trx, { actor, action: `${kind}.create`, siteId: actor.siteId, target: `${kind}:${id}`, after: entity, source: actor.source });
      return (await findItem(trx, actor.siteId, kind, id))!;
    }, false);
  }

  /** Saves an edit of the version the editor loaded; a published item's readers see the edit at once. */
  async save<K extends DeskKindName>(actor: DeskActor, kind: K, id: number, version: number, data: Record<string, unknown>): Promise<DeskItem> {
    return this.change(actor, async (trx) => {
      const before = await liveItem(trx, actor, kind, id);
      if (before.deletedAt !== null) throw refusal(`${describe(before)} is in the bin: restore it before editing`);
      if (before.version !== version) throw conflictWith(before);
      const entity = readEntity(kind, data, id);
      await checkEntity(trx, actor, kind, entity);
      if (!(await updateItem(trx, actor.siteId, kind, id, version, { entity }, actor.id))) throw conflictWith(await findItem(trx, actor.siteId, kind, id));
      if (before.status === 'published') await deskKinds[kind].publish(trx, actor.siteId, entity);
      await recordAudit(trx, { actor, action: `${kind}.save`, siteId: actor.siteId, target: `${kind}:${id}`, before: before.data, after: entity, source: actor.source });
      return (await findItem(trx, actor.siteId, kind, id))!;
    }, (saved) => saved.status === 'published');
  }

  async publish(actor: DeskActor, kind: DeskKindName, id: number, version: number): Promise<DeskItem> {
    const published = await this.change(actor, async (trx) => {
      const item = await this.expect(trx, actor, kind, id, version);
      if (item.deletedAt !== null) throw refusal(`${describe(item)} is in the bin: restore it before publishing`);
      const entity = item.data as DeskEntity<typeof kind>;
      const missing = await unpublishedNeeds(trx, actor.siteId, kind, entity);
      if (missing.length > 0) throw refusal(`Publish ${missing.map(describe).join(' and ')} first`);
      await checkEntity(trx, actor, kind, entity);
      await deskKinds[kind].publish(trx, actor.siteId, entity as never);
      await this.update(trx, actor, item, { status: 'published' });
      await recordAudit(trx, { actor, action: `${kind}.publish`, siteId: actor.siteId, target: `${kind}:${id}`, after: entity, source: actor.source });
      return (await findItem(trx, actor.siteId, kind, id))!;
    }, true);
    // E-mail alerts for a new article go now, not on the alert job's next round.
    if (kind === 'article') this.arrivals?.announce();
    return published;
  }

  async unpublish(actor: DeskActor, kind: DeskKindName, id: number, version: number): Promise<DeskItem> {
    return this.change(actor, async (trx) => {
      const item = await this.expect(trx, actor, kind, id, version);
      if (item.status !== 'published') throw refusal(`${describe(item)} is not published`);
      await this.refuseWhileHeld(trx, actor, item, 'take back', { publishedOnly: true });
      await deskKinds[kind].withdraw(trx, actor.siteId, id);
      await this.update(trx, actor, item, { status: 'unpublished' });
      await recordAudit(trx, { actor, action: `${kind}.unpublish`, siteId: actor.siteId, target: `${kind}:${id}`, before: item.data, source: actor.source });
      return (await findItem(trx, actor.siteId, kind, id))!;
    }, true);
  }

  /** Puts an item in the bin (taking it from readers first); restore brings it back, unpublished. */
  async remove(actor: DeskActor, kind: DeskKindName, id: number, version: number): Promise<DeskItem> {
    return this.change(actor, async (trx) => {
      const item = await this.expect(trx, actor, kind, id, version);
      if (item.deletedAt !== null) throw refusal(`${describe(item)} is in the bin already`);
      await this.refuseWhileHeld(trx, actor, item, 'delete', { publishedOnly: false });
      if (item.status === 'published') await deskKinds[kind].withdraw(trx, actor.siteId, id);
      await this.update(trx, actor, item, { deleted: true, ...(item.status === 'published' ? { status: 'unpublished' as const } : {}) });
      await recordAudit(trx, { actor, action: `${kind}.delete`, siteId: actor.siteId, target: `${kind}:${id}`, before: item.data, source: actor.source });
      return (await findItem(trx, actor.siteId, kind, id))!;
    }, true);
  }

  async restore(actor: DeskActor, kind: DeskKindName, id: number, version: number): Promise<DeskItem> {
    return this.change(actor, async (trx) => {
      const item = await this.expect(trx, actor, kind, id, version);
      if (item.deletedAt === null) throw refusal(`${describe(item)} is not in the bin`);
      await checkEntity(trx, actor, kind, item.data as DeskEntity<typeof kind>);
      await this.update(trx, actor, item, { deleted: false });
      await recordAudit(trx, { actor, action: `${kind}.restore`, siteId: actor.siteId, target: `${kind}:${id}`, after: item.data, source: actor.source });
      return (await findItem(trx, actor.siteId, kind, id))!;
    }, false);
  }

  /** The item at `version`, its row locked to the transaction's end: its dependents are counted after any that commit first. */
  private async expect(db: Db, actor: DeskActor, kind: DeskKindName, id: number, version: number): Promise<DeskItem> {
    const item = await liveItem(db, actor, kind, id, 'update');
    if (item.version !== version) throw conflictWith(item);
    return item;
  }

  private async update(db: Db, actor: DeskActor, item: DeskItem, change: Parameters<typeof updateItem>[5]): Promise<void> {
    if (!(await updateItem(db, actor.siteId, item.kind, item.id, item.version, change, actor.id))) throw conflictWith(await findItem(db, actor.siteId, item.kind, item.id));
  }

  private async refuseWhileHeld(db: Db, actor: DeskActor, item: DeskItem, verb: string, options: { publishedOnly: boolean }): Promise<void> {
    const { count, first } = await dependentsOf(db, actor.siteId, item, options);
    if (count === 0 || !first) return;
    const others = count > 1 ? ` and ${count - 1} more` : '';
    throw refusal(`Cannot ${verb} ${describe(item)}: ${describe(first)}${others} ${count > 1 ? 'are' : 'is'} in it. Move or ${options.publishedOnly ? 'take back' : 'delete'} ${count > 1 ? 'them' : 'it'} first.`);
  }
}
