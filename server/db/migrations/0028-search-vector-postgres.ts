import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable-columns.ts';

/**
 * The weight class of each analysed column in the search vector (server/search/postgres/vector-classes.ts reads the
 * same classes): the title, keywords and authors a class each, so a `title:`, `keyword:` or `author:` term is a
 * weight-restricted lexeme; the other columns share D.
 */
const columnClasses = [
  ['title', 'A'],
  ['keywords', 'B'],
  ['authors', 'C'],
  ['institutions', 'D'],
  ['summary', 'D'],
  ['note', 'D'],
  ['source', 'D'],
  ['identifiers', 'D'],
  ['part', 'D'],
  ['first_page', 'D'],
  ['last_page', 'D'],
] as const;

/**
 * PostgreSQL's search vectors over the analysed text of migration 0025 (nothing on SQLite, whose FTS5 table indexes
 * it). The text is already the analyser's tokens (server/search/analyzer.ts `indexText`, space-separated), so each
 * token becomes one lexeme as it is — what the `simple` configuration would keep of it, without PostgreSQL's parser
 * splitting it again by rules of its own (`can't`, `a:b`) or by the server's locale. `search_column_vector` numbers a
 * column's tokens from 2: joined by `||`, which offsets the right vector by the left's last position, the columns are
 * one position apart, so no phrase matches across two of them (as in FTS5). A token is cut to its first 500
 * characters (PostgreSQL takes lexemes of up to 2,046 bytes); the query side cuts its tokens alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE FUNCTION search_column_vector(tokens text, weight "char") RETURNS tsvector
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT coalesce(string_agg(
        '''' || replace(replace(left(token, 500), '\\', '\\\\'), '''', '''''') || ''':' || least(position + 1, 16383) || weight::text, ' ')::tsvector, ''::tsvector)
      FROM unnest(string_to_array(tokens, ' ')) WITH ORDINALITY AS split(token, position)
      WHERE token <> ''
    $$`.execute(db);
  const vector = sql.join(
    columnClasses.map(([column, weight]) => sql`search_column_vector(${sql.ref(column)}, ${sql.lit(weight)})`),
    sql` || `,
  );
  await sql`ALTER TABLE search_text ADD COLUMN vector tsvector GENERATED ALWAYS AS (${vector}) STORED`.execute(db);
  // A narrow heap: the texts and the vector (uncompressed: read without inflating it) are kept out of line, so what
  // a search reads for each hit the index finds — its row's visibility, its id — is a few dozen bytes, not kilobytes.
  await sql`ALTER TABLE search_text ALTER COLUMN vector SET STORAGE EXTERNAL`.execute(db);
  await sql`ALTER TABLE search_text SET (toast_tuple_target = 128)`.execute(db);
  await sql`CREATE INDEX search_text_vector ON search_text USING gin (vector)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE search_text DROP COLUMN IF EXISTS vector`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_column_vector(text, "char")`.execute(db);
}
