import { sql, type Kysely } from 'kysely';
import { articleSummary, type ArticleSummary } from '../../schemas/content/list-items.ts';
import type { NewArticleKind } from '../../schemas/content/new-article-kinds.ts';
import type { Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';
import { pageOfArticles } from './article-summaries.ts';
import type { Paging } from './catalogue-lists.ts';
import { engineOf, type DatabaseEngine } from '../db/database-engine.ts';
import { jsonText } from '../db/portable-sql.ts';

/** JATS `article-type` values (and the spelled-out one sample content may use) that make an article a conference paper. */
export const conferenceArticleTypes = ['conference-paper', 'meeting-report', 'meeting-abstract', 'proceedings'] as const;

const articleType = (engine: DatabaseEngine) => jsonText(engine, sql`article.data`, 'type');

/**
 * `/newArticle` (spec §2 conference, prePublication): pre-publication articles are those not yet in an issue that
 * are just accepted (-1) or Online First (1-10, spec §4); conference papers are known by their article type.
 */
export function listNewArticles(db: Kysely<Database>, siteIds: number[], kind: NewArticleKind, paging: Paging): Promise<Page<ArticleSummary>> {
  return pageOfArticles(
    db,
    siteIds,
    (eb) =>
      kind === 'conference'
        ? eb(articleType(engineOf(db)), 'in', [...conferenceArticleTypes])
        : eb.and([eb('article.period_id', 'is', null), eb.or([eb('article.first_status', '=', -1), eb.between('article.first_status', 1, 10)])]),
    paging,
    articleSummary,
  );
}
