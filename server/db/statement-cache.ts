import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/**
 * The database as Kysely's SQLite dialect sees it, with each statement compiled once: the dialect asks for a new
 * prepared statement on every query, and compiling one costs about as much as running a small query. Queries are
 * built by code, so their texts are few (the last `limit` are kept). A statement is never run twice at once: Kysely
 * runs one query at a time on its single connection, and runs each to its end before the next.
 */
export function withStatementCache(sqlite: SQLiteDatabase, limit = 500): SqliteDatabase {
  const statements = new LRUCache<string, Statement>({ max: limit });
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
      return statement;
    },
  };
}
