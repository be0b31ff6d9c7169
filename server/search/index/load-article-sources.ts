import type { Kysely } from 'kysely';
import { article as articleSchema } from '../../../schemas/content/article.ts';
import { articleContent, type ArticleContent } from '../../../schemas/content/article-content.ts';
import { column as columnSchema, journal as journalSchema } from '../../../schemas/content/journal.ts';
import { period as periodSchema } from '../../../schemas/period.ts';
import type { z } from 'zod';
import type { Database } from '../../db/tables.ts';
import { articleFileUrl } from '../../files/files-dir.ts';
import type { ArticleSource } from './article-documents.ts';
import { articleEntityInput } from '../../db/article-row.ts';
import type { AnySchema } from '../../../schemas/any-schema.ts';

/** An article ready to index, with the served address of each of its package images (by the XML's href). */
export type LoadedArticle = { source: ArticleSource; imageUrls: Map<string, string> };

/** Which articles: by id, one site's, or the next batch after an id (for a rebuild). */
export type ArticleSelection = { ids: number[] } | { siteId: number } | { afterId: number; limit: number };

function parsedById<S extends AnySchema>(schema: S, rows: { id: number; data: string }[]): Map<number, z.output<S>> {
  const found = new Map<number, z.output<S>>();
  for (const row of rows) {
    const parsed = schema.safeParse(JSON.parse(row.data));
    if (parsed.success) found.set(row.id, parsed.data);
  }
  return found;
}

/**
 * Reads articles with their full text, journal, issue, column and package files, in a few queries for the whole
 * selection, and the last id read (null: none). An article whose stored JSON no longer reads as an Article is left out; a full text that no longer reads
 * as content is indexed without its figures and tables.
 */
export async function loadArticleSources(
  db: Kysely<Database>,
  selection: ArticleSelection,
  /** Full texts the caller holds, checked, by article id (an import's own): not read back and parsed again. */
  known: ReadonlyMap<number, ArticleContent> = new Map(),
): Promise<{ articles: LoadedArticle[]; lastId: number | null }> {
  let query = db
    .selectFrom('article')
    .leftJoin('article_content', 'article_content.article_id', 'article.id')
    .select([
      'article.id',
      'article.site_id',
      'article.doi',
      'article.journal_id',
      'article.period_id',
      'article.column_id',
      'article.visits',
      'article.downloads',
      'article.reference_count',
      'article.comment_count',
      'article.data',
      'article_content.updated_at as contentUpdatedAt',
    ])
    .$if(!('ids' in selection && selection.ids.every((id) => known.has(id))), (query) => query.select('article_content.data as contentData'))
    .orderBy('article.id');
  if ('ids' in selection) query = query.where('article.id', 'in', selection.ids.length > 0 ? selection.ids : [-1]);
  else if ('siteId' in selection) query = query.where('article.site_id', '=', selection.siteId);
  else query = query.where('article.id', '>', selection.afterId).limit(selection.limit);
  const rows = await query.execute();
  if (rows.length === 0) return { articles: [], lastId: null };

  const ids = rows.map((row) => row.id);
  const journalIds = [...new Set(rows.map((row) => row.journal_id))];
  const periodIds = [...new Set(rows.flatMap((row) => row.period_id ?? []))];
  const columnIds = [...new Set(rows.flatMap((row) => row.column_id ?? []))];
  const journals = parsedById(journalSchema, await db.selectFrom('journal').select(['id', 'data']).where('id', 'in', journalIds).execute());
  const periods = parsedById(periodSchema, periodIds.length ? await db.selectFrom('period').select(['id', 'data']).where('id', 'in', periodIds).execute() : []);
  const columns = parsedById(columnSchema, columnIds.length ? await db.selectFrom('journal_column').select(['id', 'data']).where('id', 'in', columnIds).execute() : []);
  const assets = await db
    .selectFrom('article_asset')
    .select(['article_id', 'href', 'role', 'stored_name'])
    .where('article_id', 'in', ids)
    .where('role', 'in', ['pdf', 'graphic'])
    .execute();
  const assetsOf = new Map<number, typeof assets>();
  for (const asset of assets) assetsOf.set(asset.article_id, [...(assetsOf.get(asset.article_id) ?? []), asset]);

  const loaded: LoadedArticle[] = [];
  for (const row of rows) {
    const entity = articleSchema.safeParse(articleEntityInput(row));
    if (!entity.success) continue;
    const held = known.get(row.id);
    const stored = 'contentData' in row ? (row.contentData as string | null) : null;
    const content = held ? { success: true as const, data: held } : stored === null ? null : articleContent.safeParse(JSON.parse(stored));
    const own = assetsOf.get(row.id) ?? [];
    const imageUrls = new Map(own.filter((asset) => asset.role === 'graphic').map((asset) => [asset.href, articleFileUrl(row.id, asset.stored_name)]));
    loaded.push({
      source: {
        siteId: row.site_id,
        article: entity.data,
        content: content?.success ? content.data : null,
        journal: journals.get(row.journal_id) ?? null,
        period: row.period_id === null ? null : (periods.get(row.period_id) ?? null),
        column: row.column_id === null ? null : (columns.get(row.column_id) ?? null),
        hasPdf: entity.data.pdfUrl !== '' || own.some((asset) => asset.role === 'pdf'),
        updatedAt: row.contentUpdatedAt ?? '',
      },
      imageUrls,
    });
  }
  return { articles: loaded, lastId: rows.at(-1)!.id };
}
