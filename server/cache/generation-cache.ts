export type GenerationCacheOptions = {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
  /** Told of each lookup: found fresh (true) or computed anew (false). */
  onLookup?: (hit: boolean) => void;
};

type Entry<Value> = { value: Value; generation: string; storedAt: number };

/**
 * Values derived from the content (what a search found, a page of a list), by key, least recently used first out.
 * An entry is good while it is younger than the TTL (a sort by visits may lag that long) and its generation is the
 * current one (an import or a configuration change makes every entry stale at once).
 */
export class GenerationCache<Value> {
  readonly #entries = new Map<string, Entry<Value>>();
  readonly #now: () => number;

  constructor(private readonly options: GenerationCacheOptions) {
    this.#now = options.now ?? Date.now;
  }

  /** The cached value, or else what `compute` makes of it (kept for the next caller unless the generation moved on). */
  async through(key: string, generation: string, compute: () => Promise<Value>): Promise<Value> {
    const entry = this.#entries.get(key);
    if (entry && entry.generation === generation && this.#now() - entry.storedAt <= this.options.ttlMs) {
      // Re-inserting moves the entry to the most recently used end.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      this.options.onLookup?.(true);
      return entry.value;
    }
    this.options.onLookup?.(false);
    if (entry) this.#entries.delete(key);
    const value = await compute();
    this.#entries.set(key, { value, generation, storedAt: this.#now() });
    for (const oldestKey of this.#entries.keys()) {
      if (this.#entries.size <= this.options.maxEntries) break;
      this.#entries.delete(oldestKey);
    }
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}
