import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable-columns.ts';

/**
 * The tag each field column's tokens carry in `field_vector` (server/search/postgres/field-tags.ts reads the same
 * tags): the columns a typed `title:`, `keyword:`, `author:` or `affiliation:` term searches.
 */
const fieldTags = [
  ['title', 't:'],
  ['keywords', 'k:'],
  ['authors', 'a:'],
  ['institutions', 'i:'],
] as const;

/**
 * A second search vector on PostgreSQL (nothing on SQLite), of the field columns alone, each token a lexeme with its
 * column's tag in front (`t:成像`). A field-scoped query is then plain lexemes its own GIN index answers exactly: a
 * weight-restricted lexeme of migration 0028's vector (`'成像':A`) makes every row the index finds be read again from
 * TOAST to check the weight, and the institutions share class D with the abstract, so they needed a text check too.
 * Positions as in migration 0028 (a column's tokens from 2, columns apart), so no phrase runs across two columns;
 * a token cut to its first 500 characters before the tag, as the query side cuts it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE FUNCTION search_tagged_vector(tokens text, tag text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT coalesce(string_agg(
        '''' || replace(replace(tag || left(token, 500), '\\', '\\\\'), '''', '''''') || ''':' || least(position + 1, 16383), ' ')::tsvector, ''::tsvector)
      FROM unnest(string_to_array(tokens, ' ')) WITH ORDINALITY AS split(token, position)
      WHERE token <> ''
    $$`.execute(db);
  const vector = sql.join(
    fieldTags.map(([column, tag]) => sql`search_tagged_vector(${sql.ref(column)}, ${sql.lit(tag)})`),
    sql` || `,
  );
  await sql`ALTER TABLE search_text ADD COLUMN field_vector tsvector GENERATED ALWAYS AS (${vector}) STORED`.execute(db);
  await sql`ALTER TABLE search_text ALTER COLUMN field_vector SET STORAGE EXTERNAL`.execute(db);
  await sql`CREATE INDEX search_text_field_vector ON search_text USING gin (field_vector)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE search_text DROP COLUMN IF EXISTS field_vector`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_tagged_vector(text, text)`.execute(db);
}
