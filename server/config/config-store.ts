import { watch, type FSWatcher } from 'chokidar';
import type { ReloadResult } from '../../schemas/config-reload.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { formatDiagnostic } from '../../schemas/format-diagnostic.ts';
import type { FindBlockProblems } from '../../schemas/render-contract.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { moduleListsOf } from './module-lists-of.ts';
import type { ConfigSnapshot } from './config-snapshot.ts';
import { readConfigFolder } from './read-config-folder.ts';
import { databaseConfigSource, type DatabaseConfigSource } from './versions/database-config-source.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

type Logger = { info: (message: string) => void; warn: (message: string) => void };

/**
 * The live site configuration. Kept in `site-configs/` alone (the commands' and tests' plain store), or in the
 * database (`ConfigStore.fromDatabase`, what the server runs: parts versioned, the folder's edits imported as
 * versions). Read at start, and again on `reload()` (file watcher in development, the admin endpoint or SIGHUP in
 * production) and, from the database, whenever another process publishes. A reload swaps the whole snapshot at once,
 * and a part whose new content is invalid keeps its last good value.
 */
export class ConfigStore {
  #snapshot: ConfigSnapshot;
  readonly #database: DatabaseConfigSource | undefined;
  #revision = 0;
  #following: NodeJS.Timeout | undefined;
  /** Reads one at a time: a reload and a follow never swap snapshots out of order. */
  #reading: Promise<unknown> = Promise.resolve();
  #watcher: FSWatcher | undefined;
  #reportedDiagnostics = new Set<string>();
  #generation = 0;
  #findBlockProblems: FindBlockProblems | undefined;
  #blockProblems: { generation: number; found: Promise<Diagnostic[]> } | undefined;
  #reportedBlockProblems = new Set<string>();

  constructor(
    readonly configDir: string,
    private readonly logger: Logger = { info: () => {}, warn: () => {} },
    fromDatabase?: { source: DatabaseConfigSource; snapshot: ConfigSnapshot; revision: number },
  ) {
    this.#database = fromDatabase?.source;
    this.#snapshot = fromDatabase?.snapshot ?? readConfigFolder(configDir);
    this.#revision = fromDatabase?.revision ?? 0;
    this.#report(this.#snapshot.diagnostics);
  }

  /**
   * The store of a deployment whose configuration is in the database: the folder's edits are imported first, unless
   * another process did that for this start (`importFiles: false`, a worker of `WORKERS`).
   */
  static async fromDatabase(configDir: string, db: Kysely<Database>, logger?: Logger, { importFiles = true }: { importFiles?: boolean } = {}): Promise<ConfigStore> {
    const source = databaseConfigSource(db, configDir);
    const { snapshot, revision } = await source.read(undefined, { importFiles });
    return new ConfigStore(configDir, logger, { source, snapshot, revision });
  }

  get snapshot(): ConfigSnapshot {
    return this.#snapshot;
  }

  /** Counts reloads: what was derived from an older configuration (a cached page) is stale. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Lets the renderer check the module lists against its blocks: from now on its findings (unknown codes, props
   * failing a block's contract) join the diagnostics and the log, once per configuration generation.
   */
  checkBlocksWith(find: FindBlockProblems): void {
    this.#findBlockProblems = find;
    void this.diagnostics();
  }

  /** The renderer's check of module lists against its blocks, once it has given one. */
  get blockCheck(): FindBlockProblems | undefined {
    return this.#findBlockProblems;
  }

