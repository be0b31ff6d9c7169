import type { Kysely } from 'kysely';
import type { MemberResource, MemberResourceType, ResourceRef } from '../../schemas/account/member-api.ts';
import type { ConfigStore } from '../config/config-store.ts';
import type { Database } from '../db/tables.ts';

/**
 * The resources members collect and put in albums (articles, journals, audio, video), looked up by type and id
 * across the whole deployment: a member is one person on every site.
 */

export const resourceKey = (type: string, id: number) => `${type}:${id}`;

type Json = Record<string, unknown>;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const jsonOf = (data: string | null): Json => {
  try {
    const value: unknown = data ? JSON.parse(data) : {};
    return value !== null && typeof value === 'object' ? (value as Json) : {};
  } catch {
    return {};
  }
};
const namesOf = (authors: unknown) => (Array.isArray(authors) ? authors.map((author) => textOf((author as Json | null)?.name)).filter(Boolean) : []);

/** Whether the resource exists. */
export async function resourceExists(db: Kysely<Database>, { type, id }: ResourceRef): Promise<boolean> {
  const row =
    type === 'article'
      ? await db.selectFrom('article').select('id').where('id', '=', id).executeTakeFirst()
      : type === 'journal'
        ? await db.selectFrom('journal').select('id').where('id', '=', id).executeTakeFirst()
        : await db.selectFrom('media').select('id').where('id', '=', id).where('kind', '=', type).executeTakeFirst();
  return row !== undefined;
}

/** The resources that still exist among `refs`, as the personal centre lists them, by {@link resourceKey}. */
export async function resourceCards(db: Kysely<Database>, store: ConfigStore, refs: readonly ResourceRef[]): Promise<Map<string, MemberResource>> {
  const idsOf = (wanted: MemberResourceType) => [...new Set(refs.filter(({ type }) => type === wanted).map(({ id }) => id))];
  const sldOf = (siteId: number) => store.bySiteId(siteId)?.site.sld ?? null;
  const cards = new Map<string, MemberResource>();
  const add = (card: Omit<MemberResource, 'sld'>) => cards.set(resourceKey(card.type, card.id), { ...card, sld: sldOf(card.siteId) });

  const articleIds = idsOf('article');
  if (articleIds.length > 0) {
    const rows = await db
      .selectFrom('article')
      .leftJoin('journal', 'journal.id', 'article.journal_id')
      .select(['article.id', 'article.site_id', 'article.doi', 'article.publish_date', 'article.data', 'journal.data as journal_data'])
      .where('article.id', 'in', articleIds)
      .execute();
    for (const row of rows) {
      const data = jsonOf(row.data);
      const journal = jsonOf(row.journal_data);
      add({
        type: 'article',
        id: row.id,
        siteId: row.site_id,
        title: textOf(data.title),
        enTitle: textOf(data.enTitle),
        authors: namesOf(data.authors),
        source: textOf(journal.publicationName),
        enSource: textOf(journal.enPublicationName),
        doi: row.doi,
        publishDate: row.publish_date,
        imageUrl: '',
        url: '',
      });
    }
  }

  const journalIds = idsOf('journal');
  if (journalIds.length > 0) {
    const rows = await db.selectFrom('journal').select(['id', 'site_id', 'data']).where('id', 'in', journalIds).execute();
    for (const row of rows) {
      const data = jsonOf(row.data);
      add({
        type: 'journal',
        id: row.id,
        siteId: row.site_id,
        title: textOf(data.publicationName),
        enTitle: textOf(data.enPublicationName),
        authors: [],
        source: '',
        enSource: '',
        doi: '',
        publishDate: '',
        imageUrl: textOf(data.coverUrl),
        url: '',
      });
    }
  }

  for (const kind of ['audio', 'video'] as const) {
    const ids = idsOf(kind);
    if (ids.length === 0) continue;
    const rows = await db.selectFrom('media').select(['id', 'site_id', 'data']).where('id', 'in', ids).where('kind', '=', kind).execute();
    for (const row of rows) {
      const data = jsonOf(row.data);
      add({
        type: kind,
        id: row.id,
        siteId: row.site_id,
        title: textOf(data.resName),
        enTitle: textOf(data.enResName),
        authors: [],
        source: textOf(data.sourcePaper),
        enSource: textOf(data.enSourcePaper),
        doi: '',
        publishDate: textOf(data.publishDate),
        imageUrl: textOf(data.posterUrl),
        url: textOf(data.url),
      });
    }
  }
  return cards;
}
