export interface DeadlineOptions {
  timeoutMs: number;
  /** The error a timeout rejects with. */
  timeoutError: () => Error;
  /** The caller's own cancellation (e.g. TanStack Query's); its reason is what the call rejects with. */
  signal?: AbortSignal;
}

/**
 * Runs `work` with a signal that aborts on timeout or on the caller's signal, and rejects at that moment even if
 * `work` ignores its signal (a transport that never settles cannot hang a page).
 */
export async function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>, options: DeadlineOptions): Promise<T> {
  const outer = options.signal;
  if (outer?.aborted) throw outer.reason;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onOuterAbort: (() => void) | undefined;

  const stopped = new Promise<never>((_resolve, reject) => {
    const stop = (reason: unknown) => {
      reject(reason);
      controller.abort(reason);
    };
    timer = setTimeout(() => stop(options.timeoutError()), options.timeoutMs);
    if (outer) {
      onOuterAbort = () => stop(outer.reason);
      outer.addEventListener('abort', onOuterAbort, { once: true });
    }
  });

  try {
    return await Promise.race([stopped, work(controller.signal)]);
  } finally {
    clearTimeout(timer);
    if (outer && onOuterAbort) outer.removeEventListener('abort', onOuterAbort);
  }
}
