import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable-columns.ts';

/** The GIN indexes of the search vectors (migrations 0028 and 0031) and the vector each indexes. */
const vectorIndexes = [
  ['search_text_vector', 'vector'],
  ['search_text_field_vector', 'field_vector'],
] as const;

/**
 * The GIN indexes of PostgreSQL's search vectors (nothing on SQLite) get a second column: the document's id bucket,
 * its id shifted right by 10 (1,024 ids a bucket; server/search/postgres/recency-buckets.ts spells the same
 * expression). A broad search's candidates are its newest hits: an index then finds the hits in the newest buckets in
 * one scan, where a range of the primary key beside it left the planner free to read every row's vector in the range
 * instead (it does not count TOAST reads). Searches of a vector alone use its index as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [index, vector] of vectorIndexes) {
    await sql`DROP INDEX ${sql.ref(index)}`.execute(db);
    await sql`CREATE INDEX ${sql.ref(index)} ON search_text USING gin (${sql.ref(vector)}, (ARRAY[id >> 10]))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [index, vector] of vectorIndexes) {
    await sql`DROP INDEX ${sql.ref(index)}`.execute(db);
    await sql`CREATE INDEX ${sql.ref(index)} ON search_text USING gin (${sql.ref(vector)})`.execute(db);
  }
}
