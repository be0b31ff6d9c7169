import { setImmediate as nextTurn } from 'node:timers/promises';
import type { UploadRefusal } from '../../../schemas/desk/desk-upload.ts';
import type { JatsFile, PreparedArticle } from '../../ingest/ingest-file.ts';
import { RejectedInput } from '../../ingest/rejected-input.ts';
import type { ApiError } from '../../http/api-error.ts';
import { readRefusals, sharedDoi, type UploadEntry } from './read-jats-upload.ts';
import type { DraftToStore } from './store-drafts.ts';
import type { ProgressReport } from './upload-progress.ts';
import { uploadRefused } from './upload-refused.ts';

/**
 * An upload's articles as drafts to store, each as soon as it and those before it are read and their package files
 * staged, so storing runs beside the reading of the rest. What refuses the upload is what reading them all, then
 * staging them all, then storing them in turn would say: every entry that does not read (or repeats a DOI), else
 * every one whose files are refused, else the first not stored — so on a refusal the entries not reached yet are read
 * (and staged) for it. `prepared` collects what was staged, for the caller to discard.
 */
export class DraftsInOrder {
  /** The index of the first entry not staged yet. */
  #staged = 0;

  constructor(
    private readonly entries: readonly UploadEntry[],
    private readonly prepare: (file: JatsFile) => PreparedArticle,
    private readonly prepared: PreparedArticle[],
    private readonly progress: ProgressReport,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<DraftToStore> {
    const byDoi = new Map<string, string>();
    for (const [index, { source, reading }] of this.entries.entries()) {
      let file: JatsFile;
      try {
        file = await reading;
      } catch (error) {
        if (!(error instanceof RejectedInput)) throw error;
        throw await this.#readingRefusal();
      }
      if (sharedDoi(byDoi, file, source)) throw await this.#readingRefusal();
      // Staging reads and copies the article's package files: a turn of the event loop between articles.
      await nextTurn();
      const staged = this.#stage(file, source);
      if ('reason' in staged) throw (await this.#readingRefusal()) ?? uploadRefused([staged, ...(await this.#stageTheRest())]);
      // Every entry read: what is left is storing (the last one, and any still being stored).
      if (index === this.entries.length - 1) this.progress.set({ phase: 'storing', done: 0, total: this.entries.length });
      yield { source, store: staged.store };
    }
  }

  /** On a refusal in storing: the refusal reading or staging the entries not reached yet gives, which comes first. */
  async refusalBeforeStoring(): Promise<ApiError | null> {
    const reading = await this.#readingRefusal();
    if (reading) return reading;
    const staging = await this.#stageTheRest();
    return staging.length > 0 ? uploadRefused(staging) : null;
  }

  async #readingRefusal(): Promise<ApiError | null> {
    const refused = await readRefusals(this.entries);
    return refused.length > 0 ? uploadRefused(refused) : null;
  }

  /** Stages the entries not staged yet (all read by now), answering the refusals. */
  async #stageTheRest(): Promise<UploadRefusal[]> {
    const refused: UploadRefusal[] = [];
    while (this.#staged < this.entries.length) {
      const { source, reading } = this.entries[this.#staged]!;
      const staged = this.#stage(await reading, source);
      if ('reason' in staged) refused.push(staged);
    }
    return refused;
  }

  /** The next entry's package files staged, or why they are refused. */
  #stage(file: JatsFile, source: string): PreparedArticle | UploadRefusal {
    this.#staged += 1;
    try {
      const article = this.prepare(file);
      this.prepared.push(article);
      return article;
    } catch (error) {
      if (!(error instanceof RejectedInput)) throw error;
      return { file: source, reason: error.message };
    }
  }
}
