import { describe, expect, it } from 'vitest';
import { oaiArgumentsOf } from '../oai-arguments.ts';
import { readOaiRequest } from '../oai-request.ts';

const read = (query: string) => readOaiRequest(oaiArgumentsOf(`/rc-pub/oai?${query}`));
const codeOf = (query: string) => {
  const result = read(query);
  return result.ok ? 'ok' : result.errors.map((error) => error.code).join(',');
};

describe('reading an OAI-PMH request', () => {
  it.each([
    ['', 'badVerb'],
    ['verb=Identify&verb=Identify', 'badVerb'],
    ['verb=identify', 'badVerb'],
    ['verb=Identify&set=x', 'badArgument'],
    ['verb=ListRecords', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=jats', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-30', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-01T10:00:00', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-01&until=2026-03-01T00:00:00Z', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-03-02&until=2026-03-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=a::b', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai%20dc', 'badArgument'],
    ['verb=ListRecords&resumptionToken=abc&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=GetRecord&identifier=oai:x:1', 'badArgument'],
    ['verb=ListSets&resumptionToken=abc', 'ok'],
    ['verb=ListRecords&metadataPrefix=unknown', 'ok'],
    ['verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-03-01&until=2026-03-01&set=journal:optics', 'ok'],
  ])('%s → %s', (query, code) => {
    expect(codeOf(query)).toBe(code);
  });

  it('reads a day as its whole span, and echoes the arguments as sent', () => {
    const result = read('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-03-01&until=2026-03-01');
    expect(result).toEqual({
      ok: true,
      request: { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', set: undefined, from: { stamp: '2026-03-01T00:00:00Z', granularity: 'day' }, until: { stamp: '2026-03-01T23:59:59Z', granularity: 'day' } },
      echo: { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', from: '2026-03-01', until: '2026-03-01' },
    });
  });

  it('takes the arguments of a form as a POST sends them', () => {
    expect(readOaiRequest(oaiArgumentsOf('/rc-pub/oai', 'verb=GetRecord&identifier=oai%3Ax%3A1&metadataPrefix=oai_dc'))).toMatchObject({
      ok: true,
      request: { verb: 'GetRecord', identifier: 'oai:x:1', metadataPrefix: 'oai_dc' },
    });
  });
});
