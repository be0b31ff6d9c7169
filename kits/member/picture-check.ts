import type { MemberMessageKey } from '../../schemas/account/member-messages.ts';
import { loadMemberEndpoints } from './member-call.ts';

export type PictureType = 'jpg' | 'png' | 'bmp';

/** The first bytes of each picture type the member may upload. */
const signatures: [PictureType, number[]][] = [
  ['jpg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['bmp', [0x42, 0x4d]],
];

function readStart(file: Blob, length: number): Promise<Uint8Array> {
  const start = file.slice(0, length);
  if (typeof start.arrayBuffer === 'function') return start.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(start);
  });
}

/** The picture type a file's bytes say it is (never its name or declared type), or null. */
export async function pictureTypeOf(file: Blob): Promise<PictureType | null> {
  const bytes = await readStart(file, 8);
  return signatures.find(([, signature]) => signature.every((byte, index) => bytes[index] === byte))?.[0] ?? null;
}

/**
 * Spec §5: a profile picture is a JPG, PNG or BMP under 5M; an album cover a JPG or PNG of at most 3M. Checked before
 * the upload, by the file's bytes and size; resolves to the message key of the first rule broken, or null.
 */
export async function checkPicture(file: Blob, use: 'photo' | 'cover'): Promise<MemberMessageKey | null> {
  const { memberUploadLimits: limits } = await loadMemberEndpoints();
  const [types, maxBytes]: [readonly string[], number] = use === 'photo' ? [limits.photoTypes, limits.photoMaxBytes] : [limits.coverTypes, limits.coverMaxBytes];
  const type = await pictureTypeOf(file);
  if (type === null || !types.includes(type)) return use === 'photo' ? 'photoType' : 'coverType';
  if (file.size > maxBytes) return use === 'photo' ? 'photoSize' : 'coverSize';
  return null;
}

/** What the file chooser offers for each use. */
export const pictureAccept = { photo: '.jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp', cover: '.jpg,.jpeg,.png,image/jpeg,image/png' } as const;
