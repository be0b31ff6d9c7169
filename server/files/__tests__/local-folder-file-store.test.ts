import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply } from '../../http/error-handlers.ts';
import { FileStoreUnavailable, InvalidFileKey } from '../file-store.ts';
import { LocalFolderFileStore } from '../local-folder-file-store.ts';

let root: string;
let store: LocalFolderFileStore;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'masthead-file-store-'));
  store = new LocalFolderFileStore(join(root, 'files'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every file under the root, as relative paths. */
const everything = () => (existsSync(join(root, 'files')) ? (readdirSync(join(root, 'files'), { recursive: true }) as string[]).sort() : []);

describe('LocalFolderFileStore', () => {
  it('keeps a key at the path its parts make under the folder, as the files folder always did', async () => {
    await store.put('12/fig1-0123abcd.png', Buffer.from('figure'));
    await store.put('site-images/optics/ab12.png', Buffer.from('picture'));
    expect(readFileSync(join(root, 'files', '12', 'fig1-0123abcd.png'), 'utf8')).toBe('figure');
    expect(readFileSync(join(root, 'files', 'site-images', 'optics', 'ab12.png'), 'utf8')).toBe('picture');
    expect((await store.get('12/fig1-0123abcd.png'))?.toString()).toBe('figure');
    const opened = await store.open('site-images/optics/ab12.png');
    expect(opened?.size).toBe(7);
    expect(await text(opened!.stream)).toBe('picture');
  });

  it('answers nothing for a key it does not hold, and deleting one is no error', async () => {
    expect(await store.get('12/none.png')).toBeUndefined();
    expect(await store.open('12/none.png')).toBeUndefined();
    expect(await store.list('12')).toEqual([]);
    await store.delete('12/none.png');
    await store.deleteFolder('12');
    // A folder where a file is asked for is not a file either.
    await store.put('12/a/b.png', Buffer.from('x'));
    expect(await store.get('12/a')).toBeUndefined();
    expect(await store.open('12/a')).toBeUndefined();
  });

  it('writes atomically: a reader polling the file meanwhile sees the old bytes or the new, never part of them', async () => {
    const key = '7/paper-0123.pdf';
    const target = join(root, 'files', '7', 'paper-0123.pdf');
    const before = Buffer.alloc(4 * 1024 * 1024, 'a');
    const after = Buffer.alloc(16 * 1024 * 1024, 'b');
    await store.put(key, before);
    const seen = new Set<string>();
    let writing = true;
    const writes = store.put(key, after).finally(() => (writing = false));
    while (writing) {
      const bytes = readFileSync(target);
      const whole = bytes.equals(before) ? 'old' : bytes.equals(after) ? 'new' : `partial (${bytes.length} bytes)`;
      seen.add(whole);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writes;
    expect([...seen].filter((state) => state !== 'old' && state !== 'new')).toEqual([]);
    expect(readFileSync(target).equals(after)).toBe(true);
    expect(readdirSync(join(root, 'files', '7'))).toEqual(['paper-0123.pdf']);
  });

  it('leaves the old file and no partial copy when a write cannot be put in place', async () => {
    await store.put('7/a.png', Buffer.from('old'));
    mkdirSync(join(root, 'files', '7', 'b.png', 'blocker'), { recursive: true });
    const failed = store.put('7/b.png', Buffer.from('new'));
    await expect(failed).rejects.toBeInstanceOf(FileStoreUnavailable);
    expect(readdirSync(join(root, 'files', '7')).sort()).toEqual(['a.png', 'b.png']);
    expect(await store.list('7')).toEqual(['a.png']);
  });

  it('moves a staged file into place, and lists only the files keys can name', async () => {
    const staging = store.newStagingFolder();
    expect(staging.startsWith(join(root, 'files', '.staging'))).toBe(true);
    mkdirSync(staging, { recursive: true });
    writeFileSync(join(staging, 'fig1-00ff.png'), 'staged');
    await store.putFile('3/fig1-00ff.png', join(staging, 'fig1-00ff.png'));
    expect(existsSync(join(staging, 'fig1-00ff.png'))).toBe(false);
    expect((await store.get('3/fig1-00ff.png'))?.toString()).toBe('staged');
    writeFileSync(join(root, 'files', '3', '.fig2.png.123.part'), 'half');
    mkdirSync(join(root, 'files', '3', 'sub'));
    expect(await store.list('3')).toEqual(['fig1-00ff.png']);
    await store.delete('3/fig1-00ff.png');
    expect(await store.list('3')).toEqual([]);
  });

  it.each(['../x', 'a/../../x', '..', '.', '', '/etc/passwd', 'a//b', 'a/', '.staging/x', 'x/.hidden', 'a\\..\\b', 'a b', 'nul\0x'])(
    'refuses the key %j for every operation, and writes nothing anywhere',
    async (key) => {
      for (const operation of [
        () => store.put(key, Buffer.from('x')),
        () => store.putFile(key, join(root, 'elsewhere')),
        () => store.get(key),
        () => store.open(key),
        () => store.list(key),
        () => store.delete(key),
        () => store.deleteFolder(key),
      ]) {
        await expect(operation()).rejects.toBeInstanceOf(InvalidFileKey);
      }
      expect(everything()).toEqual([]);
      expect(readdirSync(root)).toEqual([]);
    },
  );

  it('says the store is unavailable, not that a file is missing, when its folder cannot be used', async () => {
    writeFileSync(join(root, 'files'), 'a file where the folder should be');
    const error = await store.put('1/a.png', Buffer.from('x')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileStoreUnavailable);
    const logged: unknown[] = [];
    const reply = errorReply(error as never, { error: (entry: unknown) => logged.push(entry), warn: (entry: unknown) => logged.push(entry) });
    expect(reply).toEqual({ httpStatus: 503, envelope: { status: 50310, message: 'The file store is unavailable; try again later' } });
    expect(logged).toHaveLength(1);
  });
});
