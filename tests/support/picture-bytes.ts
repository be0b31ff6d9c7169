import { png } from './image-fixture-files.ts';

/** Small real pictures of each type members may upload, and things that only pretend to be one. */

export const pngBytes = (): Buffer => png(4, 3, (x, y) => [x * 60, y * 80, 120]);

/** A 1×1 baseline JPEG (JFIF, one white pixel), as cameras and editors write them. */
export const jpegBytes = (): Buffer =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );

/** A 2×2 24-bit Windows bitmap. */
export function bmpBytes(): Buffer {
  const width = 2;
  const height = 2;
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const pixels = Buffer.alloc(rowSize * height, 0x7f);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/** A GIF: a picture, but not a type members may upload. */
export const gifBytes = (): Buffer => Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** The start of a Windows executable (MZ header, PE signature), as a renamed `virus.exe` → `photo.png` would send. */
export function executableBytes(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return bytes;
}

/** A PNG padded with trailing bytes to exactly `size` bytes (still read as a PNG by its magic bytes). */
export const pngOfSize = (size: number): Buffer => Buffer.concat([pngBytes(), Buffer.alloc(size - pngBytes().length)]);
