import { sql, type Kysely, type SqlBool } from 'kysely';
import { article as articleSchema, type Article } from '../../../schemas/content/article.ts';
import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import { articleRow } from '../../db/article-row.ts';
import type { Database } from '../../db/tables.ts';
import { journalOfSite } from '../../content/periods.ts';
import { indexArticle } from '../../search/index/index-article.ts';
import { nextArticleId } from '../../db/next-article-id.ts';
import { articleRecordOf, yearOf } from './article-record.ts';
import { issuePeriodFor } from './issue-period.ts';

export type StoredArticle = { id: number; doi: string; title: string; updated: boolean };

/** A site without a journal has nowhere to put articles: a problem of the site, not of one file. */
export class SiteWithoutJournal extends Error {
  override name = 'SiteWithoutJournal';
}

/**
 * Writes one article and its full text, in one transaction: all of it lands, or nothing. An article with the same
 * DOI (any letter case) on the same site is updated in place — same id, its counters and column kept.
 */
export async function storeArticle(
  db: Kysely<Database>,
  siteId: number,
  content: ArticleContent,
  {
    inTransaction,
    jatsFront = null,
  }: {
    /** Work that must land with the article or not at all (its package files), given the article's id. */
    inTransaction?: (trx: Kysely<Database>, articleId: number) => Promise<void>;
    /** The source's `<front>` as XML (server/ingest/jats/front-xml.ts), for harvesters. */
    jatsFront?: string | null;
  } = {},
): Promise<StoredArticle> {
  return db.transaction().execute(async (trx) => {
    const journalId = await journalOfSite(trx, siteId, null);
    if (journalId === undefined) throw new SiteWithoutJournal(`site ${siteId} has no journal to publish articles in`);

    const existing = content.doi
      ? await trx
          .selectFrom('article')
          .select(['id', 'data'])
          .where('site_id', '=', siteId)
          .where(sql<SqlBool>`doi = ${content.doi} COLLATE NOCASE`)
          .executeTakeFirst()
      : undefined;
    const earlier = existing ? earlierEntry(existing.data) : undefined;
    const id = existing?.id ?? (await nextArticleId(trx));
    const publicationId = earlier?.publicationId ?? journalId;
    const periodId = await issuePeriodFor(trx, publicationId, yearOf(content), content);
    const entry = articleRecordOf(content, { id, publicationId, periodId, earlier });

    const row = articleRow(siteId, entry);
    if (existing) await trx.updateTable('article').set(row).where('id', '=', id).execute();
    else await trx.insertInto('article').values(row).execute();
    const full = { article_id: id, language: content.language, data: JSON.stringify(content), jats_front: jatsFront };
    await trx
      .insertInto('article_content')
      .values(full)
      .onConflict((conflict) => conflict.column('article_id').doUpdateSet({ language: full.language, data: full.data, jats_front: full.jats_front, updated_at: sql`CURRENT_TIMESTAMP` }))
      .execute();
    await inTransaction?.(trx, id);
    await indexArticle(trx, id);
    return { id, doi: entry.doi, title: entry.title, updated: existing !== undefined };
  });
}

/** What an earlier import stored, if it still reads as an Article. */
function earlierEntry(data: string): Article | undefined {
  const parsed = articleSchema.safeParse(JSON.parse(data));
  return parsed.success ? parsed.data : undefined;
}
