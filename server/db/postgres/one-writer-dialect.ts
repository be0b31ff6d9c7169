import { CompiledQuery, PostgresDialect, PostgresDriver, type DatabaseConnection, type Driver, type PostgresDialectConfig, type TransactionSettings } from 'kysely';

/** The advisory lock every transaction takes as it begins, held to its end: `masthead` in ASCII, as a 64-bit key. */
export const writerLockKey = 0x6d61737468656164n;

/**
 * Kysely's PostgreSQL dialect with SQLite's way of taking turns (server/db/sqlite-dialect.ts: every transaction begun
 * IMMEDIATE): each transaction first takes one advisory lock, so the transactions of every process and machine run one
 * at a time, as they do on SQLite. Every transaction here writes, and many were written for that: a new item's id is
 * one above the largest (desk, imports), the desk adopts what readers see before it changes anything, a configuration
 * part's next version is one above its newest. Under READ COMMITTED alone two of them could read the same largest id.
 * Statements outside a transaction (every read) do not wait.
 */
export class OneWriterPostgresDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;

  constructor(config: PostgresDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new OneWriterPostgresDriver(this.#config);
  }
}

class OneWriterPostgresDriver extends PostgresDriver {
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await super.beginTransaction(connection, settings);
    await connection.executeQuery(CompiledQuery.raw(`select pg_advisory_xact_lock(${writerLockKey})`));
  }
}
