import type { PackageNames } from '../package/package-references.ts';

/**
 * What the ingest's parsing threads are sent, and answer (parse-pool.ts, parse-worker.ts): a file to read, and
 * `ahead`, whether to work out ahead, for the storing thread, the index terms of the texts of the article's figure and
 * table documents, and the package files it names (the storing thread does what the thread did not).
 */
export type WorkAhead = { searchTerms: boolean; packageNames: boolean };
export type ParseRequest = { id: number; path: string; ahead: WorkAhead };
/** What a thread is told as it starts: whether it will be asked to work ahead (and so warms that up too). */
export type ThreadStart = { worksAhead: boolean };
export type ParseReply =
  | { kind: 'ready' }
  | { kind: 'read'; id: number; ok: true; xml: string; front: string | null; json: string; searchTerms: [string, string][]; packageNames: PackageNames | undefined }
  | { kind: 'read'; id: number; ok: false; rejected: boolean; message: string };
