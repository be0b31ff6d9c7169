import { chunkReloadStorageKey, isChunkLoadError, reloadAfterChunkError } from '../../runtime/browser/chunk-reload.ts';

/** A chunk that fails to load (usually a deploy replaced it) reloads the page, at most once a minute. */
export function installChunkReload(target: Window): void {
  const reload = () =>
    reloadAfterChunkError({
      now: () => Date.now(),
      read: () => target.sessionStorage.getItem(chunkReloadStorageKey),
      write: (value) => target.sessionStorage.setItem(chunkReloadStorageKey, value),
      reload: () => target.location.reload(),
    });
  target.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reload();
  });
  target.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reload();
  });
}
