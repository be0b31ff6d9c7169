import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { png } from '../../../tests/support/image-fixture-files.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { ingestFile, readJatsDocument } from '../ingest-file.ts';
import { stagePackage } from '../package/stage-package.ts';
import { LocalFolderFileStore } from '../../files/local-folder-file-store.ts';

const fixtureDir = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'jats-with-images');
const siteId = 7;
let handle: DatabaseHandle;
let root: string;
let packageDir: string;
let filesDir: string;

beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  await handle.db.insertInto('journal').values({ id: 70, site_id: siteId, data: JSON.stringify({ id: 70, publicationName: 'Journal' }) }).execute();
  root = mkdtempSync(join(tmpdir(), 'masthead-ingest-package-'));
  packageDir = join(root, 'package');
  filesDir = join(root, 'files');
  cpSync(fixtureDir, packageDir, { recursive: true });
});
afterEach(async () => {
  await handle.close();
  rmSync(root, { recursive: true, force: true });
});

const xml = () => join(packageDir, 'masthead-figures.xml');
const assetRows = (articleId: number) =>
  handle.db.selectFrom('article_asset').select(['href', 'role', 'stored_name', 'width', 'height', 'dpi']).where('article_id', '=', articleId).orderBy('href').orderBy('role').execute();
const storedFiles = (articleId: number) => (existsSync(join(filesDir, String(articleId))) ? readdirSync(join(filesDir, String(articleId))).sort() : []);
const count = async (table: 'article' | 'article_asset') => Number((await handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('ingestFile with package files', () => {
  it('stores the files the XML names in the article’s folder, one row each, and says what it could not store', async () => {
    const stored = await ingestFile(handle.db, siteId, xml(), { files: new LocalFolderFileStore(filesDir) });
    expect(stored.files).toEqual({ stored: 8, refused: [], missing: ['fig3-not-in-package.png'] });
    const rows = await assetRows(stored.id);
    expect(rows.map((row) => `${row.role}:${row.href}`)).toEqual([
      'supplementary:data-s1.csv',
      'graphic:eq1',
      'graphic:fig1.tif',
      'print:fig1.tif',
      'graphic:fig2',
      'graphic:ga.png',
      'graphic:hostile.svg',
      'pdf:masthead-figures.pdf',
    ]);
    expect(rows.find((row) => row.href === 'fig1.tif' && row.role === 'graphic')).toMatchObject({ width: 1200, height: 600, dpi: 300 });
    expect(storedFiles(stored.id)).toEqual([...new Set(rows.map((row) => row.stored_name))].sort());
    const fig2 = rows.find((row) => row.href === 'fig2')!;
    expect(readFileSync(join(filesDir, String(stored.id), fig2.stored_name)).equals(readFileSync(join(fixtureDir, 'fig2.png')))).toBe(true);
    expect(readdirSync(join(filesDir, '.staging'))).toEqual([]);
  });

  it('replaces the rows and files on re-import: a changed file gets a new name, a removed one goes', async () => {
    const first = await ingestFile(handle.db, siteId, xml(), { files: new LocalFolderFileStore(filesDir) });
    const before = await assetRows(first.id);
    writeFileSync(join(packageDir, 'fig2.png'), png(80, 40, () => [10, 20, 30]));
    rmSync(join(packageDir, 'data-s1.csv'));
    const second = await ingestFile(handle.db, siteId, xml(), { files: new LocalFolderFileStore(filesDir) });
    expect(second).toMatchObject({ id: first.id, updated: true });
    expect(second.files.missing).toEqual(['fig3-not-in-package.png', 'data-s1.csv']);
    const after = await assetRows(first.id);
    expect(after.map((row) => row.href)).not.toContain('data-s1.csv');
    const oldFig2 = before.find((row) => row.href === 'fig2')!;
    const newFig2 = after.find((row) => row.href === 'fig2')!;
    expect(newFig2).toMatchObject({ width: 80, height: 40 });
    expect(newFig2.stored_name).not.toBe(oldFig2.stored_name);
    expect(storedFiles(first.id)).toEqual([...new Set(after.map((row) => row.stored_name))].sort());
    expect(await count('article')).toBe(1);
  });

  it('leaves nothing behind when the files cannot be put in place: no article, no rows, no staged copies', async () => {
    mkdirSync(filesDir, { recursive: true });
    writeFileSync(join(filesDir, '1'), 'a file where the article’s folder would go');
    await expect(ingestFile(handle.db, siteId, xml(), { files: new LocalFolderFileStore(filesDir) })).rejects.toThrow();
    expect([await count('article'), await count('article_asset')]).toEqual([0, 0]);
    expect(readdirSync(join(filesDir, '.staging'))).toEqual([]);
  });

  it('keeps an earlier import’s files and rows when a re-import fails', async () => {
    const first = await ingestFile(handle.db, siteId, xml(), { files: new LocalFolderFileStore(filesDir) });
    const before = await assetRows(first.id);
    writeFileSync(join(packageDir, 'fig2.png'), png(80, 40, () => [10, 20, 30]));
    // The new file cannot be moved into place: a folder stands where it would go.
    const document = readJatsDocument(xml());
    const probe = stagePackage(document.path, document.xml, document.content, new LocalFolderFileStore(join(root, 'probe')));
    const newName = probe.files.find((file) => file.href === 'fig2')!.storedName;
    probe.discard();
    mkdirSync(join(filesDir, String(first.id), newName, 'blocker'), { recursive: true });
    await expect(ingestFile(handle.db, siteId, xml(), { files: new LocalFolderFileStore(filesDir) })).rejects.toThrow();
    expect(await assetRows(first.id)).toEqual(before);
    for (const row of before) expect(existsSync(join(filesDir, String(first.id), row.stored_name)), row.stored_name).toBe(true);
  });

  it('imports the XML alone when no files folder is given', async () => {
    const stored = await ingestFile(handle.db, siteId, xml());
    expect(stored.files).toEqual({ stored: 0, refused: [], missing: [] });
    expect(await count('article_asset')).toBe(0);
    expect(existsSync(filesDir)).toBe(false);
  });
});
