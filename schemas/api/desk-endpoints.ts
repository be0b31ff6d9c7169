import { deskActionBody, deskCreateBody, deskDeleteQuery, deskItemParams, deskKindParams, deskList, deskListQuery, deskSaveBody } from '../desk/desk-api.ts';
import { deskItem } from '../desk/desk-kinds.ts';
import { deskPreviewFileParams, deskPreviewParams, deskPreviewQuery } from '../desk/desk-preview.ts';
import { z } from 'zod';
import { content, endpoint, envelopeOf } from './endpoint.ts';

const tag = 'desk';
const list = '/rc-pub/admin/sites/:sld/desk/:kind';
const item = `${list}/:id`;

/**
 * The content desk (issue 19): journals, columns, issues, articles, news, experts, books, albums, audio and video, and
 * information pages of one site, published or not. Editors
 * of the site and above; every write needs the session's CSRF token and names the version it edited (409 when
 * another editor saved in between).
 */
export const deskEndpoints = {
  deskList: endpoint({ method: 'GET', path: list, tag, summary: 'Items of a kind: search, filters and paging; `bin=true` lists the deleted.', params: deskKindParams, query: deskListQuery, reply: envelopeOf(deskList) }),
  deskCreate: endpoint({ method: 'POST', path: list, tag, summary: 'A new draft item.', params: deskKindParams, body: deskCreateBody, reply: envelopeOf(deskItem) }),
  deskGet: endpoint({ method: 'GET', path: item, tag, summary: 'One item.', params: deskItemParams, reply: envelopeOf(deskItem) }),
  deskSave: endpoint({ method: 'POST', path: item, tag, summary: 'Saves an edit (live at once when the item is published).', params: deskItemParams, body: deskSaveBody, reply: envelopeOf(deskItem) }),
  deskPublish: endpoint({ method: 'POST', path: `${item}/publish`, tag, summary: 'Publishes the item: readers see it at once.', params: deskItemParams, body: deskActionBody, reply: envelopeOf(deskItem) }),
  deskUnpublish: endpoint({ method: 'POST', path: `${item}/unpublish`, tag, summary: 'Takes the item back from readers; it stays on the desk.', params: deskItemParams, body: deskActionBody, reply: envelopeOf(deskItem) }),
  deskDelete: endpoint({ method: 'DELETE', path: item, tag, summary: 'Moves the item to the bin (restorable).', params: deskItemParams, query: deskDeleteQuery, reply: envelopeOf(deskItem) }),
  deskCrossrefDeposit: endpoint({
    method: 'GET',
    path: '/rc-pub/admin/sites/:sld/desk/issue/:id/crossref.xml',
    tag,
    summary: "The published issue's Crossref deposit (schema 5.4.0); the articles left out are named in the X-Crossref-Skipped header.",
    params: z.object({ sld: z.string().min(1).max(64), id: z.coerce.number().int().positive() }),
    reply: content('application/xml'),
  }),
  deskPreview: endpoint({
    method: 'GET',
    path: `${item}/preview`,
    tag,
    summary: "The item as saved, on the reader's page it will have (HTML, marked as a preview, never cached or indexed); readers see none of it.",
    params: deskPreviewParams,
    query: deskPreviewQuery,
    reply: content('text/html'),
  }),
  deskPreviewFile: endpoint({
    method: 'GET',
    path: '/rc-pub/admin/sites/:sld/desk/article/:id/files/:name',
    tag,
    summary: "A package file of an article on the desk, published or not (figures in a draft's preview); kept by no cache.",
    params: deskPreviewFileParams,
    reply: content('application/octet-stream'),
  }),
  deskRestore: endpoint({ method: 'POST', path: `${item}/restore`, tag, summary: 'Brings the item back from the bin, unpublished.', params: deskItemParams, body: deskActionBody, reply: envelopeOf(deskItem) }),
} as const;
