import { sql, type Kysely } from 'kysely';
import { multilingualArticle, type MultilingualArticle } from '../../schemas/content/multilingual-article.ts';
import type { ContentLanguage } from '../../schemas/primitives.ts';
import type { Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';
import { pageOfArticles } from './article-summaries.ts';
import type { Paging } from './catalogue-lists.ts';
import { engineOf, type DatabaseEngine } from '../db/database-engine.ts';
import { jsonText } from '../db/portable-sql.ts';

const abstractOf = (engine: DatabaseEngine) => sql<string>`trim(coalesce(${jsonText(engine, sql`article.data`, 'abstract')}, ''))`;
const enAbstractOf = (engine: DatabaseEngine) => sql<string>`trim(coalesce(${jsonText(engine, sql`article.data`, 'enAbstract')}, ''))`;

/**
 * `/newLeaguage` (multilingual abstracts): articles whose abstract is written in more than one language. `abstract`
 * is in the article's own language and `enAbstract` in English (the same text for an English article), so an
 * article qualifies when it is not English and has both.
 */
export function listMultilingualArticles(db: Kysely<Database>, siteIds: number[], paging: Paging): Promise<Page<MultilingualArticle>> {
  return pageOfArticles(
    db,
    siteIds,
    (eb) => eb.and([eb('article.language', '!=', 'en'), eb(abstractOf(engineOf(db)), '!=', ''), eb(enAbstractOf(engineOf(db)), '!=', '')]),
    paging,
    multilingualArticle,
    (article) => ({ abstractLanguages: [article.language as ContentLanguage, 'en'] }),
  );
}
