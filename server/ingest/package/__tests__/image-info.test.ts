import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageFixtureFiles, png, tinyTiff } from '../../../../tests/support/image-fixture-files.ts';
import { imageInfoOf } from '../image-info.ts';
import { describeFile } from '../media-type.ts';

const fixtureDir = join(import.meta.dirname, '..', '..', '..', '..', 'tests', 'fixtures', 'jats-with-images');
const dot = () => [0, 0, 0] as [number, number, number];
const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const u16be = (value: number) => [value >> 8, value & 0xff];
const u16le = (value: number) => [value & 0xff, value >> 8];
const u24le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];

/** A JPEG header: SOI, the given segments, a baseline (or other) start of frame, end of image. */
function jpeg({ width, height, segments = [], frame = 0xc0 }: { width: number; height: number; segments?: number[][]; frame?: number }) {
  const sof = [0xff, frame, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1];
  return bytes([0xff, 0xd8], ...segments, sof, [0xff, 0xd9]);
}
const jfif = (unit: number, density: number) => [0xff, 0xe0, ...u16be(16), ...'JFIF'.split('').map((c) => c.charCodeAt(0)), 0, 1, 1, unit, ...u16be(density), ...u16be(density), 0, 0];

describe('imageInfoOf', () => {
  it('reads a PNG’s size from IHDR and its resolution from pHYs', () => {
    expect(imageInfoOf(png(120, 30, dot, 300))).toEqual({ kind: 'png', width: 120, height: 30, dpi: 300 });
    expect(imageInfoOf(png(7, 5, dot, 72))).toEqual({ kind: 'png', width: 7, height: 5, dpi: 72 });
  });

  it('gives no resolution for a PNG without pHYs, or whose pHYs is an aspect ratio only', () => {
    expect(imageInfoOf(png(10, 20, dot))).toEqual({ kind: 'png', width: 10, height: 20, dpi: null });
    const aspectOnly = png(10, 20, dot, 300);
    aspectOnly[8 + 25 + 8 + 8] = 0; // the pHYs unit byte: 0 = unknown unit
    expect(imageInfoOf(aspectOnly)?.dpi).toBeNull();
  });

  it('reads a JPEG’s size from its start of frame and its density from JFIF, per inch or per centimetre', () => {
    expect(imageInfoOf(jpeg({ width: 640, height: 480, segments: [jfif(1, 72)] }))).toEqual({ kind: 'jpeg', width: 640, height: 480, dpi: 72 });
    expect(imageInfoOf(jpeg({ width: 640, height: 480, segments: [jfif(2, 118)] }))?.dpi).toBe(300);
    expect(imageInfoOf(jpeg({ width: 640, height: 480, segments: [jfif(0, 1)] }))?.dpi).toBeNull();
  });

  it('finds a JPEG’s frame past other segments and fill bytes, and in progressive files', () => {
    const exif = [0xff, 0xe1, ...u16be(8), ...'Exif'.split('').map((c) => c.charCodeAt(0)), 0, 0];
    const table = [0xff, 0xc4, ...u16be(4), 0, 0];
    const file = jpeg({ width: 3000, height: 2000, segments: [jfif(1, 300), exif, table, [0xff, 0xff]], frame: 0xc2 });
    expect(imageInfoOf(file)).toEqual({ kind: 'jpeg', width: 3000, height: 2000, dpi: 300 });
  });

  it('reads GIF and the three kinds of WebP', () => {
    expect(imageInfoOf(bytes('GIF89a', u16le(320), u16le(200), [0, 0, 0]))).toEqual({ kind: 'gif', width: 320, height: 200, dpi: null });
    const riff = (chunk: string, data: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [data.length, 0, 0, 0], data);
    expect(imageInfoOf(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(800), ...u16le(600), 0, 0]))).toMatchObject({ kind: 'webp', width: 800, height: 600 });
    const lossless = (800 - 1) | ((600 - 1) << 14);
    expect(imageInfoOf(riff('VP8L', [0x2f, lossless & 0xff, (lossless >> 8) & 0xff, (lossless >> 16) & 0xff, (lossless >>> 24) & 0xff, 0]))).toMatchObject({ width: 800, height: 600 });
    expect(imageInfoOf(riff('VP8X', [0, 0, 0, 0, ...u24le(4095), ...u24le(2047)]))).toMatchObject({ width: 4096, height: 2048 });
  });

  it('reads an SVG’s width and height (in any CSS unit), else its viewBox, at 96 dpi', () => {
    const svg = (attributes: string) => Buffer.from(`<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`);
    expect(imageInfoOf(svg('width="200" height="100px"'))).toEqual({ kind: 'svg', width: 200, height: 100, dpi: 96 });
    expect(imageInfoOf(svg('width="25.4mm" height="1in"'))).toMatchObject({ width: 96, height: 96 });
    expect(imageInfoOf(svg('width="100%" viewBox="0 0 320 180"'))).toMatchObject({ width: 320, height: 180 });
    expect(imageInfoOf(svg(''))).toMatchObject({ kind: 'svg', width: null, height: null });
  });

  it('recognises a TIFF without measuring it, and knows nothing else', () => {
    expect(imageInfoOf(tinyTiff())).toEqual({ kind: 'tiff', width: null, height: null, dpi: null });
    expect(imageInfoOf(Buffer.from('<html><body>not an image</body></html>'))).toBeNull();
    expect(imageInfoOf(Buffer.from('%PDF-1.4'))).toBeNull();
    expect(imageInfoOf(new Uint8Array())).toBeNull();
  });

  it('survives truncated and broken headers', () => {
    const whole = png(50, 50, dot, 300);
    for (const length of [4, 8, 20, 24, 30, 40]) expect(() => imageInfoOf(whole.subarray(0, length))).not.toThrow();
    expect(imageInfoOf(whole.subarray(0, 20))).toBeNull();
    expect(imageInfoOf(jpeg({ width: 10, height: 10 }).subarray(0, 6))).toEqual({ kind: 'jpeg', width: null, height: null, dpi: null });
  });
});

describe('describeFile', () => {
  it('believes an image’s bytes, not its name', () => {
    expect(describeFile('fig1.jpg', png(2, 2, dot)).mediaType).toBe('image/png');
    expect(describeFile('table.xlsx', Buffer.from('PK\u0003\u0004')).mediaType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(describeFile('notes', Buffer.from('plain')).mediaType).toBe('application/octet-stream');
    expect(describeFile('paper.bin', Buffer.from('%PDF-1.7\n')).mediaType).toBe('application/pdf');
  });
});

describe('the fixture tests/fixtures/jats-with-images', () => {
  it('holds exactly the files its generator makes', () => {
    for (const [name, expected] of Object.entries(imageFixtureFiles())) expect(readFileSync(join(fixtureDir, name)).equals(expected), name).toBe(true);
  });

  it('holds the images its MANIFEST describes', () => {
    const info = (name: string) => imageInfoOf(readFileSync(join(fixtureDir, name)));
    expect(info('fig1.png')).toEqual({ kind: 'png', width: 1200, height: 600, dpi: 300 });
    expect(info('fig2.png')).toEqual({ kind: 'png', width: 400, height: 240, dpi: null });
    expect(info('eq1.png')).toEqual({ kind: 'png', width: 150, height: 45, dpi: 300 });
    expect(info('hostile.svg')).toEqual({ kind: 'svg', width: 200, height: 100, dpi: 96 });
  });
});
