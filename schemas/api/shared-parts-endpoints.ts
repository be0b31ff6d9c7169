import { z } from 'zod';
import { sharedPart, sharedPartParams, sharedParts, sharedVersionParams, studioDiff, studioDiffQuery, studioDiscardQuery, studioDraftBody, studioPublishBody, studioRollbackBody, studioVersion, studioVersionSummary } from '../admin/studio-api.ts';
import { endpoint, envelopeOf } from './endpoint.ts';

const tag = 'studio';
const part = '/rc-pub/admin/shared-config/:part';

/**
 * The shared parts of the configuration (themes.json, common-codes.json, deployment.json), owners only: drafted,
 * published, compared and rolled back as a site's parts are (studio-endpoints.ts). Publishing checks every site
 * against the part and is refused (400, the diagnostics) when it would bring a problem to any of them.
 */
export const sharedPartsEndpoints = {
  sharedParts: endpoint({ method: 'GET', path: '/rc-pub/admin/shared-config', tag, summary: 'The shared configuration parts: version, draft, problems (owners).', reply: envelopeOf(sharedParts) }),
  sharedPart: endpoint({ method: 'GET', path: part, tag, summary: 'One shared part: published, draft, problems by path (owners).', params: sharedPartParams, reply: envelopeOf(sharedPart) }),
  sharedSaveDraft: endpoint({ method: 'POST', path: `${part}/draft`, tag, summary: "Saves the shared part's draft (owners).", params: sharedPartParams, body: studioDraftBody, reply: envelopeOf(sharedPart) }),
  sharedDiscardDraft: endpoint({ method: 'DELETE', path: `${part}/draft`, tag, summary: "Discards the shared part's draft (owners).", params: sharedPartParams, query: studioDiscardQuery, reply: envelopeOf(sharedPart) }),
  sharedPublish: endpoint({ method: 'POST', path: `${part}/publish`, tag, summary: 'Publishes the draft; refused (400) while it has problems, its own or any site’s (owners).', params: sharedPartParams, body: studioPublishBody, reply: envelopeOf(sharedPart) }),
  sharedHistory: endpoint({ method: 'GET', path: `${part}/versions`, tag, summary: "The shared part's published versions, newest first (owners).", params: sharedPartParams, reply: envelopeOf(z.array(studioVersionSummary)) }),
  sharedVersion: endpoint({ method: 'GET', path: `${part}/versions/:version`, tag, summary: 'One published version with its value (owners).', params: sharedVersionParams, reply: envelopeOf(studioVersion) }),
  sharedDiff: endpoint({ method: 'GET', path: `${part}/diff`, tag, summary: 'Field by field, what differs between two versions (or the draft) (owners).', params: sharedPartParams, query: studioDiffQuery, reply: envelopeOf(studioDiff) }),
  sharedRollback: endpoint({ method: 'POST', path: `${part}/rollback`, tag, summary: 'Publishes an old version anew, checked as a publish is (owners).', params: sharedPartParams, body: studioRollbackBody, reply: envelopeOf(sharedPart) }),
} as const;
