import { describe, expect, it } from 'vitest';
import { migratedDatabaseEachTest } from '../../../tests/support/migrated-database.ts';
import { checkCode, issueCode, type CodeAddress } from '../verification-codes.ts';

const secret = Buffer.alloc(32, 7);
const limits = { lifetimeMs: 300_000, resendMs: 60_000, maxAttempts: 5 };
const address: CodeAddress = { account: '13812345678', purpose: 'login' };

const database = migratedDatabaseEachTest();

async function issued(at: number, to: CodeAddress = address): Promise<string> {
  const result = await issueCode(database().db, secret, to, limits, at);
  if (!('code' in result)) throw new Error('expected a code');
  return result.code;
}
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('verification codes', () => {
  it('are 6 digits, kept only as a hash, and good once', async () => {
    const code = await issued(0);
    expect(code).toMatch(/^\d{6}$/);
    const row = await database().db.selectFrom('verification_code').selectAll().executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(await checkCode(database().db, secret, address, code, limits, 1000)).toBe('ok');
    expect(await checkCode(database().db, secret, address, code, limits, 1000)).toBe('wrong');
  });

  it('wait the resend interval, answering the seconds left', async () => {
    await issued(0);
    expect(await issueCode(database().db, secret, address, limits, 15_500)).toEqual({ retryAfterSeconds: 45 });
    const next = await issued(60_000);
    expect(await checkCode(database().db, secret, address, next, limits, 60_001)).toBe('ok');
  });

  it('expire after their lifetime', async () => {
    const code = await issued(0);
    expect(await checkCode(database().db, secret, address, code, limits, 300_000)).toBe('expired');
  });

  it('are used up by the 5th wrong try', async () => {
    const code = await issued(0);
    const outcomes = [];
    for (let attempt = 0; attempt < 5; attempt++) outcomes.push(await checkCode(database().db, secret, address, wrongFor(code), limits, 1000));
    expect(outcomes).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'exhausted']);
    expect(await checkCode(database().db, secret, address, code, limits, 1000)).toBe('exhausted');
    // …and the resend interval still holds.
    expect(await issueCode(database().db, secret, address, limits, 1000)).toEqual({ retryAfterSeconds: 59 });
  });

  it('are good only for their purpose, account and asking member', async () => {
    const code = await issued(0);
    expect(await checkCode(database().db, secret, { ...address, purpose: 'reset' }, code, limits, 1)).toBe('wrong');
    expect(await checkCode(database().db, secret, { ...address, account: '13912345678' }, code, limits, 1)).toBe('wrong');
    const change: CodeAddress = { account: '13700000000', purpose: 'changeMobile', memberId: 1 };
    const changeCode = await issued(0, change);
    expect(await checkCode(database().db, secret, { ...change, memberId: 2 }, changeCode, limits, 1)).toBe('wrong');
    expect(await checkCode(database().db, secret, change, changeCode, limits, 1)).toBe('ok');
  });

  it('are bound to the secret', async () => {
    const code = await issued(0);
    expect(await checkCode(database().db, Buffer.alloc(32, 8), address, code, limits, 1)).toBe('wrong');
  });
});
