/**
 * A module loaded on demand, once: later calls get the same promise. Every `import()` asks the module loader again
 * (on the server, through the loader's hooks: a measurable part of each page), and a failed load may be tried again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
