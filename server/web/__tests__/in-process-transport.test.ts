import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../runtime/api/api-client.ts';
import { handedOverEnvelope, isHandedOver } from '../../../schemas/render-contract.ts';
import { inProcessTransport } from '../in-process-transport.ts';

const app = Fastify();
const things = { names: ['ants', 'bees'], total: 2 };
app.get('/rc-pub/front/things', async () => ({ status: 0, data: things }));
app.get('/rc-pub/front/missing', async (_request, reply) => reply.code(404).send({ status: 404, message: 'no such thing' }));
const transport = inProcessTransport(app);
afterAll(() => app.close());

describe('inProcessTransport', () => {
  it('hands a route’s reply object to the page that asked, with no JSON written or read back', async () => {
    const reply = await transport(new Request('http://localhost/rc-pub/front/things'));
    expect(isHandedOver(reply)).toBe(true);
    expect(isHandedOver(reply) && reply[handedOverEnvelope]).toEqual({ status: 0, data: { names: ['ants', 'bees'], total: 2 } });
    expect(reply.status).toBe(200);
  });

  it('gives the API client the data the route built, as it is (not checked a second time), and the same errors as over HTTP', async () => {
    const api = createApiClient({ baseUrl: 'http://localhost', transport, getToken: () => undefined, getLanguage: () => 'en', getSiteId: () => 1 });
    const schema = z.object({ names: z.array(z.string()), total: z.number() });
    const data = await api.get('/rc-pub/front/things', { schema });
    expect(data).toEqual({ names: ['ants', 'bees'], total: 2 });
    expect(data.names).toBe(things.names);
    await expect(api.get('/rc-pub/front/missing', { schema })).rejects.toThrow(/no such thing/);
  });

  it('lets an auditor see the schema’s reading of what was handed over, and refuse it', async () => {
    const audits: unknown[][] = [];
    const api = createApiClient({
      baseUrl: 'http://localhost',
      transport,
      getToken: () => undefined,
      getLanguage: () => 'en',
      getSiteId: () => 1,
      auditHandOver: (handedOver, checked) => {
        audits.push([handedOver, checked]);
        if (JSON.stringify(handedOver) !== JSON.stringify(checked)) throw new Error('the schema reads it otherwise');
      },
    });
    await api.get('/rc-pub/front/things', { schema: z.object({ names: z.array(z.string()), total: z.number() }) });
    expect(audits).toEqual([[things, things]]);
    await expect(api.get('/rc-pub/front/things', { schema: z.object({ names: z.array(z.string()), total: z.number(), more: z.boolean().default(false) }) })).rejects.toThrow('the schema reads it otherwise');
    await expect(api.get('/rc-pub/front/things', { schema: z.object({ names: z.array(z.number()) }) })).rejects.toThrow(/names/);
  });

  it('writes JSON as ever for any other caller, even one naming a hand-over', async () => {
    const reply = await app.inject({ method: 'GET', url: '/rc-pub/front/things', headers: { 'x-masthead-hand-over': '1', 'x-masthead-in-process': 'a guess' } });
    expect(reply.json()).toEqual({ status: 0, data: { names: ['ants', 'bees'], total: 2 } });
  });
});
