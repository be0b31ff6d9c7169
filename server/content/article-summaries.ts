import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';
import { parsedPage, type Paging } from './catalogue-lists.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

type ArticleRows = ExpressionBuilder<Database, 'article' | 'journal_column'>;
type ArticleRow = { data: string; columnData: string | null };

/**
 * A page of the given sites' articles that `which` selects, newest first (ties by id), each with its column's names
 * and whatever `extend` derives from its stored data, parsed with `item` (the reply schema).
 */
export async function pageOfArticles<Item extends AnySchema>(
  db: Kysely<Database>,
  siteIds: number[],
  which: (eb: ArticleRows) => Expression<SqlBool>,
  paging: Paging,
  item: Item,
  extend: (article: Record<string, unknown>) => Record<string, unknown> = () => ({}),
): Promise<Page<z.output<Item>>> {
  const base = db
    .selectFrom('article')
    .leftJoin('journal_column', 'journal_column.id', 'article.column_id')
    .where('article.site_id', 'in', siteIds)
    .where(which);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows: ArticleRow[] = await base
    .select(['article.data as data', 'journal_column.data as columnData'])
    .orderBy('article.publish_date', 'desc')
    .orderBy('article.id', 'desc')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  const content = rows.map((row) => {
    const article = JSON.parse(row.data) as Record<string, unknown>;
    const column = row.columnData === null ? {} : (JSON.parse(row.columnData) as { name?: string; enName?: string });
    return { ...article, columnName: column.name ?? '', enColumnName: column.enName ?? '', ...extend(article) };
  });
  return parsedPage(item, content, Number(total), paging);
}
