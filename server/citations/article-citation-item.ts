import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { articleDetail } from '../content/article-detail.ts';
import { journalDetail } from '../content/catalogue-lists.ts';
import { articleCsl, type CslItem } from './article-csl.ts';

/** The CSL-JSON of one of these sites' articles, with its journal from the site's catalogue; undefined when not theirs. */
export async function articleCitationItem(db: Kysely<Database>, siteIds: number[], id: number): Promise<CslItem | undefined> {
  const detail = await articleDetail(db, siteIds, { id });
  if (!detail) return undefined;
  return articleCsl(detail, await journalDetail(db, detail.article.publicationId, siteIds));
}
