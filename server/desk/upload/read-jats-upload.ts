import { join } from 'node:path';
import type { UploadRefusal } from '../../../schemas/desk/desk-upload.ts';
import type { JatsFile } from '../../ingest/ingest-file.ts';
import { zipLimits } from '../../ingest/package/extract-zip.ts';
import { readPackage } from '../../ingest/package/read-package.ts';
import { readInParseThreads } from '../../ingest/parse/shared-parse-pool.ts';
import { RejectedInput } from '../../ingest/rejected-input.ts';
import type { ReceivedUpload } from './receive-upload.ts';
import type { ProgressReport } from './upload-progress.ts';
import { uploadRefused } from './upload-refused.ts';

/** One entry of an upload being read: the file it came from (the upload, or the package's entry) and its reading. */
export type UploadEntry = { source: string; reading: Promise<JatsFile> };

/**
 * Starts reading the JATS articles of an uploaded package (unpacked under `folder` with the ingest's zip limits: no
 * `../` or absolute entry, no zip bomb) or XML file, all at once, in the process's parsing threads
 * (server/ingest/parse/shared-parse-pool.ts: at least one whatever the cores, so the server keeps answering; kept a
 * minute for the next upload), `progress` told of each read. A package's XML files are read as soon as each is out of
 * the zip, while the rest inflate. The entries come in the package's order; what refuses the upload among them is
 * readRefusals's to say.
 */
export async function startReadingUpload(received: ReceivedUpload['file'], folder: string, progress: ProgressReport): Promise<UploadEntry[]> {
  let done = 0;
  const read = (path: string) => {
    // Drafts are indexed when published: their search texts are not analysed now.
    const reading = readInParseThreads(path, { searchTerms: false }).finally(() => {
      done += 1;
      progress.step();
    });
    // Waited for in order, or by readRefusals: a failure is never left unhandled meanwhile.
    reading.catch(() => {});
    return reading;
  };
  const entries = received.kind === 'package' ? await unpack(received, folder, progress, read) : [{ source: received.name, reading: read(received.path) }];
  progress.set({ phase: 'reading', done, total: entries.length });
  return entries;
}

/**
 * Why the upload's entries refuse it, once all are read: each file that is not a JATS article, and each that has the
 * DOI of an earlier one (one article per DOI), in the package's order; none when every entry reads.
 */
export async function readRefusals(entries: readonly UploadEntry[]): Promise<UploadRefusal[]> {
  const results = await Promise.allSettled(entries.map((entry) => entry.reading));
  const refused: UploadRefusal[] = [];
  const byDoi = new Map<string, string>();
  for (const [index, result] of results.entries()) {
    const { source } = entries[index]!;
    if (result.status === 'rejected') {
      if (!(result.reason instanceof RejectedInput)) throw result.reason;
      refused.push({ file: source, reason: result.reason.message });
      continue;
    }
    const refusal = sharedDoi(byDoi, result.value, source);
    if (refusal) refused.push(refusal);
  }
  return refused;
}

/** The refusal of an entry whose DOI an earlier entry has (`byDoi`: the DOIs seen so far, to which this one is added). */
export function sharedDoi(byDoi: Map<string, string>, file: JatsFile, source: string): UploadRefusal | null {
  const doi = file.content.doi.toLowerCase();
  const other = doi ? byDoi.get(doi) : undefined;
  if (other !== undefined) return { file: source, reason: `has the DOI ${file.content.doi} of "${other}": one article per DOI` };
  if (doi) byDoi.set(doi, source);
  return null;
}

/**
 * The package's XML files, each `read` as it comes out (read-package.ts); the upload refused, naming the entry, when
 * the package is.
 */
async function unpack(received: ReceivedUpload['file'], folder: string, progress: ProgressReport, read: (path: string) => Promise<JatsFile>): Promise<UploadEntry[]> {
  progress.set({ phase: 'unpacking', done: 0, total: 0 });
  try {
    return (await readPackage(received.path, join(folder, 'package'), zipLimits, read)).map(({ name, reading }) => ({ source: name, reading }));
  } catch (error) {
    if (error instanceof RejectedInput) throw uploadRefused([{ file: received.name, reason: error.message }]);
    throw error;
  }
}
