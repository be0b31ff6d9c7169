import type { PackageNames } from '../package/package-references.ts';

/**
 * What the ingest's parsing threads are sent, and answer (parse-pool.ts, parse-worker.ts). `read`: a file to read;
 * `searchTerms`, analyse the texts of the article's figure and table documents ahead (false for a draft, which is
 * indexed only when published). `warm`: no file is coming yet, so the thread, ready, goes on warming up.
 */
export type ParseRequest = { kind: 'read'; id: number; path: string; searchTerms: boolean } | { kind: 'warm' };
export type ParseReply =
  | { kind: 'ready' }
  | { kind: 'read'; id: number; ok: true; xml: string; front: string | null; json: string; searchTerms: [string, string][]; packageNames: PackageNames }
  | { kind: 'read'; id: number; ok: false; rejected: boolean; message: string };
