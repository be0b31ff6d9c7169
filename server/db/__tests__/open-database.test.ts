import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../open-database.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('keeps every acknowledged commit through an operating-system crash: WAL with synchronous=FULL, foreign keys on', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'masthead-db-'));
    folders.push(folder);
    const database = openDatabase(`file:${join(folder, 'masthead.db')}`);
    try {
      const pragma = async (name: string) => Object.values((await sql.raw(`PRAGMA ${name}`).execute(database.db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2); // FULL
      expect(await pragma('foreign_keys')).toBe(1);
    } finally {
      await database.close();
    }
  });
});
