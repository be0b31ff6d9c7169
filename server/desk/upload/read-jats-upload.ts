import { join } from 'node:path';
import type { UploadRefusal } from '../../../schemas/desk/desk-upload.ts';
import type { JatsFile } from '../../ingest/ingest-file.ts';
import { extractZip, zipLimits } from '../../ingest/package/extract-zip.ts';
import { readInParseThreads } from '../../ingest/parse/shared-parse-pool.ts';
import { RejectedInput } from '../../ingest/rejected-input.ts';
import type { ReceivedUpload } from './receive-upload.ts';
import type { ProgressReport } from './upload-progress.ts';
import { uploadRefused } from './upload-refused.ts';

/** One article of an upload, read: the file it came from (the upload, or the package's entry) and its content. */
export type ReadArticle = { source: string; file: JatsFile };

/**
 * The JATS articles of an uploaded package (unpacked under `folder` with the ingest's zip limits: no `../` or absolute
 * entry, no zip bomb) or XML file, read in the process's parsing threads (server/ingest/parse/shared-parse-pool.ts: at
 * least one whatever the cores, so the server keeps answering; kept a minute for the next upload), `progress` told of
 * each. Every file that is refused is named with its reason — an entry that is not a JATS article, two entries with
 * one DOI — and the upload is then refused whole (uploadRefused).
 */
export async function readJatsUpload(received: ReceivedUpload['file'], folder: string, progress: ProgressReport): Promise<ReadArticle[]> {
  const entries = received.kind === 'package' ? await unpack(received, folder, progress) : [{ source: received.name, path: received.path }];
  progress.set({ phase: 'reading', done: 0, total: entries.length });
  const results = await Promise.allSettled(entries.map((entry) => readInParseThreads(entry.path).finally(progress.step)));

  const refused: UploadRefusal[] = [];
  const read: ReadArticle[] = [];
  const byDoi = new Map<string, string>();
  for (const [index, result] of results.entries()) {
    const { source } = entries[index]!;
    if (result.status === 'rejected') {
      if (!(result.reason instanceof RejectedInput)) throw result.reason;
      refused.push({ file: source, reason: result.reason.message });
      continue;
    }
    const doi = result.value.content.doi.toLowerCase();
    const other = doi ? byDoi.get(doi) : undefined;
    if (other !== undefined) {
      refused.push({ file: source, reason: `has the DOI ${result.value.content.doi} of "${other}": one article per DOI` });
      continue;
    }
    if (doi) byDoi.set(doi, source);
    read.push({ source, file: result.value });
  }
  if (refused.length > 0) throw uploadRefused(refused);
  return read;
}

/** The package's XML files, unpacked; the package refused (naming the entry) when the zip is unsafe or holds none. */
async function unpack(received: ReceivedUpload['file'], folder: string, progress: ProgressReport): Promise<{ source: string; path: string }[]> {
  progress.set({ phase: 'unpacking', done: 0, total: 0 });
  let unpacked: Awaited<ReturnType<typeof extractZip>>;
  try {
    unpacked = await extractZip(received.path, join(folder, 'package'), zipLimits);
  } catch (error) {
    if (error instanceof RejectedInput) throw uploadRefused([{ file: received.name, reason: error.message }]);
    throw error;
  }
  const xmlFiles = unpacked.files.filter((name) => name.toLowerCase().endsWith('.xml')).sort();
  if (xmlFiles.length === 0) {
    throw uploadRefused([{ file: received.name, reason: 'the package holds no XML file: a JATS package is a zip of the article XML with its images, PDF and supplementary files' }]);
  }
  return xmlFiles.map((name) => ({ source: name, path: join(unpacked.root, ...name.split('/')) }));
}
