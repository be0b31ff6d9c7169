import {
  studioArchivedParams,
  studioArchivedSite,
  studioNewSiteBody,
  studioSiteChange,
  studioDiff,
  studioDiffQuery,
  studioDiscardQuery,
  studioDraftBody,
  studioPart,
  studioPartParams,
  studioPreviewQuery,
  studioImageParams,
  studioImageReply,
  studioParts,
  studioPublishBody,
  studioRollbackBody,
  studioSiteParams,
  studioVersion,
  studioVersionParams,
  studioVersionSummary,
} from '../admin/studio-api.ts';
import { z } from 'zod';
import { content, endpoint, envelopeOf } from './endpoint.ts';

const tag = 'studio';
const parts = '/rc-pub/admin/sites/:sld/config';
const part = `${parts}/:part`;

/**
 * The site studio (issue 20): a site's configuration parts, each edited as a draft, checked as the server checks it
 * (schemas, cross-site rules, the blocks' contracts), published as a new version (live on every process within a
 * second), compared and rolled back. Site admins of the site and owners; every write needs the session's CSRF token
 * and names the draft revision it edited (409 with the differences when another admin saved in between).
 */
export const studioEndpoints = {
  studioParts: endpoint({ method: 'GET', path: parts, tag, summary: "The site's configuration parts: version, draft, problems.", params: studioSiteParams, reply: envelopeOf(studioParts) }),
  studioPart: endpoint({ method: 'GET', path: part, tag, summary: 'One part: published, draft, problems by path.', params: studioPartParams, reply: envelopeOf(studioPart) }),
  studioSaveDraft: endpoint({ method: 'POST', path: `${part}/draft`, tag, summary: "Saves the part's draft (kept even with problems; they are answered).", params: studioPartParams, body: studioDraftBody, reply: envelopeOf(studioPart) }),
  studioDiscardDraft: endpoint({ method: 'DELETE', path: `${part}/draft`, tag, summary: "Discards the part's draft.", params: studioPartParams, query: studioDiscardQuery, reply: envelopeOf(studioPart) }),
  studioPublish: endpoint({ method: 'POST', path: `${part}/publish`, tag, summary: 'Publishes the draft as a new version; refused (400) while it has problems.', params: studioPartParams, body: studioPublishBody, reply: envelopeOf(studioPart) }),
  studioHistory: endpoint({ method: 'GET', path: `${part}/versions`, tag, summary: "The part's published versions, newest first.", params: studioPartParams, reply: envelopeOf(z.array(studioVersionSummary)) }),
  studioVersion: endpoint({ method: 'GET', path: `${part}/versions/:version`, tag, summary: 'One published version with its value.', params: studioVersionParams, reply: envelopeOf(studioVersion) }),
  studioDiff: endpoint({ method: 'GET', path: `${part}/diff`, tag, summary: 'Field by field, what differs between two versions (or the draft).', params: studioPartParams, query: studioDiffQuery, reply: envelopeOf(studioDiff) }),
  studioPreview: endpoint({
    method: 'GET',
    path: `${parts}/preview`,
    tag,
    summary: "A reader's page of the site with every draft of its parts applied, rendered by the portal's renderer (never cached, not indexed).",
    params: studioSiteParams,
    query: studioPreviewQuery,
    reply: content('text/html'),
  }),
  studioUploadImage: endpoint({
    method: 'POST',
    path: `${parts}/images`,
    tag,
    summary: 'Uploads a picture for a configuration field (multipart, file field `file`; PNG, JPEG, GIF or WebP by its bytes, at most 5 MB); answers its address.',
    params: studioSiteParams,
    reply: envelopeOf(studioImageReply),
  }),
  siteImage: endpoint({
    method: 'GET',
    path: '/rc-pub/site-images/:sld/:name',
    tag,
    summary: "A picture uploaded for a site's configuration (its name is its content's hash: cached for good).",
    params: studioImageParams,
    reply: content('image/png', 'image/jpeg', 'image/gif', 'image/webp'),
  }),
  studioCreateSite: endpoint({ method: 'POST', path: '/rc-pub/admin/studio/sites', tag, summary: 'A new site (owners): a copy of another site but its identity, or a blank one; sld, id and domains unique.', body: studioNewSiteBody, reply: envelopeOf(studioSiteChange) }),
  studioArchiveSite: endpoint({ method: 'POST', path: '/rc-pub/admin/studio/sites/:sld/archive', tag, summary: 'Takes a site off the deployment (owners); its parts are kept as versions.', params: studioSiteParams, reply: envelopeOf(studioSiteChange) }),
  studioArchivedSites: endpoint({ method: 'GET', path: '/rc-pub/admin/studio/archived', tag, summary: 'Archived sites (owners).', reply: envelopeOf(z.array(studioArchivedSite)) }),
  studioRestoreSite: endpoint({ method: 'POST', path: '/rc-pub/admin/studio/archived/:name/restore', tag, summary: 'Brings an archived site back as it was (owners).', params: studioArchivedParams, reply: envelopeOf(studioSiteChange) }),
  studioRollback: endpoint({ method: 'POST', path: `${part}/rollback`, tag, summary: 'Publishes an old version anew (checked as a publish is).', params: studioPartParams, body: studioRollbackBody, reply: envelopeOf(studioPart) }),
} as const;