  /** Every problem of the live configuration: the files' own, then what the renderer found in their module lists. */
  async diagnostics(): Promise<Diagnostic[]> {
    const find = this.#findBlockProblems;
    if (!find) return this.#snapshot.diagnostics;
    if (this.#blockProblems?.generation !== this.#generation) {
      const found = find(moduleListsOf(this.#snapshot, this.configDir)).catch((error: unknown) => [
        { file: this.configDir, path: '', message: `module lists could not be checked: ${(error as Error).message}` },
      ]);
      this.#blockProblems = { generation: this.#generation, found };
      void found.then((problems) => {
        this.#reportedBlockProblems = this.#reportOnce(problems, this.#reportedBlockProblems);
      });
    }
    return [...this.#snapshot.diagnostics, ...(await this.#blockProblems.found)];
  }

  /**
   * Reads the configuration again: the folder, or (in the database) the folder's edits imported, then what is
   * published. `importFiles: false`: what is published only (the workers' supervisor imported the folder already).
   */
  async reload({ importFiles = true }: { importFiles?: boolean } = {}): Promise<ReloadResult> {
    await this.#read({ importFiles });
    this.logger.info(`site configuration reloaded: ${this.#snapshot.sites.size} sites`);
    return { diagnostics: this.#snapshot.diagnostics, sites: this.#snapshot.sites.size };
  }

  /** Reads again when the database holds a newer revision than this process read: another process (or this one) published. */
  async refresh(): Promise<boolean> {
    const database = this.#database;
    if (!database || (await database.revision()) === this.#revision) return false;
    await this.#read({ importFiles: false });
    return true;
  }

  /**
   * Follows the database: another process's publish is live here within `everyMs` (CONFIG_FOLLOW_MS; on PostgreSQL
   * the server also calls refresh() on each NOTIFY of a change: server/db/postgres/listen-for-changes.ts).
   */
  follow(everyMs: number): void {
    if (!this.#database || this.#following) return;
    // Said once when the database stops answering, and once when it answers again: not at every poll of an outage.
    let failing = false;
    this.#following = setInterval(() => {
      this.refresh().then(
        () => {
          if (failing) this.logger.info('config: the configuration\'s revision can be read again');
          failing = false;
        },
        (error: unknown) => {
          if (!failing) this.logger.warn(`config: could not read the configuration's revision: ${(error as Error).message}`);
          failing = true;
        },
      );
    }, everyMs);
    this.#following.unref();
  }

  #read(options: { importFiles: boolean }): Promise<void> {
    const next = this.#reading.then(async () => {
      if (this.#database) {
        const { snapshot, revision } = await this.#database.read(this.#snapshot, options);
        this.#snapshot = snapshot;
        this.#revision = revision;
      } else {
        this.#snapshot = readConfigFolder(this.configDir, this.#snapshot);
      }
      this.#generation += 1;
      this.#report(this.#snapshot.diagnostics);
      if (this.#findBlockProblems) void this.diagnostics();
    });
    this.#reading = next.catch(() => {});
    return next;
  }

  bySld(sld: string): SiteConfig | undefined {
    return this.#snapshot.sites.get(sld.toLowerCase());
  }

  bySiteId(siteId: number): SiteConfig | undefined {
    for (const config of this.#snapshot.sites.values()) if (config.site.siteId === siteId) return config;
    return undefined;
  }

  byDomain(host: string): SiteConfig | undefined {
    const wanted = host.toLowerCase();
    const bare = wanted.replace(/:\d+$/, '');
    for (const config of this.#snapshot.sites.values()) {
      if (config.site.domains.some((domain) => domain.toLowerCase() === wanted || domain.toLowerCase() === bare)) return config;
    }
    return undefined;
  }

  /** The site for a request that names none: the configured default, else the first active single site. */
  defaultSite(): SiteConfig | undefined {
    const configured = this.#snapshot.defaultSite ? this.bySld(this.#snapshot.defaultSite) : undefined;
    if (configured) return configured;
    for (const config of this.#snapshot.sites.values()) if (config.site.status === 'active' && !config.site.groupSite) return config;
    return undefined;
  }

  /** Applies edits on their own; changes within 100 ms are read together. */
  watch(): void {
    if (this.#watcher) return;
    let timer: NodeJS.Timeout | undefined;
    this.#watcher = watch(this.configDir, { ignoreInitial: true, ignored: (path) => path.includes('_schema') });
    this.#watcher.on('all', () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        this.reload().catch((error: unknown) => this.logger.warn(`config: could not reload: ${(error as Error).message}`));
      }, 100);
    });
  }

  async close(): Promise<void> {
    clearInterval(this.#following);
    this.#following = undefined;
    await this.#watcher?.close();
    this.#watcher = undefined;
  }

  #report(diagnostics: Diagnostic[]): void {
    this.#reportedDiagnostics = this.#reportOnce(diagnostics, this.#reportedDiagnostics);
  }

  /** Logs each problem once, not again on every reload; returns what is now reported. */
  #reportOnce(diagnostics: Diagnostic[], reported: ReadonlySet<string>): Set<string> {
    const current = new Set(diagnostics.map(formatDiagnostic));
    for (const line of current) if (!reported.has(line)) this.logger.warn(`config: ${line}`);
    return current;
  }
}
