import { closeSync, openSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import { pdfArticleMetadata, type PdfArticleMetadataInput } from '../../../schemas/ingest/pdf-article.ts';
import type { PlacementInput } from '../../../schemas/ingest/placement.ts';
import type { Database } from '../../db/tables.ts';
import type { FileStore } from '../../files/file-store.ts';
import type { IngestedArticle } from '../ingest-file.ts';
import { defaultMaxFileBytes, writeStagedFile, type StagedPackage } from '../package/stage-package.ts';
import { sizeText } from '../package/size-text.ts';
import { RejectedInput } from '../rejected-input.ts';
import { inTransaction } from '../storage/in-transaction.ts';
import { placePackage, pruneArticleFiles } from '../storage/place-package.ts';
import { storeArticle, type StoreOptions } from '../storage/store-article.ts';
import { pdfArticleAuthors, pdfArticleContent } from './pdf-article-content.ts';

export type PdfArticleOptions = Omit<StoreOptions, 'inTransaction' | 'jatsFront' | 'entityOverrides' | 'placement'> & {
  /** The file store: the PDF lands in the article's folder there. */
  files: FileStore;
  placement: PlacementInput;
  /** The name the PDF had (an upload's own name; default: the file's). */
  fileName?: string | undefined;
  maxPdfBytes?: number | undefined;
};

/**
 * Stores an article from a PDF and its metadata (schemas/ingest/pdf-article.ts) through the path JATS imports take:
 * the metadata becomes the full text's front matter and the Article entity, the PDF the article's PDF file (the
 * reading page's PDF link and `citation_pdf_url`). Refused (RejectedInput, nothing written): metadata that does not
 * check, a file over `maxPdfBytes` or that is not a PDF, a placement that does not resolve, a DOI the site has
 * (unless `existingDoi: 'update'`).
 */
export async function storePdfArticle(
  db: Kysely<Database>,
  siteId: number,
  pdfPath: string,
  metadata: PdfArticleMetadataInput,
  { files, fileName, maxPdfBytes = defaultMaxFileBytes, ...options }: PdfArticleOptions,
): Promise<IngestedArticle> {
  const parsed = pdfArticleMetadata.safeParse(metadata);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RejectedInput(`metadata: ${issue?.path.join('.') || 'form'}: ${issue?.message}`);
  }
  const meta = parsed.data;
  const content = pdfArticleContent(meta);
  const bytes = readPdf(pdfPath, maxPdfBytes);

  const name = basename(fileName ?? pdfPath);
  const stagingDir = files.newStagingFolder();
  const staged: StagedPackage = {
    stagingDir,
    files: [],
    refused: [],
    missing: [],
    discard: () => rmSync(stagingDir, { recursive: true, force: true }),
  };
  try {
    const storedName = writeStagedFile(stagingDir, name, 'application/pdf', bytes);
    staged.files.push({ href: name, role: 'pdf', storedName, mediaType: 'application/pdf', byteSize: bytes.length, width: null, height: null, dpi: null });
    const stored = await inTransaction(db, (trx) =>
      storeArticle(trx, siteId, content, {
        ...options,
        existingDoi: options.existingDoi ?? 'refuse',
        entityOverrides: { authors: pdfArticleAuthors(meta), openAccess: meta.openAccess },
        inTransaction: (inner, id) => placePackage(inner, id, staged, files),
      }),
    );
    if (!db.isTransaction) await pruneArticleFiles(files, stored.id, new Set([storedName]));
    return { ...stored, files: { stored: 1, refused: [], missing: [] } };
  } finally {
    staged.discard();
  }
}

/** The PDF's bytes, once its size and its first bytes say it is one. */
function readPdf(path: string, maxBytes: number): Buffer {
  let size: number;
  try {
    size = statSync(path).size;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new RejectedInput(code === 'ENOENT' ? 'the PDF: no such file' : `the PDF cannot be read (${code ?? String(error)})`);
  }
  if (size > maxBytes) throw new RejectedInput(`the PDF is ${sizeText(size)}, over the limit of ${sizeText(maxBytes)}`);
  const head = Buffer.alloc(5);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') !== '%PDF-') throw new RejectedInput('the file is not a PDF (it does not begin with %PDF-)');
  return readFileSync(path);
}
