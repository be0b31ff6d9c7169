import { crc32, deflateSync } from 'node:zlib';

/*
 * The binary files of tests/fixtures/jats-with-images, made from code so that what they hold is plain to read:
 * PNGs (with or without a pHYs resolution), a 1×1 TIFF, a one-page PDF. `npx tsx tests/support/write-image-fixture.ts`
 * writes them; server/ingest/package/__tests__/image-info.test.ts checks the committed bytes still match.
 */

type Rgb = [number, number, number];
type Painter = (x: number, y: number) => Rgb;

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGB PNG; with `dpi`, a pHYs chunk saying so (in pixels per metre, as PNG records it). */
export function png(width: number, height: number, paint: Painter, dpi?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) rows.set(paint(x, y), row + 1 + x * 3);
  }
  const chunks = [chunk('IHDR', header)];
  if (dpi) {
    const physical = Buffer.alloc(9);
    const perMetre = Math.round(dpi / 0.0254);
    physical.writeUInt32BE(perMetre, 0);
    physical.writeUInt32BE(perMetre, 4);
    physical[8] = 1;
    chunks.push(chunk('pHYs', physical));
  }
  chunks.push(chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', new Uint8Array()));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

/** A 1×1 grey baseline TIFF (little-endian), the kind of print file publishers send beside a web image. */
export function tinyTiff(): Buffer {
  const entries: [tag: number, type: number, value: number][] = [
    [256, 3, 1], // ImageWidth
    [257, 3, 1], // ImageLength
    [258, 3, 8], // BitsPerSample
    [259, 3, 1], // Compression: none
    [262, 3, 1], // PhotometricInterpretation: black is zero
    [273, 4, 8 + 2 + 8 * 12 + 4], // StripOffsets: right after the IFD
    [278, 3, 1], // RowsPerStrip
    [279, 4, 1], // StripByteCounts
  ];
  const file = Buffer.alloc(8 + 2 + entries.length * 12 + 4 + 1);
  file.write('II', 0, 'latin1');
  file.writeUInt16LE(42, 2);
  file.writeUInt32LE(8, 4);
  file.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, value], index) => {
    const at = 10 + index * 12;
    file.writeUInt16LE(tag, at);
    file.writeUInt16LE(type, at + 2);
    file.writeUInt32LE(1, at + 4);
    if (type === 3) file.writeUInt16LE(value, at + 8);
    else file.writeUInt32LE(value, at + 8);
  });
  file[file.length - 1] = 0x80;
  return file;
}

/** A one-page PDF with a line of text, its cross-reference table computed. */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 770 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const white: Rgb = [255, 255, 255];
const inside = (x: number, y: number, left: number, top: number, right: number, bottom: number) => x >= left && x < right && y >= top && y < bottom;

/** Figure 1: a bar chart, 1200 × 600 px at 300 dpi (101.6 × 50.8 mm in print). */
const barChart: Painter = (x, y) => {
  if (inside(x, y, 100, 40, 106, 540) || inside(x, y, 100, 534, 1160, 540)) return [40, 40, 40];
  const bars: [number, number, Rgb][] = [
    [180, 300, [31, 95, 180]],
    [420, 160, [200, 80, 40]],
    [660, 380, [60, 150, 80]],
    [900, 240, [150, 90, 170]],
  ];
  for (const [left, top, colour] of bars) if (inside(x, y, left, top, left + 160, 534)) return colour;
  return white;
};

/** Figure 2: a grid of colour tiles, 400 × 240 px, no resolution recorded (96 dpi by the spec's fallback). */
const colourField: Painter = (x, y) => (x % 40 === 0 || y % 40 === 0 ? [255, 255, 255] : [Math.floor(x / 40) * 25, Math.floor(y / 40) * 40, 160]);

/** The graphical abstract: two discs joined by a bar, 600 × 300 px. */
const abstractArt: Painter = (x, y) => {
  if (Math.hypot(x - 150, y - 150) < 90) return [31, 95, 180];
  if (Math.hypot(x - 450, y - 150) < 90) return [200, 80, 40];
  if (inside(x, y, 150, 140, 450, 160)) return [90, 90, 90];
  return [245, 247, 250];
};

/** An inline formula image, 150 × 45 px at 300 dpi: three glyph-like strokes. */
const formula: Painter = (x, y) =>
  inside(x, y, 10, 8, 22, 38) || inside(x, y, 40, 20, 70, 25) || inside(x, y, 90, 8, 102, 38) || inside(x, y, 120, 14, 140, 19) || inside(x, y, 120, 27, 140, 32)
    ? [0, 0, 0]
    : white;

/** Every binary file of the fixture folder, by name. */
export function imageFixtureFiles(): Record<string, Buffer> {
  return {
    'fig1.png': png(1200, 600, barChart, 300),
    'fig1.tif': tinyTiff(),
    'fig2.png': png(400, 240, colourField),
    'ga.png': png(600, 300, abstractArt),
    'eq1.png': png(150, 45, formula, 300),
    'masthead-figures.pdf': tinyPdf('Seeing figures at print size - Masthead test article (CC0)'),
  };
}
