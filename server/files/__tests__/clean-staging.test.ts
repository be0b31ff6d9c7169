import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFolderFileStore } from '../local-folder-file-store.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function filesDirWithStaging(ages: Record<string, number>): string {
  const filesDir = mkdtempSync(join(tmpdir(), 'masthead-staging-'));
  folders.push(filesDir);
  for (const [name, ageMs] of Object.entries(ages)) {
    const folder = join(filesDir, '.staging', name);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'fig1.png'), 'bytes');
    const time = (Date.now() - ageMs) / 1000;
    utimesSync(folder, time, time);
  }
  return filesDir;
}

describe('LocalFolderFileStore.cleanStaging (an import killed mid-way)', () => {
  it('removes what an interrupted import left, and leaves a folder an import may still be writing', () => {
    const filesDir = filesDirWithStaging({ killed: 24 * 3600_000, running: 1000 });
    expect(new LocalFolderFileStore(filesDir).cleanStaging()).toBe(1);
    expect(existsSync(join(filesDir, '.staging', 'killed'))).toBe(false);
    expect(existsSync(join(filesDir, '.staging', 'running', 'fig1.png'))).toBe(true);
  });

  it('does nothing where nothing was ever staged', () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'masthead-staging-'));
    folders.push(filesDir);
    expect(new LocalFolderFileStore(filesDir).cleanStaging()).toBe(0);
    expect(new LocalFolderFileStore(join(filesDir, 'no-such-folder')).cleanStaging()).toBe(0);
  });
});
