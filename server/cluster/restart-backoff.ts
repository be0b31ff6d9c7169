/** A worker that served this long before it died is not one of a series of failures: the wait starts again. */
const healthyAfterMs = 30_000;
const firstWaitMs = 250;
const longestWaitMs = 30_000;

/**
 * How long the supervisor waits before it replaces a worker that died: at once-ish (250 ms) for a worker that had been
 * serving, then twice as long for each replacement that dies young in a row, up to 30 s, so a worker that cannot
 * start (a bad deployment, a full disk) is retried slowly instead of in a hot loop.
 */
export class RestartBackoff {
  #failuresInARow = 0;

  /** The wait before the next start, given how long the worker that died had lived. */
  next(livedMs: number): number {
    if (livedMs >= healthyAfterMs) this.#failuresInARow = 0;
    this.#failuresInARow += 1;
    return Math.min(longestWaitMs, firstWaitMs * 2 ** (this.#failuresInARow - 1));
  }
}
