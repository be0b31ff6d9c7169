import { watch, type FSWatcher } from 'chokidar';
import type { ReloadResult } from '../../schemas/config-reload.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { formatDiagnostic } from '../../schemas/format-diagnostic.ts';
import type { FindBlockProblems } from '../../schemas/render-contract.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { moduleListsOf } from './module-lists-of.ts';
import type { ConfigSnapshot } from './config-snapshot.ts';
import { readConfigFolder } from './read-config-folder.ts';

type Logger = { info: (message: string) => void; warn: (message: string) => void };

/**
 * The live site configuration. Reads `site-configs/` at start, and again on `reload()` (file watcher in
 * development, the admin endpoint or SIGHUP in production). A reload swaps the whole snapshot at once, and a file
 * whose new content is invalid keeps its last good value.
 */
export class ConfigStore {
  #snapshot: ConfigSnapshot;
  #watcher: FSWatcher | undefined;
  #reportedDiagnostics = new Set<string>();
  #generation = 0;
  #findBlockProblems: FindBlockProblems | undefined;
  #blockProblems: { generation: number; found: Promise<Diagnostic[]> } | undefined;
  #reportedBlockProblems = new Set<string>();

  constructor(
    readonly configDir: string,
    private readonly logger: Logger = { info: () => {}, warn: () => {} },
  ) {
    this.#snapshot = readConfigFolder(configDir);
    this.#report(this.#snapshot.diagnostics);
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

  reload(): ReloadResult {
    this.#snapshot = readConfigFolder(this.configDir, this.#snapshot);
    this.#generation += 1;
    this.#report(this.#snapshot.diagnostics);
    if (this.#findBlockProblems) void this.diagnostics();
    this.logger.info(`site configuration reloaded: ${this.#snapshot.sites.size} sites`);
    return { diagnostics: this.#snapshot.diagnostics, sites: this.#snapshot.sites.size };
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
      timer = setTimeout(() => this.reload(), 100);
    });
  }

  async close(): Promise<void> {
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
