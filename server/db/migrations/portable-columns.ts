import { sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from 'kysely';
import { engineOf } from '../database-engine.ts';
import { currentTimestampText as timestampText } from '../portable-sql.ts';

/**
 * What the migrations spell differently on SQLite and PostgreSQL, so one set of migrations makes both schemas. On
 * SQLite every helper gives exactly the SQL the migrations were first written with.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against no particular schema
type AnyDb = Kysely<any>;

/** A row id the database assigns when an insert leaves it out (SQLite: the rowid; PostgreSQL: an identity column). */
export const generatedId = (db: AnyDb) => (column: ColumnDefinitionBuilder) =>
  engineOf(db) === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey();

/** As `generatedId`, never reusing the id of a deleted row (SQLite's AUTOINCREMENT; an identity never reuses one). */
export const generatedIdNeverReused = (db: AnyDb) => (column: ColumnDefinitionBuilder) =>
  engineOf(db) === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();

/** Milliseconds since 1970, or a number beyond 2^31 (a search document's id): PostgreSQL's integer is 32 bits. */
export const epochMillisType = (db: AnyDb) => (engineOf(db) === 'postgres' ? 'bigint' : 'integer');
export const wideIntegerType = epochMillisType;

/** The time as `2026-03-01 08:15:00` (UTC): what SQLite's CURRENT_TIMESTAMP gives, as text. */
export const currentTimestampText = (db: AnyDb): RawBuilder<string> => timestampText(engineOf(db));

/** The time as `2026-03-01T08:15:00.123Z` (UTC, milliseconds). */
export const isoMillisNow = (db: AnyDb): RawBuilder<string> =>
  engineOf(db) === 'postgres' ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** The time as `2026-03-01T08:15:00Z` (UTC, seconds), as OAI-PMH writes datestamps. */
export const isoSecondsNow = (db: AnyDb): RawBuilder<string> =>
  engineOf(db) === 'postgres' ? sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')` : sql`strftime('%Y-%m-%dT%H:%M:%SZ', 'now')`;

export const isPostgres = (db: AnyDb) => engineOf(db) === 'postgres';
