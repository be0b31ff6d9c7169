import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { allEndpoints } from '../../schemas/api/endpoints.ts';
import { route } from '../http/typed-route.ts';
import { operationsEndpoints } from '../../schemas/api/operations-endpoints.ts';
import { openApiDocument } from './openapi-document.ts';

/**
 * `GET /rc-pub/openapi.json`: the API's OpenAPI 3.1 document, generated once at start from the endpoint table. Its
 * version is a digest of the contract, so it changes exactly when an endpoint, parameter or schema does.
 */
export function registerOpenApiRoute(app: FastifyInstance): void {
  const unversioned = openApiDocument(allEndpoints(), { version: '' });
  const version = createHash('sha256').update(JSON.stringify(unversioned)).digest('hex').slice(0, 12);
  const text = JSON.stringify({ ...unversioned, info: { ...unversioned.info, version } });
  route(app, operationsEndpoints.openApi, async (_request, _input, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(text),
  );
}
