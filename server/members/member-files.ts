import { createHash } from 'node:crypto';
import { memberPaths } from '../../schemas/account/member-api.ts';
import { fileKey, type FileStore } from '../files/file-store.ts';

/**
 * Pictures members upload (profile photo, album covers) live in the file store's `members/<memberId>/`, named by their
 * content's SHA-256 (`<32 hex>.<ext>`): the same picture twice is one file. They are served only to their owner
 * (GET memberPaths.memberFile/{name} looks in the caller's own folder), never by another member's guess.
 */
export const memberFolderKey = (memberId: number) => fileKey('members', memberId);
export const memberFileKey = (memberId: number, name: string) => fileKey('members', memberId, name);

export const memberFileName = /^[0-9a-f]{32}\.(jpg|png|bmp)$/;

export const memberFileUrl = (name: string) => `${memberPaths.memberFile}/${name}`;

/** Writes the picture (atomically: a reader never sees half a file) and answers its stored name. */
export async function storeMemberFile(files: FileStore, memberId: number, bytes: Buffer, ext: 'jpg' | 'png' | 'bmp'): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${ext}`;
  await files.put(memberFileKey(memberId, name), bytes);
  return name;
}

/** Removes the member's pictures that nothing names any more (a replaced photo, a deleted album's cover). */
export async function pruneMemberFiles(files: FileStore, memberId: number, inUse: ReadonlySet<string>): Promise<void> {
  for (const name of await files.list(memberFolderKey(memberId))) if (memberFileName.test(name) && !inUse.has(name)) await files.delete(memberFileKey(memberId, name));
}
