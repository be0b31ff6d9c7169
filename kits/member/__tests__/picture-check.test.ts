// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bmpBytes, executableBytes, gifBytes, jpegBytes, pngBytes, pngOfSize } from '../../../tests/support/picture-bytes.ts';
import { checkPicture, pictureTypeOf } from '../picture-check.ts';

const file = (bytes: Uint8Array, type = 'image/png') => new File([new Uint8Array(bytes)], 'picture.png', { type });
const megabytes = (count: number) => count * 1024 * 1024;

describe('pictures checked before an upload', () => {
  it('are known by their bytes, whatever their name or declared type', async () => {
    expect(await pictureTypeOf(file(jpegBytes()))).toBe('jpg');
    expect(await pictureTypeOf(file(pngBytes(), 'image/jpeg'))).toBe('png');
    expect(await pictureTypeOf(file(bmpBytes()))).toBe('bmp');
    expect(await pictureTypeOf(file(gifBytes()))).toBeNull();
    expect(await pictureTypeOf(file(executableBytes()))).toBeNull();
  });

  it('a profile picture is a JPG, PNG or BMP under 5M', async () => {
    expect(await checkPicture(file(bmpBytes()), 'photo')).toBeNull();
    expect(await checkPicture(file(gifBytes()), 'photo')).toBe('photoType');
    expect(await checkPicture(file(pngOfSize(megabytes(5) - 1)), 'photo')).toBeNull();
    expect(await checkPicture(file(pngOfSize(megabytes(5))), 'photo')).toBe('photoSize');
  });

  it('an album cover is a JPG or PNG of at most 3M', async () => {
    expect(await checkPicture(file(jpegBytes()), 'cover')).toBeNull();
    expect(await checkPicture(file(bmpBytes()), 'cover')).toBe('coverType');
    expect(await checkPicture(file(pngOfSize(megabytes(3))), 'cover')).toBeNull();
    expect(await checkPicture(file(pngOfSize(megabytes(3) + 1)), 'cover')).toBe('coverSize');
  });
});
