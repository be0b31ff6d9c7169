import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from './tables.ts';

export type JobLeaseOptions = {
  /** How long a lease holds without being renewed: longer than the holder's rounds, so it keeps it while it lives. */
  ttlMs: number;
  /** Who holds it; default: this machine, this process and a random part (two leases of one process differ). */
  holder?: string | undefined;
  now?: (() => number) | undefined;
};

/**
 * A lease row (`job_lease`) that lets one process at a time run a job on a database several share (`WORKERS`, or many
 * machines): a process takes it when it is free or has expired, and keeps it by renewing it on each round; when the
 * holder dies (killed, crashed), the lease expires and another takes it over. Taking and renewing are one statement
 * each, which the database serialises, so two processes never both hold it.
 */
export class JobLease {
  readonly holder: string;
  readonly #now: () => number;

  constructor(
    private readonly db: Kysely<Database>,
    readonly name: string,
    private readonly options: JobLeaseOptions,
  ) {
    this.holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.#now = options.now ?? Date.now;
  }

  /** Takes the lease, or renews it when this holder has it; false while another holder's lease lasts. */
  async acquire(): Promise<boolean> {
    const now = this.#now();
    const expiresAt = now + this.options.ttlMs;
    const taken = await this.db
      .updateTable('job_lease')
      .set({ holder: this.holder, expires_at: expiresAt })
      .where('name', '=', this.name)
      .where((eb) => eb.or([eb('holder', '=', this.holder), eb('expires_at', '<=', now)]))
      .executeTakeFirst();
    if (taken.numUpdatedRows > 0n) return true;
    const created = await this.db
      .insertInto('job_lease')
      .values({ name: this.name, holder: this.holder, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    return Number(created.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /** Gives the lease up (a process stopping), so another takes it at its next round rather than after the TTL. */
  async release(): Promise<void> {
    await this.db.deleteFrom('job_lease').where('name', '=', this.name).where('holder', '=', this.holder).execute();
  }
}
