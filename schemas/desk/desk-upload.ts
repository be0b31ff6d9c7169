import { z } from 'zod';
import { articleStage } from '../ingest/placement.ts';
import { pdfArticleMetadata } from '../ingest/pdf-article.ts';
import type { AnySchema } from '../any-schema.ts';

const MiB = 1024 * 1024;

/** What a file uploaded to the desk is, by the end of its name: a JATS package, one JATS XML file, or a PDF. */
export const uploadKind = z.enum(['package', 'jats', 'pdf']);
export type UploadKind = z.infer<typeof uploadKind>;

export const uploadExtensions: Readonly<Record<UploadKind, string>> = { package: '.zip', jats: '.xml', pdf: '.pdf' };

/** The kind a file name says, or undefined when it is none of them. */
export function uploadKindOf(fileName: string): UploadKind | undefined {
  const lower = fileName.toLowerCase();
  return uploadKind.options.find((kind) => lower.endsWith(uploadExtensions[kind]));
}

/**
 * How large an uploaded file may be, by kind: the ingest's own limits (a package: `zipLimits.maxZipBytes`; an XML or a
 * PDF: `defaultMaxFileBytes`, what the ingest copies of one file), checked by the back office before it sends and by
 * the server as the bytes arrive. `formBytes` is what the form's text fields and the multipart framing may add.
 */
export const deskUploadLimits = { package: 256 * MiB, jats: 64 * MiB, pdf: 64 * MiB, formBytes: 1 * MiB } as const;

/** The largest request an upload may be (a larger Content-Length is refused before any byte is read). */
export const maxUploadRequestBytes = deskUploadLimits.package + deskUploadLimits.formBytes;

/** A text field that holds JSON (the PDF's metadata form), read with `schema`. */
const jsonField = <S extends AnySchema>(schema: S) =>
  z
    .string()
    .max(512 * 1024)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * The upload form's text fields (multipart; a blank field is no field): where the drafts go — a journal of the site,
 * and an issue of it (with a column, if any) or the stage online-first or just-accepted — and, for a PDF, its
 * metadata as JSON (what a JATS file would say: title, authors …).
 */
export const deskUploadForm = z
  .strictObject({
    journalId: z.coerce.number().int().positive(),
    stage: articleStage.default('issue'),
    /** The issue, when the stage is `issue`: one of the journal's, on the desk (a draft issue will do). */
    issueId: z.coerce.number().int().positive().optional(),
    columnId: z.coerce.number().int().positive().optional(),
    /** A PDF's metadata (schemas/ingest/pdf-article.ts), as JSON; only with a PDF. */
    metadata: jsonField(pdfArticleMetadata).optional(),
  })
  .refine((form) => form.stage !== 'issue' || form.issueId !== undefined, { message: 'choose the issue the articles go in', path: ['issueId'] })
  .refine((form) => form.stage === 'issue' || form.issueId === undefined, { message: 'an article online first or just accepted is in no issue', path: ['issueId'] });
export type DeskUploadForm = z.output<typeof deskUploadForm>;
/** The form as the back office fills it in (numbers may be text, the metadata is JSON text). */
export type DeskUploadFormInput = z.input<typeof deskUploadForm>;

/** Names an upload for its progress (`GET …/upload/:uploadId`): the client's choice, a random word. */
export const uploadId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');

export const deskUploadQuery = z.object({ progress: uploadId.optional() });
export const deskUploadProgressParams = z.object({ sld: z.string().min(1).max(64), uploadId });

/**
 * Where an upload stands on the server: `unpacking` the package, `reading` its articles (`done` of `total`, in the
 * parsing threads), `storing` them as drafts (one transaction), then `done` or `refused`.
 */
export const deskUploadProgress = z.object({
  phase: z.enum(['receiving', 'unpacking', 'reading', 'storing', 'done', 'refused']),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type DeskUploadProgress = z.infer<typeof deskUploadProgress>;

/** The server's parsing threads started ahead of an upload (`POST …/upload/prepare`): how many read its articles. */
export const deskUploadPreparation = z.object({ parsingThreads: z.number().int().nonnegative() });

/** A draft article an upload made: its id on the desk, and the package files its XML names that were not there. */
export const uploadedDraft = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  doi: z.string(),
  /** The file it came from: the upload, or the package's entry. */
  source: z.string(),
  missingFiles: z.array(z.string()),
});
export type UploadedDraft = z.infer<typeof uploadedDraft>;

export const deskUploadResult = z.object({ file: z.string(), drafts: z.array(uploadedDraft) });
export type DeskUploadResult = z.infer<typeof deskUploadResult>;

/** One file an upload refused (the upload, or an entry of the package), and why. */
export const uploadRefusal = z.object({ file: z.string(), reason: z.string() });
export type UploadRefusal = z.infer<typeof uploadRefusal>;
/** The `data` of a refused upload's 400: every file refused, each with its reason; nothing was saved. */
export const uploadRefusedData = z.object({ refused: z.array(uploadRefusal) });
