import { sql, type Expression, type RawBuilder } from 'kysely';
import type { DatabaseEngine } from './database-engine.ts';

/**
 * The expressions the queries write differently on SQLite and PostgreSQL. JSON is kept as text on both; these read a
 * field of it the way SQLite's json_extract does.
 */

type Json = Expression<string | null>;

/** A top-level field of a JSON text, as text (a number as its digits); null when missing. */
export function jsonText(engine: DatabaseEngine, json: Json, field: string): RawBuilder<string | null> {
  return engine === 'postgres' ? sql`(${json}::jsonb ->> ${sql.lit(field)})` : sql`json_extract(${json}, ${sql.lit(`$.${field}`)})`;
}

/** A field of a JSON text below the top (`counts`, `references`), as text; null when missing. */
export function jsonPathText(engine: DatabaseEngine, json: Json, path: readonly string[]): RawBuilder<string | null> {
  return engine === 'postgres'
    ? sql`(${json}::jsonb #>> ${sql.lit(`{${path.join(',')}}`)})`
    : sql`json_extract(${json}, ${sql.lit(`$.${path.join('.')}`)})`;
}

/**
 * A text read as a whole number the way SQLite's CAST does: its leading digits (`12a` → 12), 0 when it has none
 * (`e04490` → 0), null when it is null.
 */
export function textInteger(engine: DatabaseEngine, text: Expression<string | null>): RawBuilder<number | null> {
  if (engine === 'sqlite') return sql`CAST(${text} AS INTEGER)`;
  return sql`(CASE WHEN ${text} IS NULL THEN NULL ELSE coalesce(substring(${text} from '^\\s*(-?\\d{1,9})')::integer, 0) END)`;
}

/** A field read as a whole number as `textInteger` reads a text; null when the field is missing. */
export function jsonInteger(engine: DatabaseEngine, json: Json, field: string): RawBuilder<number | null> {
  if (engine === 'sqlite') return sql`CAST(json_extract(${json}, ${sql.lit(`$.${field}`)}) AS INTEGER)`;
  return textInteger(engine, jsonText(engine, json, field));
}

/**
 * A field as SQLite's json_extract gives it, to compare with a number: the number a JSON number holds; on PostgreSQL
 * null for any other value (SQLite's text `'5'` never equals the number 5 either).
 */
export function jsonNumber(engine: DatabaseEngine, json: Json, field: string): RawBuilder<number | null> {
  if (engine === 'sqlite') return sql`json_extract(${json}, ${sql.lit(`$.${field}`)})`;
  const value = sql`(${json}::jsonb -> ${sql.lit(field)})`;
  return sql`(CASE WHEN jsonb_typeof(${value}) = 'number' THEN (${value} #>> '{}')::numeric END)`;
}

/** `column = value` ignoring letter case (DOIs, issue numbers); PostgreSQL uses the `nocase` collation of migration 0002. */
export function equalsIgnoringCase(column: Expression<string>, value: string): RawBuilder<boolean> {
  return sql`${column} = ${value} COLLATE nocase`;
}

/**
 * `text LIKE pattern` (`\\` escaping) with SQLite's letter case: its LIKE ignores the case of ASCII letters, PostgreSQL's
 * minds it (ILIKE does not, of any letter).
 */
export function likeIgnoringCase(engine: DatabaseEngine, text: Expression<string | null>, pattern: string): RawBuilder<boolean> {
  return engine === 'postgres' ? sql`${text} ILIKE ${pattern} ESCAPE '\\'` : sql`${text} LIKE ${pattern} ESCAPE '\\'`;
}

/** The time as `2026-03-01 08:15:00` (UTC), as text: what SQLite's CURRENT_TIMESTAMP gives. */
export function currentTimestampText(engine: DatabaseEngine): RawBuilder<string> {
  return engine === 'postgres' ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD HH24:MI:SS'))` : sql`CURRENT_TIMESTAMP`;
}
