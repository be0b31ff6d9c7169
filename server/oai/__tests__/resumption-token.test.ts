import { describe, expect, it } from 'vitest';
import { ResumptionTokens, type TokenState } from '../resumption-token.ts';

const state: TokenState = {
  list: 'ListRecords',
  metadataPrefix: 'oai_dc',
  until: '2026-03-01T00:00:00Z',
  after: ['2026-02-01T00:00:00Z', 12],
  cursor: 100,
  completeListSize: 250,
  expires: 2_000_000_000,
};

describe('resumption tokens', () => {
  const tokens = new ResumptionTokens(Buffer.from('a'.repeat(32)));
  const token = tokens.issue(state);

  it('give back the state they carry while fresh', () => {
    expect(tokens.read(token, 1_900_000_000)).toEqual({ ok: true, state });
  });

  it('are refused when stale, forged, altered, issued under another key, or malformed', () => {
    expect(tokens.read(token, 2_000_000_001)).toEqual({ ok: false, message: 'The resumptionToken has expired' });
    const [payload, signature] = token.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ ...state, cursor: 0 })).toString('base64url');
    expect(tokens.read(`${altered}.${signature}`, 0).ok).toBe(false);
    expect(tokens.read(`${payload}.${signature.slice(0, -2)}`, 0).ok).toBe(false);
    expect(new ResumptionTokens(Buffer.from('b'.repeat(32))).read(token, 0)).toEqual({ ok: false, message: 'The resumptionToken was not issued by this repository' });
    for (const malformed of ['', 'abc', 'a.b.c', `${payload}.`, '....']) expect(tokens.read(malformed, 0).ok).toBe(false);
    // Signed by this repository but not a state it would issue.
    const signedNonsense = tokens.issue({ ...state, cursor: -1 } as TokenState);
    expect(tokens.read(signedNonsense, 0)).toEqual({ ok: false, message: 'The resumptionToken is malformed' });
  });
});
