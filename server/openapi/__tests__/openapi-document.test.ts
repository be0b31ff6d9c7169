import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { content, endpoint, envelopeOf } from '../../../schemas/api/endpoint.ts';
import { contentListEndpoints } from '../../../schemas/api/content-list-endpoints.ts';
import { openApiDocument, openApiPath } from '../openapi-document.ts';

describe('openApiPath', () => {
  it("writes Fastify's parameters, patterns dropped, as OpenAPI's", () => {
    expect(openApiPath('/rc-pub/front/front-article/:id(^\\d{1,15}$)')).toEqual({ path: '/rc-pub/front/front-article/{id}', names: ['id'] });
    expect(openApiPath('/rc-pub/files/:articleId/:name')).toEqual({ path: '/rc-pub/files/{articleId}/{name}', names: ['articleId', 'name'] });
    expect(openApiPath('/:sld/sitemap.xml').path).toBe('/{sld}/sitemap.xml');
  });
});

describe('openApiDocument', () => {
  const document = openApiDocument(Object.entries(contentListEndpoints), { version: 'test' });
  const articleList = document.paths['/rc-pub/front/front-article/list']!.get as {
    parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
    responses: Record<string, { content?: Record<string, { schema: { properties: { data: { properties: Record<string, unknown> } } } }> }>;
  };

  it("lists a query schema's fields as query parameters, with defaults optional and enums kept", () => {
    const status = articleList.parameters.find((parameter) => parameter.name === 'status')!;
    expect(status).toMatchObject({ in: 'query', required: false, schema: { enum: ['published', 'onlineFirst', 'justAccepted'], default: 'published' } });
    expect(articleList.parameters.map((parameter) => parameter.name)).toEqual(['page', 'size', 'periodId', 'status', 'columnId', 'sort', 'order', 'since']);
  });

  it("wraps the reply's data schema in the envelope", () => {
    const data = articleList.responses['200']!.content!['application/json']!.schema.properties.data;
    expect(Object.keys(data.properties)).toEqual(['content', 'totalElements', 'totalPages', 'number', 'size']);
  });

  it('documents bodies, path parameters and non-JSON replies', () => {
    const table = {
      posted: endpoint({ method: 'POST', path: '/b/:id', tag: 't', summary: 's', params: z.object({ id: z.coerce.number().int() }), body: z.object({ name: z.string() }), reply: envelopeOf(z.null()) }),
      feed: endpoint({ method: 'GET', path: '/c', tag: 't', summary: 's', reply: content('application/rss+xml') }),
    };
    const built = openApiDocument(Object.entries(table), { version: 'test' });
    expect(built.paths['/b/{id}']!.post).toMatchObject({
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      requestBody: { content: { 'application/json': { schema: { properties: { name: { type: 'string' } }, required: ['name'] } } } },
    });
    expect(Object.keys((built.paths['/c']!.get as { responses: { '200': { content: object } } }).responses['200'].content)).toEqual(['application/rss+xml']);
  });
});
