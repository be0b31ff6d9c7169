import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { memberPaths } from '../../schemas/account/member-api.ts';

/**
 * Pictures members upload (profile photo, album covers) live in `<files>/members/<memberId>/`, named by their
 * content's SHA-256 (`<32 hex>.<ext>`): the same picture twice is one file. They are served only to their owner
 * (GET memberPaths.memberFile/{name} looks in the caller's own folder), never by another member's guess.
 */
export const memberFilesDir = (filesDir: string, memberId: number) => join(filesDir, 'members', String(memberId));

export const memberFileName = /^[0-9a-f]{32}\.(jpg|png|bmp)$/;

export const memberFileUrl = (name: string) => `${memberPaths.memberFile}/${name}`;

/** Writes the picture (atomically: a reader never sees half a file) and answers its stored name. */
export function storeMemberFile(filesDir: string, memberId: number, bytes: Buffer, ext: 'jpg' | 'png' | 'bmp'): string {
  const folder = memberFilesDir(filesDir, memberId);
  mkdirSync(folder, { recursive: true });
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${ext}`;
  const partial = join(folder, `.${name}.${process.pid}.part`);
  writeFileSync(partial, bytes);
  renameSync(partial, join(folder, name));
  return name;
}

/** Removes the member's pictures that nothing names any more (a replaced photo, a deleted album's cover). */
export function pruneMemberFiles(filesDir: string, memberId: number, inUse: ReadonlySet<string>): void {
  const folder = memberFilesDir(filesDir, memberId);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) if (memberFileName.test(name) && !inUse.has(name)) rmSync(join(folder, name), { force: true });
}
