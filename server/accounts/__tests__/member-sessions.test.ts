import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { createSession, memberIdOfToken, revokeMemberSessions, revokeSession, sessionLifetimeMs } from '../member-sessions.ts';

let handle: DatabaseHandle;
let alice: number;
let bob: number;
beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  const insert = (mobile: string) => handle.db.insertInto('member').values({ mobile }).returning('id').executeTakeFirstOrThrow();
  alice = (await insert('13800000001')).id;
  bob = (await insert('13800000002')).id;
});
afterEach(async () => {
  await handle.close();
});

const start = Date.UTC(2026, 0, 1);

describe('member sessions', () => {
  it('sign a member in with an opaque token, until the lifetime ends', async () => {
    const token = await createSession(handle.db, alice, start);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await memberIdOfToken(handle.db, token, start)).toBe(alice);
    expect(await memberIdOfToken(handle.db, token, start + sessionLifetimeMs - 1)).toBe(alice);
    expect(await memberIdOfToken(handle.db, token, start + sessionLifetimeMs)).toBeNull();
  });

  it('store only the token’s hash', async () => {
    const token = await createSession(handle.db, alice, start);
    const rows = await handle.db.selectFrom('member_session').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
  });

  it('refuse unknown, empty and oversized tokens', async () => {
    expect(await memberIdOfToken(handle.db, 'nope', start)).toBeNull();
    expect(await memberIdOfToken(handle.db, '', start)).toBeNull();
    expect(await memberIdOfToken(handle.db, 'x'.repeat(10_000), start)).toBeNull();
  });

  it('end one at a time, or all of a member’s but one', async () => {
    const [a1, a2, a3, b1] = [await createSession(handle.db, alice, start), await createSession(handle.db, alice, start), await createSession(handle.db, alice, start), await createSession(handle.db, bob, start)];
    await revokeSession(handle.db, a1);
    expect(await memberIdOfToken(handle.db, a1, start)).toBeNull();
    await revokeMemberSessions(handle.db, alice, a2);
    expect(await memberIdOfToken(handle.db, a2, start)).toBe(alice);
    expect(await memberIdOfToken(handle.db, a3, start)).toBeNull();
    expect(await memberIdOfToken(handle.db, b1, start)).toBe(bob);
    await revokeMemberSessions(handle.db, alice);
    expect(await memberIdOfToken(handle.db, a2, start)).toBeNull();
  });

  it('end with their member', async () => {
    const token = await createSession(handle.db, alice, start);
    await handle.db.deleteFrom('member').where('id', '=', alice).execute();
    expect(await memberIdOfToken(handle.db, token, start)).toBeNull();
  });
});
