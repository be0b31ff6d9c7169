import { sql } from 'kysely';

/**
 * An article's place in its issue's table of contents as editors ordered it on the desk (migration 0019), null when
 * they never placed it. Tables of contents order by column, then by this (nulls last), then by first page.
 */
export const savedTocPosition = sql<number | null>`(SELECT toc_position.position FROM toc_position WHERE toc_position.period_id = article.period_id AND toc_position.article_id = article.id)`;
