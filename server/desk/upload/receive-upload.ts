import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { deskUploadLimits, maxUploadRequestBytes, uploadExtensions, uploadKindOf, type UploadKind } from '../../../schemas/desk/desk-upload.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { sizeText } from '../../ingest/package/size-text.ts';

/** The upload as it arrived: its form's text fields (blank ones left out) and its one file, saved in the staging folder. */
export type ReceivedUpload = {
  fields: Record<string, string>;
  /** `name`: the name the client gave (checked to be a plain file name); `path`: where its bytes are, under our own name. */
  file: { name: string; kind: UploadKind; path: string; bytes: number };
};

/**
 * Told of the form's fields (those before the file) and the file's name and kind as the file begins, before a byte of
 * it is written: a refusal it throws (a form that does not hold) spares receiving the rest; what it answers comes
 * back with the upload.
 */
export type BeforeFile<Checked> = (fields: Record<string, string>, name: string, kind: UploadKind) => Promise<Checked>;

/** What the multipart reader allows beside the file: the form's few fields, the PDF's metadata the largest. */
const partLimits = { files: 1, fields: 8, parts: 9, fieldSize: 600 * 1024, fieldNameSize: 100, fileSize: deskUploadLimits.package + 1 };

const refuse = (message: string) => ApiError.badRequest(message);

/** Over the size limit: 413. */
const tooLarge = (message: string) => new ApiError(statusCodes.badRequest, message, 413);

/** The file's own name, when it is a plain name: a path (`../`, absolute, backslashes) is refused, never followed. */
function plainName(name: string): string {
  const shown = JSON.stringify(name);
  if (name.trim() === '') throw refuse('the file has no name');
  if (name.length > 255) throw refuse('the file name is longer than 255 characters');
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) throw refuse(`the file name ${shown} holds control characters`);
  if (/[\\/]/.test(name) || /^[a-z]:/i.test(name) || name === '.' || name === '..') throw refuse(`the file name ${shown} is a path (such as ../ or an absolute path), not a file name; nothing was saved`);
  return name;
}

/** What a multipart error means for the caller (a limit, a damaged form), or undefined when it is not one of them. */
function multipartRefusal(error: unknown): ApiError | undefined {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return refuse('send one file per upload');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return refuse('the form has more fields than an upload has');
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR') return refuse('the form has a field it may not have');
  // busboy's own errors carry no code: a body that ends early, or a form without its boundary.
  if (!(error instanceof ApiError) && error instanceof Error && /multipart data|Boundary not found|Boundary required/.test(error.message)) return refuse(`the form cannot be read (${error.message})`);
  return undefined;
}

/**
 * Reads an upload's multipart body: its text fields (which come first), and its one file (field `file`), which — once
 * `beforeFile` has read the fields — is streamed to
 * `<folder>/upload.<ext>` — under our name, never the client's — counting its bytes against its kind's limit. Refused
 * before a byte is read: a body that is not multipart, or whose Content-Length is over the largest upload (413). Then:
 * a file name that is a path, a file that is not a .zip, .xml or .pdf, a file over its kind's limit (413), two files,
 * no file.
 */
export async function receiveUpload<Checked>(request: FastifyRequest, folder: string, beforeFile: BeforeFile<Checked>): Promise<ReceivedUpload & { checked: Checked }> {
  if (!request.isMultipart()) throw refuse('send the upload as multipart/form-data, the file in the field "file"');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxUploadRequestBytes) {
    throw tooLarge(`the upload is ${sizeText(declared)}, over the limit of ${sizeText(deskUploadLimits.package)} (a package; an XML or a PDF: ${sizeText(deskUploadLimits.pdf)}); nothing was saved`);
  }

  const fields: Record<string, string> = {};
  let received: (ReceivedUpload & { checked: Checked }) | undefined;
  try {
    // preservePath: the name as the client sent it, so that a path is refused rather than quietly cut to its last part.
    for await (const part of request.parts({ limits: partLimits, preservePath: true })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw refuse(`the form field "${part.fieldname.slice(0, 100)}" is too long`);
        if (typeof part.value === 'string' && part.value.trim() !== '') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') throw refuse('the file goes in the form field "file"');
      const name = plainName(part.filename);
      const kind = uploadKindOf(name);
      if (!kind) throw refuse(`"${name}" is not a JATS package (.zip), a JATS XML file (.xml) or a PDF (.pdf)`);
      if (received) throw refuse('send one file per upload');
      const checked = await beforeFile(fields, name, kind);
      mkdirSync(folder, { recursive: true });
      const path = join(folder, `upload${uploadExtensions[kind]}`);
      const limit = deskUploadLimits[kind];
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          if (bytes > limit) return done(tooLarge(`"${name}" is over the limit of ${sizeText(limit)} for a ${kind === 'package' ? 'package' : kind === 'pdf' ? 'PDF' : 'JATS XML file'}; nothing was saved`));
          done(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(path, { flags: 'wx' }));
      if (bytes === 0) throw refuse(`"${name}" is empty`);
      received = { fields, file: { name, kind, path, bytes }, checked };
    }
  } catch (error) {
    throw multipartRefusal(error) ?? error;
  }
  if (!received) throw refuse('choose a file to upload: a JATS package (.zip), a JATS XML file (.xml) or a PDF (.pdf)');
  return received;
}
