import { sql, type Kysely } from 'kysely';
import { article as articleSchema } from '../../schemas/content/article.ts';
import { articleContent, type ArticleContent } from '../../schemas/content/article-content.ts';
import type { ArticlePage } from '../../schemas/content/article-page.ts';
import { articleEntityInput } from '../db/article-row.ts';
import type { Database } from '../db/tables.ts';
import { articleAssets } from './article-assets.ts';
import { texAsMathml } from './tex-as-mathml.ts';
import { equalsIgnoringCase } from '../db/portable-sql.ts';

export type ArticleKey = { id: number } | { doi: string };

/**
 * Full texts as served, by article and import time: parsing a large article's JSON, checking it and turning its TeX
 * into MathML takes milliseconds per request, and the result changes only when the article is imported again.
 */
const servedContent = new Map<string, ArticleContent>();
const servedContentLimit = 200;

/**
 * The article's full text as served. Which import it is comes first (its time and length): a large article's JSON is
 * read from the database only when that import is not already here.
 */
export async function contentAsServed(db: Kysely<Database>, articleId: number): Promise<ArticleContent | null> {
  const version = await db
    .selectFrom('article_content')
    .select(['updated_at', sql<number>`length(data)`.as('size')])
    .where('article_id', '=', articleId)
    .executeTakeFirst();
  if (!version) return null;
  // updated_at has one-second resolution: the length tells apart two imports within the same second (almost always).
  const key = `${articleId}@${version.updated_at}#${version.size}`;
  let content = servedContent.get(key);
  if (!content) {
    const row = await db.selectFrom('article_content').select('data').where('article_id', '=', articleId).executeTakeFirst();
    if (!row) return null;
    content = texAsMathml(articleContent.parse(JSON.parse(row.data)));
    if (servedContent.size >= servedContentLimit) servedContent.delete(servedContent.keys().next().value!);
    servedContent.set(key, content);
  }
  return content;
}

/** The article row of one of the given sites, by id or by DOI (DOIs match whatever their letter case). */
async function findRow(db: Kysely<Database>, siteIds: number[], key: ArticleKey) {
  let query = db.selectFrom('article').selectAll().where('site_id', 'in', siteIds);
  query = 'id' in key ? query.where('id', '=', key.id) : query.where(equalsIgnoringCase(sql.ref('doi'), key.doi));
  return query.executeTakeFirst();
}

/**
 * One article as the reading view shows it: its entity (the columns lists sort by are the truth for counts), and its
 * full text with TeX-only formulas given as MathML, so no reader needs a math library. Undefined when the article
 * is not one of these sites'.
 */
export async function articleDetail(db: Kysely<Database>, siteIds: number[], key: ArticleKey): Promise<Omit<ArticlePage, 'access'> | undefined> {
  const row = await findRow(db, siteIds, key);
  if (!row) return undefined;
  const entity = articleSchema.parse(articleEntityInput(row));
  const content = await contentAsServed(db, row.id);
  const files = await articleAssets(db, row.id);
  return { article: files.pdfUrl && !entity.pdfUrl ? { ...entity, pdfUrl: files.pdfUrl } : entity, content, ...files };
}

/** Counts a download of the article or one of its parts (a table); false when the article is not one of these sites'. */
export async function countDownload(db: Kysely<Database>, siteIds: number[], id: number): Promise<boolean> {
  const result = await db.updateTable('article').set({ downloads: sql`downloads + 1` }).where('id', '=', id).where('site_id', 'in', siteIds).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
