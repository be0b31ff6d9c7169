import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long a harvester may take to ask for the next part of a list. */
export const tokenLifetimeSeconds = 24 * 60 * 60;

const stamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

/** Where a list of headers or records goes on: its query, fixed at its first request, and the last record sent. */
const recordListState = z.strictObject({
  list: z.enum(['ListIdentifiers', 'ListRecords']),
  metadataPrefix: z.string(),
  set: z.string().optional(),
  from: stamp.optional(),
  /** The first request's `until`, or its response time: what changes during the harvest waits for the next one. */
  until: stamp,
  after: z.tuple([stamp, z.number().int()]),
  cursor: z.number().int().nonnegative(),
  completeListSize: z.number().int().positive(),
  expires: z.number().int(),
});
const setListState = z.strictObject({
  list: z.literal('ListSets'),
  cursor: z.number().int().nonnegative(),
  completeListSize: z.number().int().positive(),
  expires: z.number().int(),
});
const tokenState = z.discriminatedUnion('list', [recordListState, setListState]);
export type RecordListState = z.infer<typeof recordListState>;
export type SetListState = z.infer<typeof setListState>;
export type TokenState = z.infer<typeof tokenState>;

export type TokenReading = { ok: true; state: TokenState } | { ok: false; message: string };

/**
 * Resumption tokens carry their list's state, signed (HMAC-SHA256) so that a token this repository did not issue —
 * forged, altered or cut short — is refused, and dated so a stale one is. The key is derived from AUTH_SECRET when the
 * deployment sets one (tokens then survive a restart), else made anew by each process.
 */
export class ResumptionTokens {
  readonly #key: Buffer;

  constructor(secret: Buffer = randomBytes(32)) {
    this.#key = createHmac('sha256', secret).update('masthead oai-pmh resumption token').digest();
  }

  issue(state: TokenState): string {
    const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
    return `${payload}.${this.#sign(payload).toString('base64url')}`;
  }

  read(token: string, nowSeconds: number): TokenReading {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return { ok: false, message: 'The resumptionToken is malformed' };
    const expected = this.#sign(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, message: 'The resumptionToken was not issued by this repository' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, message: 'The resumptionToken is malformed' };
    }
    const state = tokenState.safeParse(parsed);
    if (!state.success) return { ok: false, message: 'The resumptionToken is malformed' };
    if (state.data.expires < nowSeconds) return { ok: false, message: 'The resumptionToken has expired' };
    return { ok: true, state: state.data };
  }

  #sign(payload: string): Buffer {
    return createHmac('sha256', this.#key).update(payload).digest();
  }
}
