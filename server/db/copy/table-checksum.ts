import { createHash } from 'node:crypto';

/**
 * A table's rows as one figure that does not depend on their order (the two engines may read them in different
 * orders): the count, and the sum of each row's hash modulo 2^64. Values are compared as text, which is what each
 * engine's column types keep of them (SQLite stores a number in a text column as the number).
 */
export class TableChecksum {
  #sum = 0n;
  #rows = 0;

  add(row: Record<string, unknown>, columns: readonly string[]): void {
    const hash = createHash('sha256');
    for (const column of columns) {
      const value = row[column];
      hash.update(value === null || value === undefined ? '\u0000null' : `\u0001${String(value)}`);
      hash.update('\u0002');
    }
    this.#sum = (this.#sum + hash.digest().readBigUInt64BE(0)) & 0xffff_ffff_ffff_ffffn;
    this.#rows += 1;
  }

  get rows(): number {
    return this.#rows;
  }

  /** The rows' figure, as hex. */
  get digest(): string {
    return this.#sum.toString(16).padStart(16, '0');
  }
}
