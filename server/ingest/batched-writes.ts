import type { ControlledTransaction, Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

/** What to do with one piece of work once its batch is committed, or when it (or its batch) failed. */
export type BatchCallbacks<T> = {
  /** Awaited before the next piece's (e.g. pruning an article's earlier files from the file store). */
  committed: (result: T) => unknown;
  failed: (error: unknown) => void;
  /** Last, whatever happened (staging folders). */
  cleanup?: () => void;
};

type Waiting = { committed: () => unknown; failed: (error: unknown) => void; cleanup: () => void };

/** How many pieces of work, or how long, one transaction holds before it is committed. */
export type BatchLimits = { items: number; milliseconds: number };

/**
 * Many small writes (one article each) in few transactions: each piece of work runs in a savepoint of the batch's
 * transaction — one that fails is rolled back alone and reported at once — and the batch is committed every
 * `items` pieces or `milliseconds`, whichever comes first (a commit waits for the disk; a long transaction keeps
 * other writers, such as a running server, waiting). A piece counts as done only when its batch is committed.
 */
export class BatchedWrites {
  readonly #db: Kysely<Database>;
  readonly #limits: BatchLimits;
  #trx: ControlledTransaction<Database> | null = null;
  #startedAt = 0;
  #waiting: Waiting[] = [];

  constructor(db: Kysely<Database>, limits: BatchLimits = { items: 100, milliseconds: 1000 }) {
    this.#db = db;
    this.#limits = limits;
  }

  /** Runs `work` in the batch; answers whether it succeeded (its batch may still fail to commit: see `failed`). */
  async add<T>(work: (trx: Kysely<Database>) => Promise<T>, callbacks: BatchCallbacks<T>): Promise<boolean> {
    if (!this.#trx) {
      this.#trx = await this.#db.startTransaction().execute();
      this.#startedAt = performance.now();
    }
    const trx = this.#trx;
    const savepoint = await trx.savepoint('work').execute();
    let result: T;
    try {
      result = await work(savepoint);
    } catch (error) {
      await savepoint.rollbackToSavepoint('work').execute();
      await savepoint.releaseSavepoint('work').execute();
      try {
        callbacks.failed(error);
      } finally {
        callbacks.cleanup?.();
      }
      return false;
    }
    await savepoint.releaseSavepoint('work').execute();
    this.#waiting.push({ committed: () => callbacks.committed(result), failed: callbacks.failed, cleanup: () => callbacks.cleanup?.() });
    if (this.#waiting.length >= this.#limits.items || performance.now() - this.#startedAt >= this.#limits.milliseconds) await this.flush();
    return true;
  }

  /** Commits what the batch holds (the caller's last step, and before it writes outside the batch). */
  async flush(): Promise<void> {
    const trx = this.#trx;
    const waiting = this.#waiting;
    this.#trx = null;
    this.#waiting = [];
    if (!trx) return;
    try {
      let failure: unknown = null;
      try {
        await trx.commit().execute();
      } catch (error) {
        failure = error;
        await trx.rollback().execute().catch(() => {});
      }
      for (const entry of waiting) {
        if (failure === null) await entry.committed();
        else entry.failed(failure);
      }
    } finally {
      for (const entry of waiting) entry.cleanup();
    }
  }

  /** Rolls back what the batch holds (when the caller stops half-way). */
  async abandon(error: unknown): Promise<void> {
    const trx = this.#trx;
    const waiting = this.#waiting;
    this.#trx = null;
    this.#waiting = [];
    if (!trx) return;
    await trx.rollback().execute().catch(() => {});
    for (const entry of waiting) {
      try {
        entry.failed(error);
      } finally {
        entry.cleanup();
      }
    }
  }
}
