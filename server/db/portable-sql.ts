import { sql, type Expression, type OrderByModifiers, type RawBuilder } from 'kysely';
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
 * A field read as a whole number the way SQLite's CAST does: the leading digits of its text (`12a` → 12), 0 when it
 * has none (`e04490` → 0), null when the field is missing.
 */
export function jsonInteger(engine: DatabaseEngine, json: Json, field: string): RawBuilder<number | null> {
  if (engine === 'sqlite') return sql`CAST(json_extract(${json}, ${sql.lit(`$.${field}`)}) AS INTEGER)`;
  return textInteger(engine, jsonText(engine, json, field));
}

/** A text read as a whole number the way SQLite's CAST does (`12a` → 12, `e04490` → 0, null → null): an issue as printed. */
export function textInteger(engine: DatabaseEngine, text: Expression<string | null>): RawBuilder<number | null> {
  if (engine === 'sqlite') return sql`CAST(${text} AS INTEGER)`;
  return sql`(CASE WHEN ${text} IS NULL THEN NULL ELSE coalesce(substring(${text} from '^\\s*(-?\\d{1,9})')::integer, 0) END)`;
}

/**
 * A field of a JSON text as the value it holds — a number as a number, a text as a text, null when missing — as
 * SQLite's json_extract hands a scalar to the caller (PostgreSQL's driver parses the jsonb it answers). For what is
 * selected, not compared.
 */
export function jsonValue<Value>(engine: DatabaseEngine, json: Json, path: readonly string[]): RawBuilder<Value | null> {
  return engine === 'postgres'
    ? sql`(${json}::jsonb #> ${sql.lit(`{${path.join(',')}}`)})`
    : sql`json_extract(${json}, ${sql.lit(`$.${path.join('.')}`)})`;
}

/**
 * An ORDER BY direction with nulls where SQLite puts them: first when ascending, last when descending (PostgreSQL
 * does the opposite). SQLite's SQL stays the bare direction.
 */
export function sqliteNullsOrder(engine: DatabaseEngine, direction: 'asc' | 'desc'): OrderByModifiers {
  if (engine === 'sqlite') return direction;
  return direction === 'asc' ? (order) => order.asc().nullsFirst() : (order) => order.desc().nullsLast();
}

/** `column = value` ignoring letter case (DOIs, issue numbers); PostgreSQL uses the `nocase` collation of migration 0002. */
export function equalsIgnoringCase(column: Expression<string>, value: string): RawBuilder<boolean> {
  return sql`${column} = ${value} COLLATE nocase`;
}
