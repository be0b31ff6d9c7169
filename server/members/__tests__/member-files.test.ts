import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFolderFileStore } from '../../files/local-folder-file-store.ts';
import { memberFileName, pruneMemberFiles, storeMemberFile } from '../member-files.ts';

const memberFolder = (filesDir: string, memberId: number) => join(filesDir, 'members', String(memberId));

let filesDir: string | undefined;
afterEach(() => {
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

describe('member pictures on disk', () => {
  it('are named by their content, in their member’s own folder', async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'member-files-'));
    const files = new LocalFolderFileStore(filesDir);
    const name = await storeMemberFile(files, 7, Buffer.from('picture'), 'png');
    expect(name).toMatch(memberFileName);
    expect(await storeMemberFile(files, 7, Buffer.from('picture'), 'png')).toBe(name);
    expect(readdirSync(memberFolder(filesDir, 7))).toEqual([name]);
    expect(existsSync(join(memberFolder(filesDir, 8), name))).toBe(false);
  });

  it('that nothing names any more are removed, and nothing else in the folder', async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'member-files-'));
    const files = new LocalFolderFileStore(filesDir);
    const kept = await storeMemberFile(files, 7, Buffer.from('kept'), 'jpg');
    const dropped = await storeMemberFile(files, 7, Buffer.from('dropped'), 'bmp');
    writeFileSync(join(memberFolder(filesDir, 7), 'notes.txt'), 'x');
    await pruneMemberFiles(files, 7, new Set([kept]));
    expect(readdirSync(memberFolder(filesDir, 7)).sort()).toEqual([kept, 'notes.txt'].sort());
    expect(dropped).not.toBe(kept);
    await pruneMemberFiles(files, 9, new Set());
  });
});
