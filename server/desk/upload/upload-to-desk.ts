import { closeSync, openSync, readSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { deskUploadForm, type DeskUploadForm, type DeskUploadResult, type UploadKind } from '../../../schemas/desk/desk-upload.ts';
import type { PdfArticleMetadata } from '../../../schemas/ingest/pdf-article.ts';
import { recordAudit } from '../../admin/audit/audit-log.ts';
import type { Database } from '../../db/tables.ts';
import type { FileStore } from '../../files/file-store.ts';
import { ApiError } from '../../http/api-error.ts';
import { prepareJatsFile, type PreparedArticle } from '../../ingest/ingest-file.ts';
import { startParseThreads } from '../../ingest/parse/shared-parse-pool.ts';
import { storePdfArticle } from '../../ingest/pdf/store-pdf-article.ts';
import type { ResolvedPlacement } from '../../ingest/placement/resolve-placement.ts';
import type { DeskActor } from '../desk-actions.ts';
import { invalidFields } from '../desk-errors.ts';
import { adoptPublished } from '../desk-store.ts';
import { deskPlacement } from './desk-placement.ts';
import { DraftsInOrder } from './drafts-in-order.ts';
import { startReadingUpload } from './read-jats-upload.ts';
import { receiveUpload, type ReceivedUpload } from './receive-upload.ts';
import { storeDrafts, type DraftSource, type DraftToStore } from './store-drafts.ts';
import type { ProgressReport } from './upload-progress.ts';
import { uploadRefused } from './upload-refused.ts';

export type UploadDeps = { db: Kysely<Database>; files: FileStore };

/** The form's fields read with its schema (a 400 naming each field that does not hold), and fit for the file's kind. */
function readForm(fields: Record<string, string>, kind: UploadKind): DeskUploadForm {
  const parsed = deskUploadForm.safeParse(fields);
  if (!parsed.success) throw invalidFields(parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
  if (kind === 'pdf' && !parsed.data.metadata) throw invalidFields([{ path: 'metadata', message: 'a PDF needs its metadata (title, authors …): a JATS file carries its own' }]);
  if (kind !== 'pdf' && parsed.data.metadata) throw invalidFields([{ path: 'metadata', message: 'only a PDF takes a metadata form: a JATS file carries its own' }]);
  return parsed.data;
}

/** A PDF is a PDF by its first bytes, whatever its name says. */
function refuseNotPdf(file: ReceivedUpload['file']): void {
  const head = Buffer.alloc(5);
  const fd = openSync(file.path, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') !== '%PDF-') throw uploadRefused([{ file: file.name, reason: 'is not a PDF (it does not begin with %PDF-), whatever its name says' }]);
}

/**
 * Uploads articles to the desk as drafts (the endpoint `deskUpload`): receives the file into a staging folder of the
 * file store, checks the form (and its placement, against the desk) as soon as the file begins, reads a package's
 * or an XML file's articles in parsing threads, stages their package files, and stores them all as drafts in one
 * transaction with the upload's audit line, each as soon as it and those before it are read (drafts-in-order.ts).
 * Whatever is refused — the form, the file's size or kind, an unsafe zip, a file that is not JATS or not a PDF, a DOI
 * the site has — nothing is saved, the staging area is emptied, and the refusal is written to the audit log.
 */
export async function uploadToDesk(deps: UploadDeps, actor: DeskActor, request: FastifyRequest, reply: FastifyReply, progress: ProgressReport): Promise<DeskUploadResult> {
  const workDir = deps.files.newStagingFolder();
  const prepared: PreparedArticle[] = [];
  /** The upload's name once known, for the audit line of a refusal. */
  const named: { file?: string } = {};
  try {
    const received = await receiveUpload(request, join(workDir, 'received'), async (fields, name, kind) => {
      named.file = name;
      const form = readForm(fields, kind);
      await adoptPublished(deps.db, actor.siteId);
      const placed = await deskPlacement(deps.db, actor.siteId, form);
      // The parsing threads load while the file's bytes arrive.
      if (kind !== 'pdf') startParseThreads();
      return { form, placed };
    });
    const { file } = received;
    const { form, placed } = received.checked;

    let drafts: DraftSource;
    if (file.kind === 'pdf') {
      refuseNotPdf(file);
      drafts = [pdfDraft(deps, file, form.metadata!, placed)];
      progress.set({ phase: 'storing', done: 0, total: 1 });
    } else {
      const entries = await startReadingUpload(file, workDir, progress);
      drafts = new DraftsInOrder(entries, (jats) => prepareJatsFile(jats, { files: deps.files, strictFiles: true, placed, draft: {}, existingDoi: 'refuse' }), prepared, progress);
    }

    const where = { journalId: form.journalId, stage: form.stage, issueId: form.issueId, columnId: form.columnId };
    const made = await storeDrafts(deps.db, deps.files, actor, { file: file.name, kind: file.kind, bytes: file.bytes, form: where }, drafts);
    progress.set({ phase: 'storing', done: made.length, total: made.length });
    return { file: file.name, drafts: made };
  } catch (error) {
    // Refused before the body was all read (over the limit, a form that does not hold): a client still sending stops.
    if (!request.raw.complete) void reply.header('connection', 'close');
    if (error instanceof ApiError && error.httpStatus < 500) {
      await recordAudit(deps.db, {
        actor,
        action: 'article.uploadRefused',
        siteId: actor.siteId,
        target: `upload:${named.file ?? ''}`,
        after: { reason: error.message, ...(error.data && typeof error.data === 'object' ? error.data : {}) },
        source: actor.source,
      });
    }
    throw error;
  } finally {
    for (const article of prepared) article.discard();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** A PDF and its metadata, stored through the ingest's PDF path (server/ingest/pdf/) as a draft. */
function pdfDraft(deps: UploadDeps, file: ReceivedUpload['file'], metadata: PdfArticleMetadata, placed: ResolvedPlacement): DraftToStore {
  return {
    source: file.name,
    // `placed` wins over `placement`, which the PDF path asks for and does not read then.
    store: (trx, siteId) => storePdfArticle(trx, siteId, file.path, metadata, { files: deps.files, fileName: file.name, placement: {}, placed, draft: {}, existingDoi: 'refuse' }),
  };
}
