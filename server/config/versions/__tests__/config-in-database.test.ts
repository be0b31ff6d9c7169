import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/open-database.ts';
import { ConfigStore } from '../../config-store.ts';
import { readConfigFolder } from '../../read-config-folder.ts';
import { currentVersion, historyOf, publishVersion } from '../config-versions.ts';

/** Issue 20, item 2: the configuration kept in the database as versions, the folder its import format. */
let dir: string;
let configDir: string;
let handles: DatabaseHandle[];
let stores: ConfigStore[];

const connect = async () => {
  const handle = openDatabase(`file:${join(dir, 'masthead.db')}`);
  await migrateToLatest(handle.db);
  handles.push(handle);
  return handle.db;
};
const openStore = async () => {
  const db = await connect();
  const store = await ConfigStore.fromDatabase(configDir, db);
  stores.push(store);
  return { db, store };
};
const editFile = (document: string, change: (json: Record<string, unknown>) => void) => {
  const file = join(configDir, document);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'masthead-config-db-'));
  configDir = join(dir, 'site-configs');
  cpSync('site-configs', configDir, { recursive: true });
  handles = [];
  stores = [];
});
afterEach(async () => {
  for (const store of stores) await store.close();
  for (const handle of handles) await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('configuration in the database', () => {
  it('an empty database imports the folder, and serves what the folder says', async () => {
    const { db, store } = await openStore();
    const fromFolder = readConfigFolder(configDir);
    expect([...store.snapshot.sites.keys()]).toEqual([...fromFolder.sites.keys()]);
    expect(store.bySld('optics')).toEqual(fromFolder.sites.get('optics'));
    expect(store.snapshot.diagnostics).toEqual([]);
    expect(await currentVersion(db, 'optics/header.json')).toMatchObject({ version: 1, author: 'import' });
    expect(await currentVersion(db, 'themes.json')).toMatchObject({ version: 1, author: 'import' });
  });

  it('a file edit becomes a new version authored "file"; a file nobody touched never overwrites a publish', async () => {
    const { db, store } = await openStore();
    editFile('optics/footer.json', (footer) => {
      footer.icp = 'from the file';
    });
    await store.reload();
    expect(store.bySld('optics')?.footer.icp).toBe('from the file');
    expect(await currentVersion(db, 'optics/footer.json')).toMatchObject({ version: 2, author: 'file', message: 'file edited' });

    const published = JSON.parse(readFileSync(join(configDir, 'optics/footer.json'), 'utf8')) as Record<string, unknown>;
    await publishVersion(db, { document: 'optics/footer.json', body: JSON.stringify({ ...published, icp: 'from the studio' }), author: 'Ada', message: 'studio' });
    await store.reload();
    expect(store.bySld('optics')?.footer.icp).toBe('from the studio');
    expect((await historyOf(db, 'optics/footer.json')).map(({ version, author }) => [version, author])).toEqual([
      [3, 'Ada'],
      [2, 'file'],
      [1, 'import'],
    ]);
  });

  it('a folder read for the first time adds the parts the database lacks and leaves those it has (an import’s) as they are', async () => {
    const { db, store } = await openStore();
    await db.deleteFrom('config_file_seen').execute();
    await db.deleteFrom('config_version').where('document', '=', 'ecology/footer.json').execute();
    editFile('optics/footer.json', (footer) => {
      footer.icp = 'a folder the database never read';
    });
    editFile('ecology/footer.json', (footer) => {
      footer.icp = 'a part the database lacks';
    });
    await store.reload();
    expect(store.bySld('optics')?.footer.icp).not.toBe('a folder the database never read');
    expect(store.bySld('ecology')?.footer.icp).toBe('a part the database lacks');
  });

  it('a removed file removes its part (a required one keeps its last good value, reported); a missing folder removes nothing', async () => {
    const { db, store } = await openStore();
    unlinkSync(join(configDir, 'optics/footer.json'));
    await store.reload();
    expect(await currentVersion(db, 'optics/footer.json')).toMatchObject({ body: null, author: 'file' });
    expect(store.bySld('optics')?.footer).toEqual(readConfigFolder(configDir).sites.get('optics')?.footer);

    renameSync(configDir, `${configDir}-elsewhere`);
    await store.reload();
    expect(store.bySld('ecology')?.site.sld).toBe('ecology');
    expect(await currentVersion(db, 'ecology/site.json')).toMatchObject({ version: 1 });
  });

  it('another process’s publish is live here on its next look at the revision, and when it follows, on its own', async () => {
    const first = await openStore();
    const second = await openStore();
    const footer = JSON.parse(readFileSync(join(configDir, 'ecology/footer.json'), 'utf8')) as Record<string, unknown>;
    await publishVersion(first.db, { document: 'ecology/footer.json', body: JSON.stringify({ ...footer, icp: 'published by the first' }), author: 'Ada', message: '' });

    const generation = second.store.generation;
    expect(await second.store.refresh()).toBe(true);
    expect(second.store.bySld('ecology')?.footer.icp).toBe('published by the first');
    expect(second.store.generation).toBe(generation + 1);
    expect(await second.store.refresh()).toBe(false);

    await publishVersion(first.db, { document: 'ecology/footer.json', body: JSON.stringify({ ...footer, icp: 'and again' }), author: 'Ada', message: '' });
    second.store.follow(400);
    const started = Date.now();
    while (second.store.bySld('ecology')?.footer.icp !== 'and again' && Date.now() - started < 5000) await new Promise((done) => setTimeout(done, 20));
    expect(second.store.bySld('ecology')?.footer.icp).toBe('and again');
  });
});
