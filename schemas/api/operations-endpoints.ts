import { z } from 'zod';
import { aiqaAnswer, aiqaAskQuery, aiqaFrameQuery, secureParamsReply, secureParamsRequest } from '../aiqa-api.ts';
import { aiqaAskPath, aiqaFramePath, aiqaSecureParamsPath } from '../aiqa-frame.ts';
import { reloadResult } from '../config-reload.ts';
import { diagnostic } from '../diagnostic.ts';
import { outboxContents, outboxQuery } from '../sent-messages.ts';
import { content, endpoint, envelopeOf } from './endpoint.ts';

/** Operators' endpoints (server/operations/, server/routes/admin-routes.ts, outbox-routes.ts), the AI question frame, and this contract. */
export const operationsEndpoints = {
  healthz: endpoint({
    method: 'GET',
    path: '/healthz',
    tag: 'operations',
    summary: 'Liveness: the process answers.',
    reply: { kind: 'content', mediaTypes: ['application/json'], schema: z.object({ status: z.literal('ok') }) },
  }),
  readyz: endpoint({
    method: 'GET',
    path: '/readyz',
    tag: 'operations',
    summary: 'Readiness: the database and configuration answer (503 when not).',
    reply: { kind: 'content', mediaTypes: ['application/json'], schema: z.object({ status: z.enum(['ready', 'not ready']), checks: z.record(z.string(), z.unknown()) }) },
  }),
  metrics: endpoint({ method: 'GET', path: '/metrics', tag: 'operations', summary: 'Prometheus metrics (needs the admin token).', reply: content('text/plain') }),
  reloadConfig: endpoint({
    method: 'POST',
    path: '/rc-pub/admin/reload-config',
    tag: 'operations',
    summary: 'Reloads site-configs/ (needs the admin token): the problems found, and how many sites are served.',
    reply: envelopeOf(reloadResult),
  }),
  configDiagnostics: endpoint({
    method: 'GET',
    path: '/rc-pub/admin/config-diagnostics',
    tag: 'operations',
    summary: "The configuration's problems (needs the admin token).",
    reply: envelopeOf(z.array(diagnostic)),
  }),
  outbox: endpoint({
    method: 'GET',
    path: '/rc-pub/admin/outbox',
    tag: 'operations',
    summary: 'Mail and SMS the server sent, when it keeps them (needs the admin token).',
    query: outboxQuery,
    reply: envelopeOf(outboxContents),
  }),
  aiqaSecureParams: endpoint({
    method: 'POST',
    path: aiqaSecureParamsPath,
    tag: 'aiqa',
    summary: 'Signed parameters that open the AI question frame.',
    body: secureParamsRequest,
    reply: envelopeOf(secureParamsReply),
  }),
  aiqaFrame: endpoint({
    method: 'GET',
    path: aiqaFramePath,
    tag: 'aiqa',
    summary: 'The AI question page shown in a frame (a missing, bad or expired token: the refusal page).',
    query: aiqaFrameQuery,
    reply: content('text/html'),
  }),
  aiqaAsk: endpoint({
    method: 'GET',
    path: aiqaAskPath,
    tag: 'aiqa',
    summary: "An answer to a reader's question, from the site's articles (the frame's signed token required).",
    query: aiqaAskQuery,
    reply: envelopeOf(aiqaAnswer),
  }),
  openApi: endpoint({ method: 'GET', path: '/rc-pub/openapi.json', tag: 'operations', summary: 'This API described in OpenAPI 3.1, generated from the endpoint table.', reply: content('application/json') }),
} as const;
