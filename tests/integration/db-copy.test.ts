import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database.ts';
import { createTestDatabase, dropTestDatabase, testsOnPostgres } from '../support/postgres-test-databases.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

const run = promisify(execFile);
const optics = 101;

/** `npm run db -- copy` from a served SQLite deployment into an empty PostgreSQL database, as an operator moves one. */
async function copyCommand(from: string, to: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/commands/db.ts', 'copy', from, to]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Needs a PostgreSQL server to copy into: runs in the integration-pg project.
describe.runIf(testsOnPostgres())('npm run db -- copy (SQLite → PostgreSQL)', () => {
  let source: TestServer;
  let target: TestServer | undefined;
  let targetUrl: string;
  const spare = mkdtempSync(join(tmpdir(), 'masthead-copy-'));

  beforeAll(async () => {
    source = await startTestServer({ DATABASE_URL: `file:${join(spare, 'source.db')}`, FILES_DIR: join(spare, 'files') });
    // A member with a name in Chinese, an empty profile field and a session: text, nulls and wide numbers travel too.
    const database = openDatabase(source.databaseUrl);
    const { id } = await database.db.insertInto('member').values({ mobile: null, email: 'copy@example.org', profile: JSON.stringify({ name: '复制测试' }) }).returning('id').executeTakeFirstOrThrow();
    await database.db.insertInto('member_session').values({ token_hash: 'copied-session', member_id: id, created_at: Date.now(), expires_at: Date.now() + 86_400_000 }).execute();
    await database.close();
    targetUrl = createTestDatabase('none', join(spare, 'unused'));
  });

  afterAll(async () => {
    await target?.close();
    await source.close();
    dropTestDatabase(targetUrl);
    rmSync(spare, { recursive: true, force: true });
  });

  it('copies every table with the same rows and checksum, and the copy serves what the original served', async () => {
    const copied = await copyCommand(source.databaseUrl, targetUrl);
    expect(copied.stderr).toMatch(/tables copied, 0 different; search index made with \d+ documents/);
    expect(copied.code).toBe(0);
    const lines = copied.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(30);
    expect(lines.filter((line) => !line.startsWith('same'))).toEqual([]);
    expect(lines.find((line) => /^same\s+member\s/.test(line))).toMatch(/rows\s+1 → 1\s/);
    expect(lines.find((line) => /^same\s+article\s/.test(line))).toMatch(/rows\s+(\d+) → \1\s/);

    target = await startTestServer({ DATABASE_URL: targetUrl, FILES_DIR: join(spare, 'files') });
    const headers = { siteId: String(optics) };
    for (const path of ['/rc-pub/front/news/list?size=5', '/rc-pub/front/book/list?size=5', `/rc-pub/front/site/findBySiteId?siteId=${optics}`]) {
      const [before, after] = await Promise.all([source.get(path, { headers }), target.get(path, { headers })]);
      expect(after.http, path).toBe(200);
      expect(after.body, path).toEqual(before.body);
    }
    // The search index is made anew on the target by its own engine, which ranks in its own way: the same hits.
    type Hits = { totalElements: number; content: { id: number }[] };
    const searched = await Promise.all([source, target].map((server) => server.get('/rc-pub/front/search?q=%E5%85%89%E7%BA%A4&size=100', { headers })));
    const [before, after] = searched.map(({ body }) => body.data as Hits);
    expect(after!.totalElements).toBeGreaterThan(0);
    expect(after!.totalElements).toBe(before!.totalElements);
    expect(after!.content.map((hit) => hit.id).sort()).toEqual(before!.content.map((hit) => hit.id).sort());
    const database = openDatabase(targetUrl);
    const member = await database.db.selectFrom('member').select(['profile', 'mobile']).where('email', '=', 'copy@example.org').executeTakeFirstOrThrow();
    await database.close();
    expect(member).toEqual({ profile: JSON.stringify({ name: '复制测试' }), mobile: null });
  });

  it('refuses a target that is not empty, writing nothing', async () => {
    const again = await copyCommand(source.databaseUrl, targetUrl);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/refused: the target is not empty: table \w+ has rows \(nothing was written\)/);
  });

  it('answers bad arguments with the usage', async () => {
    const bad = await copyCommand(source.databaseUrl, 'mysql://somewhere');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/usage: npm run db -- copy <from-url> <to-url>/);
  });
});
