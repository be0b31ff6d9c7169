import { deskUploadPreparation, deskUploadProgress, deskUploadProgressParams, deskUploadQuery, deskUploadResult } from '../desk/desk-upload.ts';
import { adminSiteParams } from './admin-endpoints.ts';
import { endpoint, envelopeOf } from './endpoint.ts';

const tag = 'desk';
const upload = '/rc-pub/admin/sites/:sld/upload';

/**
 * Uploading articles to the content desk (issue 19): a JATS package, a JATS XML file or a PDF with its metadata
 * becomes draft articles, placed in an issue (and column) or a stage. Editors of the site and above; the upload
 * needs the session's CSRF token.
 */
export const deskUploadEndpoints = {
  deskUpload: endpoint({
    method: 'POST',
    path: upload,
    tag,
    summary:
      'Uploads draft articles (multipart/form-data; the file in field `file`: a JATS package .zip, a JATS .xml or a .pdf; fields `journalId`, `stage`, `issueId`, `columnId`, and `metadata` as JSON for a PDF). All of them are saved, or none: a refusal (400; 413 over the size limit) names each file refused and why. `progress` names the upload for its progress.',
    params: adminSiteParams,
    query: deskUploadQuery,
    reply: envelopeOf(deskUploadResult),
  }),
  deskUploadPrepare: endpoint({
    method: 'POST',
    path: `${upload}/prepare`,
    tag,
    summary:
      "Starts this server process's parsing threads ahead of a JATS upload — the back office calls it once a package or an XML file is chosen — so that the upload finds them ready; they end a minute later if none comes. Editors of the site and above, with the CSRF token.",
    params: adminSiteParams,
    reply: envelopeOf(deskUploadPreparation),
  }),
  deskUploadProgress: endpoint({
    method: 'GET',
    path: `${upload}/:uploadId`,
    tag,
    summary: "Where the caller's upload named `uploadId` stands: unpacking, reading its articles (done of total), storing, done or refused. Not found once it has been over a minute, or in another server process.",
    params: deskUploadProgressParams,
    reply: envelopeOf(deskUploadProgress),
  }),
} as const;
