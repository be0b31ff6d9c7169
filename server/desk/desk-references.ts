import { sql } from 'kysely';
import { engineOf } from '../db/database-engine.ts';
import { jsonNumber } from '../db/portable-sql.ts';
import type { DeskEntity, DeskItem, DeskKindName } from '../../schemas/desk/desk-kinds.ts';
import type { Db, FieldProblem, ItemRef } from './desk-kind.ts';
import { deskKinds, idOf } from './desk-kinds.ts';
import { findItem } from './desk-store.ts';

const kindLabel: Record<DeskKindName, string> = {
  journal: 'journal',
  column: 'column',
  issue: 'issue',
  article: 'article',
  news: 'news item',
  expert: 'expert',
  book: 'book',
  album: 'album',
  media: 'audio or video',
  page: 'page of menu item',
};

/** How an item is named in a message: its kind, id and title. */
export function describe(item: Pick<DeskItem, 'kind' | 'id' | 'data'>): string {
  const data = item.data as Record<string, unknown>;
  const title = [data.title, data.publicationName, data.name, data.resName].find((value) => typeof value === 'string' && value !== '');
  const issue = item.kind === 'issue' ? `${String(data.year)} No. ${String(data.issue)}` : '';
  return `${kindLabel[item.kind]} ${item.id}${title || issue ? ` "${String(title || issue)}"` : ''}`;
}

/**
 * The references of an item that do not hold: each must be a live item of the same site (not in the bin), and an
 * article's issue and column, or a journal's current issue, must be of its own journal.
 */
export async function referenceProblems<K extends DeskKindName>(db: Db, siteId: number, kind: K, entity: DeskEntity<K>): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const reference of deskKinds[kind].references(entity)) {
    const target = await findItem(db, siteId, reference.kind, reference.id);
    if (!target || target.deletedAt !== null) {
      problems.push({ path: reference.path, message: `no ${kindLabel[reference.kind]} ${reference.id} on this site` });
      continue;
    }
    // A journal's own references (its current issue) are to its own issues.
    const journalId = 'publicationId' in entity ? entity.publicationId : kind === 'journal' ? idOf(kind, entity) : undefined;
    const targetJournal = target.kind === 'issue' || target.kind === 'column' ? target.data.publicationId : undefined;
    if (targetJournal !== undefined && journalId !== undefined && targetJournal !== journalId) {
      problems.push({ path: reference.path, message: `${describe(target)} belongs to journal ${targetJournal}, not ${journalId}` });
    }
  }
  return problems;
}

/**
 * What must be published before this item may be, and is not. Those that are stay so until the transaction ends: taking
 * one back waits for it (and then finds this item among its dependents).
 */
export async function unpublishedNeeds<K extends DeskKindName>(db: Db, siteId: number, kind: K, entity: DeskEntity<K>): Promise<DeskItem[]> {
  const missing: DeskItem[] = [];
  for (const need of deskKinds[kind].needsPublished(entity) as ItemRef[]) {
    const target = await findItem(db, siteId, need.kind, need.id, 'share');
    if (target && target.status !== 'published') missing.push(target);
  }
  return missing;
}

/** Live items that refer to this one (an issue's articles, a journal's issues): it cannot go while they stay. */
export async function dependentsOf(db: Db, siteId: number, item: DeskItem, options: { publishedOnly: boolean }): Promise<{ count: number; first: DeskItem | undefined }> {
  let query = db.selectFrom('desk_item').select(['kind', 'id', 'data']).where('site_id', '=', siteId).where('deleted_at', 'is', null);
  if (options.publishedOnly) query = query.where('status', '=', 'published');
  if (item.kind === 'journal') query = query.where('journal_id', '=', item.id).where('kind', '<>', 'journal');
  else if (item.kind === 'issue') query = query.where('issue_id', '=', item.id).where('kind', '=', 'article');
  else if (item.kind === 'column') query = query.where('journal_id', '=', item.data.publicationId).where('kind', '=', 'article').where(jsonNumber(engineOf(db), sql.ref('data'), 'columnId'), '=', item.id);
  else return { count: 0, first: undefined };
  const rows = await query.orderBy('id').execute();
  const first = rows[0] ? await findItem(db, siteId, rows[0].kind as DeskKindName, rows[0].id) : undefined;
  return { count: rows.length, first };
}

/** Another live article of the site with the same DOI, if any. */
export async function articleWithDoi(db: Db, siteId: number, doi: string, exceptId: number): Promise<number | undefined> {
  if (!doi) return undefined;
  const rows = await db
    .selectFrom('desk_item')
    .select(['id', 'data'])
    .where('site_id', '=', siteId)
    .where('kind', '=', 'article')
    .where('deleted_at', 'is', null)
    .where('id', '<>', exceptId)
    .where('search_text', 'like', `%${doi.toLowerCase().replace(/[\\%_]/g, '_')}%`)
    .execute();
  return rows.find((row) => (JSON.parse(row.data) as { doi?: string }).doi?.toLowerCase() === doi.toLowerCase())?.id;
}
