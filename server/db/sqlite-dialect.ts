import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SQLite dialect, with every transaction begun IMMEDIATE: it takes the database's write lock as it begins
 * (waiting up to busy_timeout for another process's), rather than at its first write. Every transaction here writes;
 * one begun the default way reads first, and when another process (a worker of `WORKERS`, `npm run ingest`) commits
 * in between, its first write fails at once with SQLITE_BUSY, which waiting cannot cure. Begun IMMEDIATE, transactions
 * of several processes take turns instead.
 */
export class ImmediateTransactionsSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionsSqliteDriver(this.#config);
  }
}

class ImmediateTransactionsSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
