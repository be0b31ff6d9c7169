import type { Kysely } from 'kysely';
import { book } from '../../../schemas/content/book.ts';
import { expert } from '../../../schemas/content/expert.ts';
import { journal } from '../../../schemas/content/journal.ts';
import { mediaItem } from '../../../schemas/content/media.ts';
import { newsItem } from '../../../schemas/content/news.ts';
import type { Database } from '../../db/tables.ts';
import { bookDocument } from './book-documents.ts';
import { expertDocument } from './expert-documents.ts';
import { journalDocument } from './journal-documents.ts';
import { mediaDocument, type MediaArticle } from './media-documents.ts';
import { newsDocument } from './news-documents.ts';
import type { SearchDocument } from './search-document.ts';
import type { z } from 'zod';
import type { AnySchema } from '../../../schemas/any-schema.ts';

/** Which sites' resources: one site's, or every site's (a rebuild). */
export type SiteSelection = { siteId: number } | 'all';

/** Rows whose stored JSON reads with the schema, turned into documents; the rest are left out of the index. */
function documentsOf<S extends AnySchema>(schema: S, rows: { site_id: number; data: string }[], toDocument: (siteId: number, value: z.output<S>) => SearchDocument): SearchDocument[] {
  return rows.flatMap((row) => {
    const parsed = schema.safeParse(JSON.parse(row.data));
    return parsed.success ? [toDocument(row.site_id, parsed.data)] : [];
  });
}

/** Videos and audio of the selected sites or articles, with the articles they accompany. */
export async function mediaDocuments(db: Kysely<Database>, selection: SiteSelection | { articleIds: number[] }): Promise<SearchDocument[]> {
  let query = db.selectFrom('media').select(['site_id', 'article_id', 'data']);
  if (selection !== 'all') {
    query = 'siteId' in selection ? query.where('site_id', '=', selection.siteId) : query.where('article_id', 'in', selection.articleIds.length ? selection.articleIds : [-1]);
  }
  const rows = await query.execute();
  const articleIds = [...new Set(rows.flatMap((row) => row.article_id ?? []))];
  const articles = new Map<number, MediaArticle>();
  if (articleIds.length > 0) {
    const found = await db.selectFrom('article').select(['id', 'language', 'journal_id', 'data']).where('id', 'in', articleIds).execute();
    for (const row of found) {
      const data = JSON.parse(row.data) as { title?: string; enTitle?: string };
      articles.set(row.id, { id: row.id, language: row.language === 'zh' ? 'zh' : 'en', publicationId: row.journal_id, title: data.title ?? '', enTitle: data.enTitle ?? '' });
    }
  }
  return rows.flatMap((row) => {
    const parsed = mediaItem.safeParse(JSON.parse(row.data));
    return parsed.success ? [mediaDocument(row.site_id, parsed.data, row.article_id === null ? null : (articles.get(row.article_id) ?? null))] : [];
  });
}

/** Journals, books, news, experts, videos and audio of the selected sites: everything but articles and their parts. */
export async function catalogueDocuments(db: Kysely<Database>, selection: SiteSelection): Promise<SearchDocument[]> {
  const bySite = <T extends 'journal' | 'book' | 'news' | 'expert'>(table: T) => {
    const query = db.selectFrom(table as 'journal').select(['site_id', 'data']);
    return (selection === 'all' ? query : query.where('site_id', '=', selection.siteId)).execute();
  };
  return [
    ...documentsOf(journal, await bySite('journal'), journalDocument),
    ...documentsOf(book, await bySite('book'), bookDocument),
    ...documentsOf(newsItem, await bySite('news'), newsDocument),
    ...documentsOf(expert, await bySite('expert'), expertDocument),
    ...(await mediaDocuments(db, selection)),
  ];
}
