/**
 * server/ingest/parse/parse-worker-url.ts as the compiled build has it (scripts/build.js puts this module in its
 * place): the parsing thread's compiled module, dist/app/parse-worker.js of this project.
 */
export const parseWorkerUrl = new URL('../../dist/app/parse-worker.js', import.meta.url);
