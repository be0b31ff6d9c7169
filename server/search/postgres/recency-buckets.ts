import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Documents by age in the search vector's GIN index (migration 0033): a document's bucket is its id shifted right by
 * 10, so the 1,024 ids of a bucket are numbered one after the other, and the newest documents are in the highest
 * buckets. The expression is the index's, as the planner matches it.
 */
export const recencyShift = 10;

/** Whether `t` is in a bucket from the one holding id `from` to the one holding id `to` (SQL expressions). */
export function inBucketsBetween(from: RawBuilder<unknown>, to: RawBuilder<unknown>): RawBuilder<SqlBool> {
  const shift = sql.lit(recencyShift);
  return sql<SqlBool>`ARRAY[t.id >> ${shift}] && ARRAY(SELECT generate_series((${from}) >> ${shift}, (${to}) >> ${shift}))`;
}
