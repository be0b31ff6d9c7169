/** Spec §4/§9: after a failed chunk load the page reloads, at most once per 60 s. */
export const chunkReloadThrottleMs = 60_000;
export const chunkReloadStorageKey = 'masthead:lastChunkReload';

export type ChunkReloadEnvironment = {
  now: () => number;
  read: () => string | null;
  write: (value: string) => void;
  reload: () => void;
};

/** Reloads unless a reload for the same reason happened within the last 60 s; says whether it reloaded. */
export function reloadAfterChunkError(environment: ChunkReloadEnvironment): boolean {
  const last = Number(environment.read() ?? 0);
  const now = environment.now();
  if (Number.isFinite(last) && now - last < chunkReloadThrottleMs) return false;
  environment.write(String(now));
  environment.reload();
  return true;
}

/** Errors that mean "a code chunk could not be fetched" across browsers and bundlers. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(message);
}
