import type { Endpoint, EndpointReply } from '../../schemas/api/endpoint.ts';
import { jsonSchemaOf, type JsonSchema } from './json-schema-of.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, unknown> };
};

/** Fastify's `:name(regex)`, `:name` and `*` as OpenAPI's `{name}`; the names of the path's parameters. */
export function openApiPath(fastifyPath: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = fastifyPath
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?/g, (_match, name: string) => {
      names.push(name);
      return `{${name}}`;
    })
    .replace(/\*$/, () => {
      names.push('wildcard');
      return '{wildcard}';
    });
  return { path, names };
}

const errorEnvelope: JsonSchema = {
  type: 'object',
  description: 'A refusal: a non-zero status and a message naming what was wrong.',
  properties: { status: { type: 'integer', not: { const: 0 } }, message: { type: 'string' }, data: {} },
  required: ['status', 'message'],
};

function envelopeSchema(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    description: 'Status 0 with `data` on success; a business outcome (unknown or expired site) has another status and a message.',
    properties: { status: { type: 'integer' }, message: { type: 'string' }, data },
    required: ['status'],
  };
}

/**
 * Builds the document of every table entry (schemas/api/endpoints.ts): its parameters, body and replies from the
 * entry's zod schemas. Recursive schemas (an article's content tree) keep their shared parts as components.
 */
export function openApiDocument(entries: readonly [string, Endpoint][], info: { version: string }): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { ErrorEnvelope: errorEnvelope };
  /** A schema whose `$defs` are moved to the components, its references rewritten to point there. */
  const placed = (schema: JsonSchema, prefix: string): JsonSchema => {
    const { $defs, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
    if (!$defs) return schema;
    const rewrite = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"#/components/schemas/${prefix}_`)) as T;
    for (const [name, def] of Object.entries($defs)) schemas[`${prefix}_${name}`] = rewrite(def);
    return rewrite(rest);
  };
  const paths: OpenApiDocument['paths'] = {};
  for (const [operationId, entry] of entries) {
    const { path, names } = openApiPath(entry.path);
    const operation: Record<string, unknown> = {
      operationId,
      summary: entry.summary,
      tags: [entry.tag],
      parameters: [...pathParameters(entry, names, operationId), ...queryParameters(entry, operationId)],
      responses: {
        '200': successReply(entry.reply, (schema) => placed(jsonSchemaOf(schema, 'output'), `${operationId}_reply`)),
        '4XX': { $ref: '#/components/responses/ClientError' },
      },
    };
    if (entry.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: placed(jsonSchemaOf(entry.body, 'input'), `${operationId}_body`) } } };
    }
    (paths[path] ??= {})[entry.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Masthead /rc-pub API',
      version: info.version,
      description: 'Generated from the endpoint table (schemas/api/endpoints.ts). JSON replies are envelopes `{ status, message?, data? }`, status 0 for success.',
    },
    tags: [...new Set(entries.map(([, entry]) => entry.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: {
        ClientError: { description: 'Bad input, missing session or unknown resource.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
      },
    },
  };
}

function successReply(reply: EndpointReply, schemaOf: (schema: AnySchema) => JsonSchema) {
  switch (reply.kind) {
    case 'envelope':
      return { description: 'The envelope.', content: { 'application/json': { schema: envelopeSchema(schemaOf(reply.data)) } } };
    case 'content':
      return {
        description: `The ${reply.mediaTypes.join(' or ')} itself.`,
        content: Object.fromEntries(reply.mediaTypes.map((type) => [type, { schema: reply.schema ? schemaOf(reply.schema) : {} }])),
      };
  }
}

function pathParameters(entry: Endpoint, names: string[], operationId: string) {
  const properties = entry.params ? objectProperties(jsonSchemaOf(entry.params, 'input'), operationId) : undefined;
  return names.map((name) => ({ name, in: 'path', required: true, schema: properties?.schemas[name] ?? { type: 'string' } }));
}

function queryParameters(entry: Endpoint, operationId: string) {
  if (!entry.query) return [];
  const { schemas, required } = objectProperties(jsonSchemaOf(entry.query, 'input'), operationId);
  return Object.entries(schemas).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    schema,
  }));
}

function objectProperties(schema: JsonSchema, operationId: string): { schemas: Record<string, JsonSchema>; required: Set<string> } {
  if (schema.type !== 'object' || typeof schema.properties !== 'object') throw new Error(`${operationId}: a query or path schema must be an object`);
  return { schemas: schema.properties as Record<string, JsonSchema>, required: new Set((schema.required as string[] | undefined) ?? []) };
}
