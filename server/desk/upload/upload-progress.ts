import type { DeskUploadProgress } from '../../../schemas/desk/desk-upload.ts';

/** How long the end of an upload (done, refused) can still be read, for a poll that comes after the reply. */
const keptAfterEndMs = 60_000;
/** Uploads followed at once in this process: a client naming new ids without end cannot fill the memory. */
const maxFollowed = 1000;

/** One upload's progress as its work reports it. */
export type ProgressReport = {
  set: (progress: DeskUploadProgress) => void;
  /** One more of `total` done (an article read). */
  step: () => void;
  end: (phase: 'done' | 'refused') => void;
};

const ignored: ProgressReport = { set: () => {}, step: () => {}, end: () => {} };

/**
 * Where the uploads of this process stand, for the back office's progress bar.
 *
 * Why a side channel the client polls, and not a streamed reply: the upload's own reply is its outcome, with the
 * status of any other admin write (a refusal is a 400 or 413 naming each file refused), which a streamed reply could
 * not give: it must say 200 before the package has been read. A client that never asks for progress loses nothing.
 * Progress is a hint, kept in memory: an upload is named by the caller (`?progress=`), and only that account may
 * read it; with several server processes a poll may reach one that does not know it (404), and the bar then waits
 * for the reply.
 */
export class UploadProgressBoard {
  readonly #entries = new Map<string, { progress: DeskUploadProgress; endedAt: number | undefined }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Starts following an upload; without an id it is not followed (the report does nothing). */
  follow(accountId: number, siteId: number, uploadId: string | undefined): ProgressReport {
    if (uploadId === undefined) return ignored;
    this.#sweep();
    if (this.#entries.size >= maxFollowed) return ignored;
    const key = this.#key(accountId, siteId, uploadId);
    const entry = { progress: { phase: 'receiving', done: 0, total: 0 } as DeskUploadProgress, endedAt: undefined as number | undefined };
    this.#entries.set(key, entry);
    return {
      set: (progress) => {
        entry.progress = progress;
      },
      step: () => {
        entry.progress = { ...entry.progress, done: Math.min(entry.progress.total, entry.progress.done + 1) };
      },
      end: (phase) => {
        entry.progress = { ...entry.progress, phase, done: phase === 'done' ? entry.progress.total : entry.progress.done };
        entry.endedAt = this.now();
      },
    };
  }

  /** The upload's progress, if this account has one of this name on this site (and it has not long ended). */
  read(accountId: number, siteId: number, uploadId: string): DeskUploadProgress | undefined {
    this.#sweep();
    return this.#entries.get(this.#key(accountId, siteId, uploadId))?.progress;
  }

  #key(accountId: number, siteId: number, uploadId: string): string {
    return `${accountId}:${siteId}:${uploadId}`;
  }

  #sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.#entries) if (entry.endedAt !== undefined && now - entry.endedAt > keptAfterEndMs) this.#entries.delete(key);
  }
}
