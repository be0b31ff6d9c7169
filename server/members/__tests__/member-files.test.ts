import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memberFileName, memberFilesDir, pruneMemberFiles, storeMemberFile } from '../member-files.ts';

let filesDir: string | undefined;
afterEach(() => {
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

describe('member pictures on disk', () => {
  it('are named by their content, in their member’s own folder', () => {
    filesDir = mkdtempSync(join(tmpdir(), 'member-files-'));
    const name = storeMemberFile(filesDir, 7, Buffer.from('picture'), 'png');
    expect(name).toMatch(memberFileName);
    expect(storeMemberFile(filesDir, 7, Buffer.from('picture'), 'png')).toBe(name);
    expect(readdirSync(memberFilesDir(filesDir, 7))).toEqual([name]);
    expect(existsSync(join(memberFilesDir(filesDir, 8), name))).toBe(false);
  });

  it('that nothing names any more are removed, and nothing else in the folder', () => {
    filesDir = mkdtempSync(join(tmpdir(), 'member-files-'));
    const kept = storeMemberFile(filesDir, 7, Buffer.from('kept'), 'jpg');
    const dropped = storeMemberFile(filesDir, 7, Buffer.from('dropped'), 'bmp');
    writeFileSync(join(memberFilesDir(filesDir, 7), 'notes.txt'), 'x');
    pruneMemberFiles(filesDir, 7, new Set([kept]));
    expect(readdirSync(memberFilesDir(filesDir, 7)).sort()).toEqual([kept, 'notes.txt'].sort());
    expect(dropped).not.toBe(kept);
    pruneMemberFiles(filesDir, 9, new Set());
  });
});
