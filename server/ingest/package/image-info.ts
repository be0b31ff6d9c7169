/**
 * What a browser needs to lay out an image before it loads: its kind, pixel size and resolution, read from the
 * file's first bytes (PNG, JPEG, GIF, WebP, SVG; TIFF is recognised but not measured: browsers cannot show it).
 */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'tiff';
export type ImageInfo = {
  kind: ImageKind;
  width: number | null;
  height: number | null;
  /** Horizontal dots per inch as the file records it, rounded; null when it records none (or nonsense). */
  dpi: number | null;
};

export const imageMediaTypes: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
};

/** Resolutions outside this range are missing or broken metadata (1 ppm, 65535 dpi), not a real scan. */
const plausibleDpi = (dpi: number): number | null => (Number.isFinite(dpi) && dpi >= 20 && dpi <= 4800 ? Math.round(dpi) : null);
const positive = (value: number): number | null => (Number.isInteger(value) && value > 0 ? value : null);

/** The image in these bytes, or null when they are not an image this knows. */
export function imageInfoOf(bytes: Uint8Array): ImageInfo | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number, length: number) => (offset + length <= bytes.length ? String.fromCharCode(...bytes.subarray(offset, offset + length)) : '');
  if (ascii(1, 3) === 'PNG' && bytes[0] === 0x89) return pngInfo(bytes, view, ascii);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegInfo(bytes, view, ascii);
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') {
    return bytes.length >= 10 ? { kind: 'gif', width: positive(view.getUint16(6, true)), height: positive(view.getUint16(8, true)), dpi: null } : null;
  }
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return webpInfo(bytes, view, ascii);
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return { kind: 'tiff', width: null, height: null, dpi: null };
  return svgInfo(bytes);
}

type Ascii = (offset: number, length: number) => string;

/** IHDR holds the size; pHYs (before the image data) the pixels per metre when its unit is 1. */
function pngInfo(bytes: Uint8Array, view: DataView, ascii: Ascii): ImageInfo | null {
  if (bytes.length < 24 || ascii(12, 4) !== 'IHDR') return null;
  const info: ImageInfo = { kind: 'png', width: positive(view.getUint32(16)), height: positive(view.getUint32(20)), dpi: null };
  for (let offset = 8; offset + 8 <= bytes.length; ) {
    const length = view.getUint32(offset);
    const type = ascii(offset + 4, 4);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'pHYs' && length === 9 && offset + 17 <= bytes.length && bytes[offset + 16] === 1) {
      info.dpi = plausibleDpi(view.getUint32(offset + 8) * 0.0254);
    }
    offset += 12 + length;
  }
  return info;
}

/** SOFn holds the size; a JFIF APP0 segment the density (unit 1: per inch, 2: per centimetre, 0: aspect only). */
function jpegInfo(bytes: Uint8Array, view: DataView, ascii: Ascii): ImageInfo {
  const info: ImageInfo = { kind: 'jpeg', width: null, height: null, dpi: null };
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) break;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image, start of scan: no header follows
    const length = view.getUint16(offset + 2);
    const segment = offset + 4;
    if (marker === 0xe0 && ascii(segment, 5) === 'JFIF\0' && segment + 12 <= bytes.length) {
      const unit = bytes[segment + 7];
      const density = view.getUint16(segment + 8);
      if (unit === 1) info.dpi = plausibleDpi(density);
      else if (unit === 2) info.dpi = plausibleDpi(density * 2.54);
    }
    const startOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (startOfFrame && segment + 5 <= bytes.length) {
      info.height = positive(view.getUint16(segment + 1));
      info.width = positive(view.getUint16(segment + 3));
      return info;
    }
    offset = segment + length - 2;
  }
  return info;
}

/** Lossy (VP8), lossless (VP8L) and extended (VP8X) WebP. */
function webpInfo(bytes: Uint8Array, view: DataView, ascii: Ascii): ImageInfo | null {
  const chunk = ascii(12, 4);
  const info: ImageInfo = { kind: 'webp', width: null, height: null, dpi: null };
  if (chunk === 'VP8 ' && bytes.length >= 30 && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    info.width = positive(view.getUint16(26, true) & 0x3fff);
    info.height = positive(view.getUint16(28, true) & 0x3fff);
  } else if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    info.width = (bits & 0x3fff) + 1;
    info.height = ((bits >>> 14) & 0x3fff) + 1;
  } else if (chunk === 'VP8X' && bytes.length >= 30) {
    const u24 = (offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);
    info.width = u24(24) + 1;
    info.height = u24(27) + 1;
  }
  return info;
}

/** CSS pixels per unit of an SVG length (a bare number is in px). */
const svgUnits: Record<string, number> = { '': 1, px: 1, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, pt: 96 / 72, pc: 16 };

function svgLength(value: string | undefined): number | null {
  const match = value ? /^\s*([\d.]+)\s*(px|in|cm|mm|pt|pc)?\s*$/.exec(value) : null;
  return match ? positive(Math.round(Number(match[1]) * svgUnits[match[2] ?? '']!)) : null;
}

/**
 * An SVG document: its root's width and height, else its viewBox's. Its lengths are CSS pixels, 96 to the inch.
 * Only the start of the file is read; anything that does not begin like an SVG document is not one.
 */
function svgInfo(bytes: Uint8Array): ImageInfo | null {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  const prologue = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg(\s[^>]*)?>/i.exec(head);
  if (!prologue) return null;
  const attributes = prologue[4] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])([^"']*)\\1`, 'i').exec(attributes)?.[2];
  let width = svgLength(attribute('width'));
  let height = svgLength(attribute('height'));
  const viewBox = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if ((width === null || height === null) && viewBox?.length === 4 && viewBox.every(Number.isFinite)) {
    width ??= positive(Math.round(viewBox[2]!));
    height ??= positive(Math.round(viewBox[3]!));
  }
  return { kind: 'svg', width, height, dpi: 96 };
}
