import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page kept with its compressed forms, so a hit costs what serving a precompressed static file costs. */
export type CachedPage = {
  status: number;
  headers: Record<string, string>;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The content and configuration version it was rendered from. */
  generation: string;
  storedAt: number;
};

export type PageCacheOptions = { maxBytes: number; ttlMs: number; now?: () => number };

/**
 * Rendered pages by key, least recently used first out, within a byte budget. An entry is good while it is younger
 * than the TTL (counts shown on the page may lag that long) and its generation is the current one (a re-import or a
 * configuration reload makes every entry stale at once).
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  #bytes = 0;
  readonly #now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.#now = options.now ?? Date.now;
  }

  get(key: string, generation: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation || this.#now() - entry.storedAt > this.options.ttlMs) {
      this.#delete(key, entry);
      return undefined;
    }
    // Re-inserting moves the entry to the most recently used end.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  async store(key: string, page: { status: number; headers: Record<string, string>; body: Buffer }, generation: string): Promise<CachedPage> {
    const [br, gz] = await Promise.all([
      brotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
      gzipAsync(page.body, { level: 6 }),
    ]);
    const entry: CachedPage = { status: page.status, headers: page.headers, identity: page.body, br, gzip: gz, generation, storedAt: this.#now() };
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    const size = sizeOf(entry);
    if (size > this.options.maxBytes) return entry;
    this.#entries.set(key, entry);
    this.#bytes += size;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#delete(oldestKey, oldest);
    }
    return entry;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held: pages and their compressed forms. */
  get bytes(): number {
    return this.#bytes;
  }

  #delete(key: string, entry: CachedPage): void {
    this.#entries.delete(key);
    this.#bytes -= sizeOf(entry);
  }
}

const sizeOf = (entry: CachedPage) => entry.identity.length + entry.br.length + entry.gzip.length;

/** The encoding to send a cached page in, by the request's Accept-Encoding (br preferred, as for static files). */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}
