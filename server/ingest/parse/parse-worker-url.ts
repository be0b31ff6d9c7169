/** The parsing thread's module, run from source (the compiled build puts server/build/built-parse-worker-url.ts here). */
export const parseWorkerUrl = new URL('./parse-worker.ts', import.meta.url);
