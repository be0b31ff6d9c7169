import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * `npx tsx server/commands/generate-sample-art.ts [--check]`: draws the sample sites' artwork.
 *
 * Every image path (`/assets/…`, `/static/…`, `/media/…` ending in .jpg/.jpeg/.png/.webp/.svg) referenced by
 * site-configs/<site>/*.json or server/seed/content/*.json gets an SVG at public/<path>.svg, drawn from the record
 * that references it (a period's cover shows its volume and issue, an expert's photo their initials, …). The
 * referencing JSON strings are then rewritten to the .svg path, leaving each file's formatting alone. Output is
 * deterministic: the same records always give byte-identical files, so running it twice changes nothing.
 *
 * `--check` writes nothing and exits 1 if any file would change.
 */

// ---------------------------------------------------------------------------------------------------------------
// Types

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** One JSON file, by its repository-relative path (forward slashes) and its text. */
export interface SourceFile {
  file: string;
  text: string;
}

/** One place where a JSON file names an image. */
export interface ImageReference {
  /** The path as written, e.g. /static/optics/cover/2026-02.jpg. */
  path: string;
  file: string;
  /** JSON pointer segments to the string. */
  pointer: string[];
  /** The key holding the string (pcUrl, coverUrl, …). */
  key: string;
  /** The name of the nearest enclosing array (periods, experts, slides, …), if any. */
  collection: string | undefined;
  /** The nearest enclosing object. */
  record: JsonObject;
  /** The whole document. */
  document: JsonObject;
}

export interface SiteInfo {
  sld: string;
  name: string;
  enName: string;
  language: 'zh' | 'en';
  colour: string;
}

export type ArtKind =
  | 'logo'
  | 'icon'
  | 'background'
  | 'issue-cover'
  | 'journal-cover'
  | 'avatar'
  | 'book'
  | 'album'
  | 'news'
  | 'poster'
  | 'picture';

export interface ArtPlan {
  /** Output path under public/, e.g. static/optics/cover/2026-02.svg. */
  files: Map<string, string>;
  /** Rewritten JSON texts, only for files that change. */
  rewrites: Map<string, string>;
  /** What each output was drawn as, for the report. */
  kinds: Map<string, ArtKind>;
}

// ---------------------------------------------------------------------------------------------------------------
// Small deterministic helpers

const IMAGE_PATH = /^\/(assets|static|media)\/[^\s"?#<>]+\.(jpe?g|png|webp|svg)$/i;

export const isImagePath = (value: string): boolean => IMAGE_PATH.test(value);
export const svgPathFor = (path: string): string => path.replace(/\.(jpe?g|png|webp|svg)$/i, '.svg');

/** XML-escapes text for element content and attribute values. */
export function escapeXml(value: string): string {
  // Drop the characters XML 1.0 forbids outright (C0 controls other than tab/newline/return, U+FFFE, U+FFFF).
  const allowed = [...value].filter((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0xfffe && code !== 0xffff;
  });
  return allowed
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    h ^= value.charCodeAt(index);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so "random" shapes repeat exactly. */
function random(seed: string): () => number {
  let state = hash(seed) || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number with at most one decimal, no exponent, no negative zero. */
function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return (Object.is(rounded, -0) ? 0 : rounded).toString();
}

/** An opacity with at most two decimals. */
function alpha(value: number): string {
  return (Math.round(Math.min(1, Math.max(0, value)) * 100) / 100).toString();
}

function rgb(hex: string): [number, number, number] {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean.padEnd(6, '0').slice(0, 6);
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) || 0) as [number, number, number];
}

/** Mixes two #rrggbb colours, t=0 → a, t=1 → b. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}
const tint = (colour: string, t: number) => mix(colour, '#ffffff', t);
const shade = (colour: string, t: number) => mix(colour, '#0b1220', t);

const SANS = "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";
const SERIF = "Georgia, 'Times New Roman', 'Songti SC', 'STSong', 'SimSun', 'Noto Serif CJK SC', serif";

// ---------------------------------------------------------------------------------------------------------------
// Text measuring and wrapping (approximate: no font metrics at build time, so widths are estimated per character)

const CJK = /[\u1100-\u11ff\u2e80-\u2fff\u3000-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const NO_LINE_START = new Set([...'，。、：；！？）》」』】〕”’·…,.;:!?)]}%']);
const NO_LINE_END = new Set([...'（《「『【〔“‘([{']);

// Advance widths (1/100 em) of printable ASCII, the wider of DejaVu Sans and Liberation Sans: a common fallback
// is the widest case, so text laid out with these fits under any system font.
const ASCII_REGULAR = [32,40,46,84,64,95,78,27,39,39,50,84,32,36,32,34,64,64,64,64,64,64,64,64,64,64,34,34,84,84,84,56,102,68,69,72,77,67,61,78,75,29,50,67,56,86,75,79,67,79,72,67,61,73,68,99,69,67,69,39,34,39,84,56,50,61,63,55,63,62,35,63,63,28,28,58,28,97,63,61,63,63,41,52,39,63,59,82,59,59,52,64,34,64,84];
const ASCII_BOLD = [35,46,52,84,70,100,87,31,46,46,52,84,38,42,38,37,70,70,70,70,70,70,70,70,70,70,40,40,84,84,84,61,100,77,76,73,83,68,68,82,84,37,56,77,64,100,84,85,73,85,77,72,68,81,77,110,77,72,73,46,37,46,84,56,50,67,72,59,72,68,44,72,71,34,34,67,34,104,71,69,72,72,49,60,48,71,65,92,65,65,58,71,37,71,84];

function charWidth(ch: string, bold: boolean): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 32 && code < 127) return ((bold ? ASCII_BOLD : ASCII_REGULAR)[code - 32] ?? 64) / 100;
  if (CJK.test(ch) || code > 0xffff || ch === '…' || ch === '—') return 1;
  if ('‘’'.includes(ch)) return 0.34;
  if ('“”·'.includes(ch)) return 0.5;
  return bold ? 0.72 : 0.66;
}

/** Estimated rendered width of a line of text, in px. */
export function measureText(text: string, size: number, options: { bold?: boolean; spacing?: number } = {}): number {
  const chars = [...text];
  const base = chars.reduce((sum, ch) => sum + charWidth(ch, !!options.bold), 0) * size;
  return base + (options.spacing ?? 0) * chars.length;
}

function tokens(text: string): string[] {
  const out: string[] = [];
  let word = '';
  for (const ch of text.replace(/\s+/g, ' ').trim()) {
    if (CJK.test(ch) || NO_LINE_START.has(ch) || NO_LINE_END.has(ch)) {
      if (word) out.push(word);
      word = '';
      out.push(ch);
    } else if (ch === ' ') {
      if (word) out.push(`${word} `);
      else if (out.length) out[out.length - 1] += ' ';
      word = '';
    } else word += ch;
  }
  if (word) out.push(word);
  // Keep "&" with the word after it ("Ecology / & Evolution", never "Ecology & / Evolution").
  return out.reduce<string[]>((joined, token) => {
    if (joined.length && joined[joined.length - 1]?.trim() === '&') joined[joined.length - 1] += token;
    else joined.push(token);
    return joined;
  }, []);
}

/**
 * Greedy line breaking for mixed Chinese/Latin text: Latin breaks at spaces, CJK between characters, closing
 * punctuation never starts a line and opening punctuation never ends one. Returns at most maxLines lines, the
 * last ending in … if the text did not fit.
 */
export function wrapText(text: string, maxWidth: number, size: number, maxLines = 99, options: { bold?: boolean; spacing?: number } = {}): string[] {
  const fits = (line: string) => measureText(line.trimEnd(), size, options) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const token of tokens(text)) {
    const candidate = line + token;
    if (!line || fits(candidate) || NO_LINE_START.has(token.trim())) {
      line = candidate;
      continue;
    }
    // Keep an opening bracket with what follows it.
    const last = [...line.trimEnd()].pop() ?? '';
    if (NO_LINE_END.has(last) && [...line.trimEnd()].length > 1) {
      lines.push(line.trimEnd().slice(0, -last.length));
      line = last + token;
    } else {
      lines.push(line.trimEnd());
      line = token;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());

  // Break any single word that is still too wide.
  const broken = lines.flatMap((entry) => {
    if (fits(entry)) return [entry];
    const parts: string[] = [];
    let part = '';
    for (const ch of entry) {
      if (part && !fits(part + ch)) {
        parts.push(part.trimEnd());
        part = ch.trimStart();
      } else part += ch;
    }
    if (part) parts.push(part);
    return parts;
  });

  if (broken.length <= maxLines) return broken;
  const kept = broken.slice(0, maxLines);
  let tail = kept[maxLines - 1] ?? '';
  while (tail && !fits(`${tail}…`)) tail = [...tail].slice(0, -1).join('');
  kept[maxLines - 1] = `${tail.replace(/[\s,，、:：;；-]+$/u, '')}…`;
  return kept;
}

/** Wraps into as few lines as maxWidth allows, then narrows the measure so the lines come out even (no orphans). */
export function balancedWrap(text: string, maxWidth: number, size: number, options: { bold?: boolean; spacing?: number } = {}): string[] {
  const lines = wrapText(text, maxWidth, size, 99, options);
  if (lines.length < 2) return lines;
  let low = maxWidth / lines.length;
  let high = maxWidth;
  for (let step = 0; step < 14; step += 1) {
    const middle = (low + high) / 2;
    if (wrapText(text, middle, size, 99, options).length <= lines.length) high = middle;
    else low = middle;
  }
  return wrapText(text, high, size, 99, options);
}

/** The largest size from `sizes` at which text wraps into maxLines without truncation (else the smallest, truncated). */
function fitText(text: string, maxWidth: number, sizes: number[], maxLines: number, options: { bold?: boolean; spacing?: number } = {}): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = balancedWrap(text, maxWidth, size, options);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1] ?? 16;
  return { size, lines: wrapText(text, maxWidth, size, maxLines, options) };
}

interface TextStyle {
  size: number;
  fill: string;
  weight?: number;
  family?: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
  italic?: boolean;
}

function textLines(lines: string[], x: number, y: number, lineHeight: number, style: TextStyle): string {
  if (!lines.length) return '';
  const attrs = [
    `font-size="${n(style.size)}"`,
    `fill="${style.fill}"`,
    style.weight ? `font-weight="${style.weight}"` : '',
    style.family ? `font-family="${style.family}"` : '',
    style.anchor && style.anchor !== 'start' ? `text-anchor="${style.anchor}"` : '',
    style.spacing ? `letter-spacing="${n(style.spacing)}"` : '',
    style.opacity !== undefined ? `opacity="${alpha(style.opacity)}"` : '',
    style.italic ? 'font-style="italic"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const spans = lines.map((line, index) => `<tspan x="${n(x)}" y="${n(y + index * lineHeight)}">${escapeXml(line)}</tspan>`).join('');
  return `<text ${attrs}>${spans}</text>`;
}

function svgDocument(options: { width: number; height: number; id: string; title: string; desc?: string; defs?: string; body: string; family?: string }): string {
  const { width, height, id, title, desc, defs, body } = options;
  const labelled = desc ? `${id}-title ${id}-desc` : `${id}-title`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}" role="img" aria-labelledby="${labelled}" font-family="${options.family ?? SANS}">`,
    `<title id="${id}-title">${escapeXml(title)}</title>`,
    desc ? `<desc id="${id}-desc">${escapeXml(desc)}</desc>` : '',
    defs ? `<defs>${defs}</defs>` : '',
    body,
    '</svg>',
    '',
  ]
    .filter((part, index, all) => part !== '' || index === all.length - 1)
    .join('\n');
}

const str = (value: Json | undefined): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const hasCjk = (value: string) => CJK.test(value);

// ---------------------------------------------------------------------------------------------------------------
// Sites

const SITE_COLOURS: Record<string, string> = {
  optics: '#1a5fb4',
  ecology: '#1b7f5a',
  heritage: '#8a6d1f',
  geoscience: '#00798c',
  sciencegroup: '#2d3a4a',
};
const FALLBACK_COLOURS = ['#1a5fb4', '#1b7f5a', '#8a6d1f', '#00798c', '#6b3fa0', '#a23b3b', '#2d3a4a'];

type Motif = 'waves' | 'leaves' | 'lattice' | 'strata' | 'orbits';
const SITE_MOTIFS: Record<string, Motif> = { optics: 'waves', ecology: 'leaves', heritage: 'lattice', geoscience: 'strata', sciencegroup: 'orbits' };

function siteFolderOf(file: string): string | undefined {
  const match = /(?:^|\/)site-configs\/([^/_][^/]*)\/[^/]+\.json$/.exec(file);
  return match?.[1];
}

function contentSiteOf(source: { file: string; json: JsonObject }): string | undefined {
  if (!/(?:^|\/)server\/seed\/content\/[^/]+\.json$/.test(source.file)) return undefined;
  return str(source.json.sld) || source.file.split('/').pop()?.replace(/\.json$/, '');
}

function siteOf(sld: string, sites: Map<string, SiteInfo>): SiteInfo {
  return (
    sites.get(sld) ?? {
      sld,
      name: sld,
      enName: sld.replace(/^./, (c) => c.toUpperCase()),
      language: 'en',
      colour: SITE_COLOURS[sld] ?? FALLBACK_COLOURS[hash(sld) % FALLBACK_COLOURS.length] ?? '#2d3a4a',
    }
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Motifs: abstract, text-free decoration in white on a coloured ground, sized to any box

interface Drawn {
  defs: string;
  body: string;
}

function wavePath(points: Array<[number, number]>): string {
  return points.map(([x, y], index) => `${index ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');
}

function drawWaves(w: number, h: number, rand: () => number, id: string, strength: number): Drawn {
  const parts: string[] = [];
  const defs = `<radialGradient id="${id}-glow"><stop offset="0" stop-color="#ffffff" stop-opacity="${alpha(0.38 * strength)}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  for (let index = 0; index < 3; index += 1) {
    const r = Math.max(w, h) * (0.12 + rand() * 0.18);
    parts.push(`<circle cx="${n(w * (0.35 + rand() * 0.6))}" cy="${n(h * (0.15 + rand() * 0.7))}" r="${n(r)}" fill="url(#${id}-glow)"/>`);
  }
  const count = 8;
  const steps = 96;
  for (let index = 0; index < count; index += 1) {
    const amp = h * (0.05 + rand() * 0.1);
    const freq = ((1 + rand() * 2) * Math.PI * 2) / w;
    const phase = rand() * Math.PI * 2;
    const yc = h * (0.22 + (0.6 * index) / (count - 1) + (rand() - 0.5) * 0.08);
    const points: Array<[number, number]> = [];
    for (let step = 0; step <= steps; step += 1) {
      const x = -10 + ((w + 20) * step) / steps;
      points.push([x, yc + amp * Math.sin(freq * x + phase) * (0.55 + 0.45 * Math.sin((Math.PI * x) / w))]);
    }
    const opacity = alpha((0.1 + rand() * 0.22) * strength);
    parts.push(`<path d="${wavePath(points)}" fill="none" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="${n(1 + rand() * 2)}"/>`);
  }
  return { defs, body: parts.join('') };
}

function drawLattice(w: number, h: number, rand: () => number, strength: number): string {
  const parts: string[] = [];
  const cell = Math.max(18, Math.round(Math.min(w, h) / 14));
  const cx = w * (0.7 + rand() * 0.1);
  const cy = h * (0.45 + rand() * 0.1);
  const reach = Math.min(w, h) * 0.62;
  for (let y = cell / 2; y < h; y += cell) {
    for (let x = w * 0.42; x < w; x += cell) {
      const d = Math.hypot(x - cx, y - cy) / reach;
      if (d > 1) continue;
      const r = cell * (0.12 + 0.26 * (1 - d) * (0.6 + 0.4 * Math.sin(x * 0.05 + y * 0.03)));
      parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`);
    }
  }
  return `<g fill="#ffffff" fill-opacity="${alpha(0.32 * strength)}">${parts.join('')}</g>`;
}

function drawPulse(w: number, h: number, rand: () => number, strength: number): string {
  const x0 = w * (0.62 + rand() * 0.12);
  const sigma = w * 0.09;
  const yc = h * 0.5;
  const k = (Math.PI * 2) / (w * 0.028);
  const paths: string[] = [];
  for (const [amp, opacity, width] of [
    [h * 0.3, 0.85, 2.6],
    [h * 0.22, 0.35, 1.4],
  ] as const) {
    const points: Array<[number, number]> = [];
    for (let step = 0; step <= 320; step += 1) {
      const x = (w * step) / 320;
      points.push([x, yc + amp * Math.exp(-(((x - x0) / sigma) ** 2)) * Math.sin(k * (x - x0))]);
    }
    paths.push(`<path d="${wavePath(points)}" fill="none" stroke="#ffffff" stroke-opacity="${alpha(opacity * strength)}" stroke-width="${width}"/>`);
  }
  return paths.join('');
}

function drawRings(w: number, h: number, rand: () => number, strength: number): string {
  const cx = w * (0.74 + rand() * 0.08);
  const cy = h * (0.5 + (rand() - 0.5) * 0.2);
  const rings: string[] = [];
  for (let index = 1; index <= 9; index += 1) {
    const r = Math.min(w, h) * 0.06 * index ** 1.15;
    rings.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" stroke-opacity="${alpha((0.5 - index * 0.045) * strength)}"/>`);
  }
  return `<g fill="none" stroke="#ffffff" stroke-width="1.5">${rings.join('')}</g>`;
}

const LEAF = 'M0 0C25 -28 70 -30 100 0C70 30 25 28 0 0Z';

function drawLeaves(w: number, h: number, rand: () => number, strength: number): string {
  const parts: string[] = [];
  // Contour lines round two centres, nested like a topographic map.
  for (let centre = 0; centre < 2; centre += 1) {
    const cx = w * (centre === 0 ? 0.72 + rand() * 0.15 : 0.08 + rand() * 0.2);
    const cy = h * (0.25 + rand() * 0.5);
    const waves = [2, 3, 5].map((j) => ({ j, a: 0.05 + rand() * 0.09, p: rand() * Math.PI * 2 }));
    const base = Math.min(w, h) * (centre === 0 ? 0.11 : 0.08);
    for (let ring = 1; ring <= 8; ring += 1) {
      const r0 = base * ring;
      const points: Array<[number, number]> = [];
      for (let step = 0; step < 72; step += 1) {
        const theta = (step / 72) * Math.PI * 2;
        const r = r0 * (1 + waves.reduce((sum, { j, a, p }) => sum + a * Math.sin(j * theta + p + ring * 0.18), 0));
        points.push([cx + r * Math.cos(theta), cy + r * Math.sin(theta) * 0.8]);
      }
      parts.push(`<path d="${wavePath(points)}Z" stroke-opacity="${alpha((0.26 - ring * 0.018) * strength)}"/>`);
    }
  }
  const contours = `<g fill="none" stroke="#ffffff" stroke-width="1.2">${parts.join('')}</g>`;
  const leaves: string[] = [];
  const count = 7;
  for (let index = 0; index < count; index += 1) {
    const scale = (Math.min(w, h) / 520) * (0.9 + rand() * 1.4);
    const x = w * (index / count + rand() * 0.1);
    const y = h * (rand() < 0.5 ? 0.05 + rand() * 0.3 : 0.65 + rand() * 0.3);
    const angle = Math.round(rand() * 360);
    leaves.push(
      `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${(Math.round(scale * 100) / 100).toString()})" fill-opacity="${alpha((0.1 + rand() * 0.12) * strength)}"><path d="${LEAF}"/><path d="M6 0C40 -3 70 -2 94 0" fill="none" stroke="#ffffff" stroke-opacity="${alpha(0.25 * strength)}" stroke-width="1.5"/></g>`,
    );
  }
  return `${contours}<g fill="#ffffff">${leaves.join('')}</g>`;
}

function drawStrata(w: number, h: number, rand: () => number, strength: number): string {
  const layers: string[] = [];
  const count = 6;
  for (let index = 0; index < count; index += 1) {
    const base = h * (0.35 + (0.6 * index) / count);
    const amp = h * (0.03 + rand() * 0.06);
    const freq = ((0.8 + rand() * 1.6) * Math.PI * 2) / w;
    const phase = rand() * Math.PI * 2;
    const points: Array<[number, number]> = [];
    for (let step = 0; step <= 64; step += 1) {
      const x = (w * step) / 64;
      points.push([x, base + amp * Math.sin(freq * x + phase) + amp * 0.4 * Math.sin(freq * 2.7 * x)]);
    }
    layers.push(`<path d="${wavePath(points)}L${n(w)} ${n(h)}L0 ${n(h)}Z" fill-opacity="${alpha((0.05 + index * 0.02) * strength)}"/>`);
  }
  return `<g fill="#ffffff">${layers.join('')}</g>`;
}

function drawMeander(w: number, h: number, rand: () => number, strength: number): string {
  // A band of the fret (回纹) pattern plus a moon-gate circle: quiet, traditional.
  const unit = Math.max(16, Math.round(Math.min(w, h) / 18));
  const y = h * (0.78 + rand() * 0.08);
  const parts: string[] = [];
  for (let x = 0; x < w; x += unit * 2) {
    const u = unit;
    parts.push(`M${n(x)} ${n(y + u)}V${n(y)}H${n(x + u * 1.5)}V${n(y + u * 0.75)}H${n(x + u * 0.5)}V${n(y + u * 0.35)}H${n(x + u)}`);
  }
  const cx = w * (0.72 + rand() * 0.1);
  const cy = h * 0.42;
  const r = Math.min(w, h) * 0.3;
  const opacity = alpha(0.28 * strength);
  return (
    `<path d="${parts.join('')}" fill="none" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="2"/>` +
    `<g fill="none" stroke="#ffffff" stroke-opacity="${opacity}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" stroke-width="2"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.82)}" stroke-width="1"/></g>`
  );
}

function drawOrbits(w: number, h: number, rand: () => number, strength: number): string {
  const cx = w * (0.7 + rand() * 0.1);
  const cy = h * 0.5;
  const parts: string[] = [];
  for (let index = 1; index <= 6; index += 1) {
    const rx = Math.min(w, h) * 0.12 * index;
    parts.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 1.6)}" ry="${n(rx * 0.7)}" transform="rotate(-14 ${n(cx)} ${n(cy)})"/>`);
  }
  const dots: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    dots.push(`<circle cx="${n(w * (0.3 + rand() * 0.7))}" cy="${n(h * rand())}" r="${n(1.5 + rand() * 3.5)}"/>`);
  }
  return `<g fill="none" stroke="#ffffff" stroke-opacity="${alpha(0.2 * strength)}" stroke-width="1.4">${parts.join('')}</g><g fill="#ffffff" fill-opacity="${alpha(0.35 * strength)}">${dots.join('')}</g>`;
}

/** Motif plus optional emphasis picked from the record's words (metasurface → lattice, attosecond → pulse, forum → rings). */
function drawMotif(motif: Motif, w: number, h: number, seed: string, id: string, strength: number, words = ''): Drawn {
  const rand = random(seed);
  let drawn: Drawn;
  switch (motif) {
    case 'waves':
      drawn = drawWaves(w, h, rand, id, strength);
      break;
    case 'leaves':
      drawn = { defs: '', body: drawLeaves(w, h, rand, strength) };
      break;
    case 'strata':
      drawn = { defs: '', body: drawStrata(w, h, rand, strength) + drawRings(w, h, rand, strength * 0.4) };
      break;
    case 'lattice':
      drawn = { defs: '', body: drawMeander(w, h, rand, strength) };
      break;
    default:
      drawn = { defs: '', body: drawOrbits(w, h, rand, strength) };
  }
  const lower = words.toLowerCase();
  if (/meta|超构|lattice|crystal|photonic/.test(lower)) drawn.body += drawLattice(w, h, rand, strength);
  else if (/atto|阿秒|pulse|脉冲|laser|激光|ultrafast/.test(lower)) drawn.body += drawPulse(w, h, rand, strength);
  else if (/forum|论坛|conference|会议|call for|征稿|workshop/.test(lower)) drawn.body += drawRings(w, h, rand, strength);
  return drawn;
}

function groundGradient(id: string, colour: string, angle: 'diagonal' | 'vertical' = 'diagonal'): string {
  const [x2, y2] = angle === 'diagonal' ? ['1', '1'] : ['0', '1'];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${shade(colour, 0.45)}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${tint(colour, 0.28)}"/></linearGradient>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Emblems (40×40, drawn in white on the theme colour)

function emblem(site: SiteInfo, x: number, y: number, size: number): string {
  const scale = size / 40;
  const c = site.colour;
  const shapes: Record<string, string> = {
    optics:
      `<circle cx="20" cy="20" r="20" fill="${c}"/>` +
      `<g fill="none" stroke="#ffffff" stroke-width="1.8" stroke-linecap="round"><path d="M6 14H18M6 20H18M6 26H18" stroke-opacity="0.75"/><path d="M22 14L33 20M22 26L33 20M22 20H33"/></g>` +
      `<path d="M20 8Q26 20 20 32Q14 20 20 8Z" fill="#ffffff"/>`,
    ecology:
      `<circle cx="20" cy="20" r="20" fill="${c}"/>` +
      `<path d="M11 30C10 18 18 10 31 9C31 22 24 30 11 30Z" fill="#ffffff"/>` +
      `<path d="M11 30L25 16M17 24V19M21 20H26" fill="none" stroke="${c}" stroke-width="1.6" stroke-linecap="round"/>`,
    heritage:
      `<rect width="40" height="40" rx="8" fill="${c}"/>` +
      `<path d="M7 15Q20 7 33 15L31 17.5H9Z" fill="#ffffff"/>` +
      `<g fill="#ffffff"><rect x="11" y="19.5" width="3.5" height="11"/><rect x="25.5" y="19.5" width="3.5" height="11"/><rect x="8" y="31" width="24" height="2.6" rx="1"/><rect x="15.5" y="21" width="9" height="2"/></g>`,
    geoscience:
      `<circle cx="20" cy="20" r="20" fill="${c}"/>` +
      `<path d="M6 27L15 13L20 20L24 15.5L34 27Z" fill="#ffffff"/>` +
      `<path d="M7 31Q14 28.5 20 31T33 31" fill="none" stroke="#ffffff" stroke-width="1.8" stroke-linecap="round"/>`,
    sciencegroup:
      `<rect width="40" height="40" rx="8" fill="${c}"/>` +
      `<g fill="none" stroke="#ffffff" stroke-width="1.8" stroke-linejoin="round"><rect x="9" y="13" width="15" height="19" rx="1.5" stroke-opacity="0.55"/><rect x="13" y="10.5" width="15" height="19" rx="1.5" stroke-opacity="0.8"/></g>` +
      `<rect x="17" y="8" width="15" height="19" rx="1.5" fill="#ffffff"/><path d="M20 13H29M20 17H29M20 21H26" stroke="${c}" stroke-width="1.6" stroke-linecap="round"/>`,
  };
  const initial = escapeXml([...(site.enName || site.name || 'M')][0]?.toUpperCase() ?? 'M');
  const shape =
    shapes[site.sld] ??
    `<rect width="40" height="40" rx="8" fill="${c}"/><text x="20" y="27.5" text-anchor="middle" font-size="20" font-weight="700" fill="#ffffff">${initial}</text>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 1000) / 1000})">${shape}</g>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Artwork

interface ArtContext {
  ref: ImageReference;
  out: string;
  site: SiteInfo;
  id: string;
  /** All references of the site, for sibling lookups (does an -en logo exist?). */
  siblings: ImageReference[];
  /** The site's content document (journals, periods), if any. */
  content: JsonObject | undefined;
}

function renderLogo(ctx: ArtContext): string {
  const { site, id, out } = ctx;
  const base = out.split('/').pop() ?? '';
  const mobile = /mobile/i.test(base) || /mobile/i.test(ctx.ref.key);
  const explicitEn = /(^|[-_.])en([-_.]|$)/i.test(base.replace(/\.svg$/, '')) || /^en[A-Z]/.test(ctx.ref.key);
  const hasEnSibling = ctx.siblings.some((other) => other.path !== ctx.ref.path && /logo[^/]*-en\.[a-z]+$/i.test(other.path));
  const language: 'zh' | 'en' = explicitEn ? 'en' : hasEnSibling ? 'zh' : site.language;
  const main = language === 'zh' ? site.name || site.enName : site.enName || site.name;
  const sub = language === 'zh' && site.enName && site.enName !== main ? site.enName.toUpperCase() : '';
  const ink = shade(site.colour, 0.25);
  const bold = { bold: true, spacing: hasCjk(main) ? 2 : 0 };
  const widest = (lines: string[], size: number, options: { bold?: boolean; spacing?: number }) => Math.max(0, ...lines.map((line) => measureText(line, size, options)));

  // A one-line wordmark when it fits at a comfortable size, else two lines.
  const wordmark = (maxWidth: number, oneLine: number[], twoLines: number[]) => {
    const single = fitText(main, maxWidth, oneLine, 1, bold);
    if (single.lines.length === 1 && !single.lines[0]?.endsWith('…')) return single;
    return fitText(main, maxWidth, twoLines, 2, bold);
  };

  if (mobile) {
    const height = 40;
    const textX = 42;
    const mark = wordmark(200 - textX - 6, [18, 17, 16], [15, 14, 13, 12]);
    const width = Math.ceil(Math.max(height * 2.5, textX + widest(mark.lines, mark.size, bold) + 6));
    const lh = mark.size * 1.12;
    const firstY = 20 - ((mark.lines.length - 1) * lh) / 2 + mark.size * 0.36;
    return svgDocument({
      width,
      height,
      id,
      title: `${main} logo`,
      body: emblem(site, 2, 4, 32) + textLines(mark.lines, textX, firstY, lh, { size: mark.size, fill: ink, weight: 700, spacing: bold.spacing }),
    });
  }

  const height = 48;
  const textX = 54;
  const maxText = 288 - textX - 8;
  const mark = sub ? fitText(main, maxText, [22, 21, 20, 19, 18, 17, 16], 1, bold) : wordmark(maxText, [22, 21, 20, 19, 18], [18, 17, 16, 15]);
  const markWidth = widest(mark.lines, mark.size, bold);
  const subStyle = { bold: true, spacing: 0.6 };
  let subSize = 9.5;
  while (sub && subSize > 7 && measureText(sub, subSize, subStyle) > Math.max(markWidth, maxText * 0.8)) subSize -= 0.5;
  const subLines = sub ? wrapText(sub, maxText, subSize, 1, subStyle) : [];
  const width = Math.ceil(Math.min(288, Math.max(192, textX + Math.max(markWidth, widest(subLines, subSize, subStyle)) + 8)));
  let text: string;
  if (sub) {
    text =
      textLines(mark.lines, textX, 25, 0, { size: mark.size, fill: ink, weight: 700, spacing: bold.spacing }) +
      textLines(subLines, textX, 40, 0, { size: subSize, fill: tint(ink, 0.3), weight: 600, spacing: subStyle.spacing });
  } else {
    const lh = mark.size * 1.1;
    const firstY = 24 - ((mark.lines.length - 1) * lh) / 2 + mark.size * 0.36;
    text = textLines(mark.lines, textX, firstY, lh, { size: mark.size, fill: ink, weight: 700, spacing: bold.spacing });
  }
  return svgDocument({ width, height, id, title: `${main} logo`, body: emblem(site, 4, 4, 40) + text });
}

const ICON_PATHS: Record<string, string> = {
  guide: '<path d="M24 13C20 10 14 9.5 8 10.5V36C14 35 20 35.5 24 38.5C28 35.5 34 35 40 36V10.5C34 9.5 28 10 24 13Z"/><path d="M24 13V38.5M13 17.5C15.5 17.3 18 17.6 20 18.4M13 23.5C15.5 23.3 18 23.6 20 24.4M28 18.4C30 17.6 32.5 17.3 35 17.5"/>',
  submit: '<path d="M9 29V37A2 2 0 0 0 11 39H37A2 2 0 0 0 39 37V29"/><path d="M24 31V9M15.5 17.5L24 9L32.5 17.5"/>',
  template: '<path d="M13 6H29L37 14V40A2 2 0 0 1 35 42H13A2 2 0 0 1 11 40V8A2 2 0 0 1 13 6Z"/><path d="M29 6V14H37M17 22H31M17 28H31M17 34H25"/>',
  archive: '<rect x="7" y="9" width="34" height="9" rx="1.5"/><path d="M10 18V37A2 2 0 0 0 12 39H36A2 2 0 0 0 38 37V18M20 25H28"/>',
  search: '<circle cx="21" cy="21" r="11"/><path d="M29 29L39 39"/>',
  link: '<path d="M20 28L28 20M17 23L13 27A5.7 5.7 0 0 0 21 35L25 31M23 17L27 13A5.7 5.7 0 0 1 35 21L31 25"/>',
};

function iconName(ctx: ArtContext): string {
  const words = `${ctx.out.split('/').pop() ?? ''} ${str(ctx.ref.record.enName)} ${str(ctx.ref.record.name)}`.toLowerCase();
  if (/guide|instruction|author|须知|指南/.test(words)) return 'guide';
  if (/submit|upload|投稿/.test(words)) return 'submit';
  if (/template|模板|document|download/.test(words)) return 'template';
  if (/archive|past|issues|过刊|box/.test(words)) return 'archive';
  if (/search|检索|搜索/.test(words)) return 'search';
  return 'link';
}

function renderIcon(ctx: ArtContext): string {
  const name = iconName(ctx);
  const label = str(ctx.ref.record.enName) || str(ctx.ref.record.name) || name;
  return svgDocument({
    width: 48,
    height: 48,
    id: ctx.id,
    title: `${label} icon`,
    body: `<g fill="none" stroke="${ctx.site.colour}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${ICON_PATHS[name]}</g>`,
  });
}

function recordWords(record: JsonObject): string {
  return ['title', 'enTitle', 'name', 'enName', 'resName', 'enResName'].map((key) => str(record[key])).join(' ');
}

function recordLabel(record: JsonObject, language: 'zh' | 'en'): string {
  const zh = str(record.title) || str(record.name) || str(record.resName);
  const en = str(record.enTitle) || str(record.enName) || str(record.enResName);
  return language === 'en' ? en || zh : zh || en;
}

function renderBackground(ctx: ArtContext): string {
  const { site, id, out, ref } = ctx;
  const mobile = /mobile/i.test(out) || /mobile/i.test(ref.key);
  const [width, height] = mobile ? [750, 420] : [1600, 520];
  const search = /search/i.test(out) || ref.file.endsWith('/search.json');
  const motif = SITE_MOTIFS[site.sld] ?? 'orbits';
  const words = `${out} ${recordWords(ref.record)}`;
  const drawn = drawMotif(motif, width, height, out.replace(/-mobile/, ''), id, search ? 0.75 : 1, words);
  const defs =
    groundGradient(`${id}-ground`, site.colour) +
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="${search ? 0.12 : 0.28}"/><stop offset="0.6" stop-color="#000000" stop-opacity="0"/></linearGradient>` +
    drawn.defs;
  const label = recordLabel(ref.record, site.language);
  const what = search ? 'Search banner background' : /slides?/.test(out) || ref.collection === 'slides' ? 'Slide background' : 'Banner background';
  return svgDocument({
    width,
    height,
    id,
    title: label ? `${what}: ${label}` : `${what}, ${site.language === 'zh' ? site.name : site.enName}`,
    defs,
    body: `<rect width="${width}" height="${height}" fill="url(#${id}-ground)"/>${drawn.body}<rect width="${width}" height="${height}" fill="url(#${id}-shade)"/>`,
  });
}

interface CoverFacts {
  name: string;
  enName: string;
  issueLine: string;
  issueSub: string;
  footer: string;
  kind: 'issue' | 'journal';
}

function journalFor(ctx: ArtContext, publicationId?: Json): JsonObject | undefined {
  const journals = ctx.content?.journals;
  if (!Array.isArray(journals)) return undefined;
  const objects = journals.filter((entry): entry is JsonObject => !!entry && typeof entry === 'object' && !Array.isArray(entry));
  return objects.find((entry) => publicationId !== undefined && entry.id === publicationId) ?? objects[0];
}

function identifiers(journal: JsonObject | undefined): string {
  if (!journal) return '';
  return [
    str(journal.issn) && `ISSN ${str(journal.issn)}`,
    str(journal.eissn) && `eISSN ${str(journal.eissn)}`,
    str(journal.cn) && `CN ${str(journal.cn)}`,
  ]
    .filter(Boolean)
    .join('  ·  ');
}

function coverFacts(ctx: ArtContext): CoverFacts {
  const { ref, site } = ctx;
  const zh = site.language === 'zh';
  if (ref.collection === 'journals') {
    const journal = ref.record;
    const start = str(journal.startYear);
    const frequency = str(journal.frequency);
    return {
      name: str(journal.publicationName) || site.name,
      enName: str(journal.enPublicationName) || site.enName,
      issueLine: zh ? [frequency, start && `${start}年创刊`].filter(Boolean).join(' · ') : [frequency, start && `Since ${start}`].filter(Boolean).join(' · '),
      issueSub: zh && start ? `Founded in ${start}` : '',
      footer: identifiers(journal),
      kind: 'journal',
    };
  }
  let period: JsonObject = ref.record;
  if (ref.collection !== 'periods') {
    // A site-level cover such as /assets/optics/cover-2024-06.jpg: the issue is in the file name.
    const match = /(\d{4})[-_](\d{1,2})(?!\d)/.exec(ctx.out.split('/').pop() ?? '');
    period = {};
    if (match) {
      const year = Number(match[1]);
      const issue = String(Number(match[2]));
      const journal = journalFor(ctx);
      const periods = Array.isArray(ctx.content?.periods) ? (ctx.content.periods as JsonObject[]) : [];
      const sameYear = periods.find((entry) => entry && Number(entry.year) === year && str(entry.periods));
      const start = Number(str(journal?.startYear));
      const volume = sameYear ? str(sameYear.periods) : start && year >= start ? String(year - start + 1) : '';
      const style = periods.map((entry) => str(entry?.enTitle)).find(Boolean) ?? '';
      const enTitle = volume && /^Volume \d+, Issue \d+$/.test(style) ? `Volume ${volume}, Issue ${issue}` : '';
      period = { year, issue, periods: volume, enTitle };
    }
  }
  const journal = journalFor(ctx, period.publicationId);
  const year = str(period.year);
  const issue = str(period.issue);
  const volume = str(period.periods);
  const enTitle = str(period.enTitle) || [volume && `Vol. ${volume}`, issue && `No. ${issue}`, year].filter(Boolean).join(', ');
  const title = str(period.title) || (year && issue ? `${year}年第${issue}期` : enTitle);
  return {
    name: str(journal?.publicationName) || site.name,
    enName: str(journal?.enPublicationName) || site.enName,
    issueLine: zh ? title : enTitle || title,
    issueSub: zh ? (enTitle !== title ? enTitle : '') : year && !enTitle.includes(year) ? year : '',
    footer: identifiers(journal),
    kind: 'issue',
  };
}

const ISSUE_ACCENTS = ['#6b3fa0', '#a23b3b', '#c77d1a', '#2b8a3e', '#0b7285', '#364fc7', '#862e9c'];

function renderCover(ctx: ArtContext): string {
  const { site, id, out } = ctx;
  const facts = coverFacts(ctx);
  const width = 600;
  const height = 800;
  const colour = site.colour;
  const zh = site.language === 'zh' && hasCjk(facts.name);
  const paper = tint(colour, 0.94);
  const bandHeight = 236;

  const nameFit = zh
    ? fitText(facts.name, 520, [72, 64, 56, 48, 40], 1, { bold: true, spacing: 10 })
    : fitText(facts.enName || facts.name, 520, [60, 54, 48, 42, 36], 2, { bold: true });
  const nameSpacing = zh ? 10 : 0;
  const nameLineHeight = nameFit.size * 1.08;
  const nameBlock = nameFit.lines.length * nameLineHeight;
  const sub = zh ? facts.enName.toUpperCase() : '';
  const subSize = sub ? Math.min(20, Math.max(13, 480 / Math.max(1, measureText(sub, 1, { bold: true }) + sub.length * 0.15))) : 0;
  const nameTop = (bandHeight - nameBlock - (sub ? subSize + 16 : 0)) / 2 + nameFit.size * 0.86;
  const masthead =
    textLines(nameFit.lines, 300 + nameSpacing / 2, nameTop, nameLineHeight, {
      size: nameFit.size,
      fill: '#ffffff',
      weight: 700,
      anchor: 'middle',
      spacing: nameSpacing,
      family: zh ? SERIF : undefined,
    }) +
    (sub
      ? textLines([sub], 300, nameTop + nameBlock - nameLineHeight + subSize + 20, 0, { size: subSize, fill: '#ffffff', opacity: 0.85, anchor: 'middle', spacing: subSize * 0.15, weight: 600 })
      : '');

  const artTop = bandHeight + 28;
  const artHeight = 360;
  const motif = SITE_MOTIFS[site.sld] ?? 'orbits';
  const drawn = drawMotif(motif, 540, artHeight, out, `${id}-m`, 1, facts.issueLine);
  // Each issue's artwork leans towards its own accent, so a shelf of covers is not one colour.
  const artColour = facts.kind === 'issue' ? mix(colour, ISSUE_ACCENTS[hash(out) % ISSUE_ACCENTS.length] ?? colour, 0.22) : colour;
  const issueFit = fitText(facts.issueLine, 520, [40, 36, 32, 28, 24], 1, { bold: true });
  const issueY = artTop + artHeight + 70;
  const defs =
    groundGradient(`${id}-ground`, artColour) +
    `<linearGradient id="${id}-band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(colour, 0.2)}"/><stop offset="1" stop-color="${colour}"/></linearGradient>` +
    `<clipPath id="${id}-clip"><rect x="30" y="${artTop}" width="540" height="${artHeight}" rx="4"/></clipPath>` +
    drawn.defs;
  const body = [
    `<rect width="${width}" height="${height}" fill="${paper}"/>`,
    `<rect width="${width}" height="${bandHeight}" fill="url(#${id}-band)"/>`,
    `<rect y="${bandHeight}" width="${width}" height="6" fill="${tint(colour, 0.45)}"/>`,
    masthead,
    `<g clip-path="url(#${id}-clip)"><rect x="30" y="${artTop}" width="540" height="${artHeight}" fill="url(#${id}-ground)"/><g transform="translate(30 ${artTop})">${drawn.body}</g></g>`,
    textLines(issueFit.lines, 300, issueY, 0, { size: issueFit.size, fill: shade(colour, 0.3), weight: 700, anchor: 'middle' }),
    facts.issueSub ? textLines([facts.issueSub], 300, issueY + 34, 0, { size: 19, fill: tint(shade(colour, 0.3), 0.3), anchor: 'middle', spacing: 0.5 }) : '',
    `<rect y="${height - 44}" width="${width}" height="44" fill="${colour}"/>`,
    facts.footer ? textLines([facts.footer], 300, height - 16, 0, { size: 14, fill: '#ffffff', anchor: 'middle', spacing: 0.8, opacity: 0.92 }) : '',
  ].join('');
  const displayName = zh ? `${facts.name} (${facts.enName})` : facts.enName || facts.name;
  const title = facts.kind === 'journal' ? `Journal cover: ${displayName}` : `Cover of ${displayName}, ${[facts.issueLine, facts.issueSub].filter(Boolean).join(' / ')}`;
  return svgDocument({ width, height, id, title, defs, body });
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/[()（）.,，]/g, ' ')
    .split(/[\s\-‐]+/)
    .filter((word) => /^[\p{L}]/u.test(word));
  if (!words.length) return '?';
  if (hasCjk(words.join(''))) return [...words.join('')][0] ?? '?';
  const first = [...(words[0] ?? '')][0] ?? '';
  const last = words.length > 1 ? ([...(words[words.length - 1] ?? '')][0] ?? '') : '';
  return (first + last).toUpperCase();
}

function renderAvatar(ctx: ArtContext): string {
  const { site, id, ref, out } = ctx;
  const name = str(ref.record.name);
  const enName = str(ref.record.enName);
  const latin = [enName, name].find((value) => value && !hasCjk(value)) ?? name;
  const initials = initialsOf(latin || name || '?');
  const rand = random(out);
  const soft = tint(mix(site.colour, FALLBACK_COLOURS[Math.floor(rand() * FALLBACK_COLOURS.length)] ?? site.colour, 0.3), 0.8);
  const ink = shade(site.colour, 0.2);
  const size = Math.min(hasCjk(initials) ? 104 : 96, 172 / Math.max(0.5, measureText(initials, 1, { bold: true, spacing: 0 })));
  const body =
    `<rect width="320" height="320" fill="url(#${id}-ground)"/>` +
    `<circle cx="${n(250 + rand() * 40)}" cy="${n(40 + rand() * 40)}" r="${n(80 + rand() * 30)}" fill="#ffffff" fill-opacity="0.22"/>` +
    `<circle cx="160" cy="160" r="118" fill="none" stroke="${site.colour}" stroke-opacity="0.18" stroke-width="2"/>` +
    textLines([initials], 160, 160 + size * 0.35, 0, { size, fill: ink, weight: 600, anchor: 'middle' });
  const defs = `<linearGradient id="${id}-ground" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${tint(soft, 0.35)}"/><stop offset="1" stop-color="${soft}"/></linearGradient>`;
  const who = name && enName && name !== enName ? `${name} (${enName})` : name || enName || 'editorial board member';
  return svgDocument({ width: 320, height: 320, id, title: `Portrait placeholder for ${who}`, defs, body });
}

/** Splits "Main: sub" / "主标题：副标题" into title and subtitle. */
function splitTitle(title: string): [string, string] {
  const match = /^(.{4,}?)\s*[:：]\s*(.{4,})$/u.exec(title);
  return match ? [match[1] ?? title, match[2] ?? ''] : [title, ''];
}

function renderBook(ctx: ArtContext): string {
  const { site, id, ref, out } = ctx;
  const record = ref.record;
  const zh = site.language === 'zh';
  const title = (zh ? str(record.title) : str(record.enTitle)) || str(record.title) || str(record.enTitle) || 'Untitled';
  const other = zh ? str(record.enTitle) : '';
  const [main, subtitle] = splitTitle(title);
  const width = 600;
  const height = 850;
  const left = 70;
  const textWidth = width - left - 50;
  const colour = site.colour;
  const mainFit = fitText(main, textWidth, hasCjk(main) ? [64, 58, 52, 46, 40] : [58, 52, 46, 42, 38, 34], 3, { bold: true });
  const mainTop = 100 + mainFit.size;
  const mainLh = mainFit.size * 1.2;
  let y = mainTop + (mainFit.lines.length - 1) * mainLh;
  const parts: string[] = [textLines(mainFit.lines, left, mainTop, mainLh, { size: mainFit.size, fill: '#ffffff', weight: 700, family: hasCjk(main) ? SERIF : undefined })];
  if (subtitle) {
    const subFit = fitText(subtitle, textWidth, [28, 26, 24, 22], 3);
    y += 22 + subFit.size;
    parts.push(textLines(subFit.lines, left, y, subFit.size * 1.3, { size: subFit.size, fill: '#ffffff', opacity: 0.88 }));
    y += (subFit.lines.length - 1) * subFit.size * 1.3;
  }
  y += 34;
  parts.push(`<rect x="${left}" y="${n(y)}" width="64" height="4" fill="#ffffff" fill-opacity="0.85"/>`);
  if (other && other !== title) {
    const otherLines = wrapText(other, textWidth, 20, 3);
    y += 44;
    parts.push(textLines(otherLines, left, y, 28, { size: 20, fill: '#ffffff', opacity: 0.78, italic: true, family: SERIF }));
  }
  const editor = str(record.chiefEditor);
  const edition = str(record.editionCode);
  const publisher = str(record.publisher);
  const credit = editor ? (zh && hasCjk(editor) ? `${editor}  主编` : `Edited by ${editor}`) : '';
  const creditFit = fitText(credit, textWidth, [22, 20, 18], 2, { bold: true });
  const creditLines = credit ? creditFit.lines : [];
  const motif = SITE_MOTIFS[site.sld] ?? 'orbits';
  const drawn = drawMotif(motif, width, 360, out, `${id}-m`, 0.8, recordWords(record));
  const defs =
    `<linearGradient id="${id}-ground" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${shade(colour, 0.15)}"/><stop offset="1" stop-color="${shade(colour, 0.5)}"/></linearGradient>` +
    `<linearGradient id="${id}-spine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.35"/><stop offset="0.7" stop-color="#000000" stop-opacity="0.05"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.12"/></linearGradient>` +
    drawn.defs;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#${id}-ground)"/>`,
    `<g transform="translate(0 ${height - 420})">${drawn.body}</g>`,
    `<rect width="34" height="${height}" fill="url(#${id}-spine)"/>`,
    `<rect x="${left}" y="70" width="36" height="6" fill="${tint(colour, 0.55)}"/>`,
    ...parts,
    textLines(creditLines, left, height - 120 - (creditLines.length - 1) * creditFit.size * 1.35, creditFit.size * 1.35, { size: creditFit.size, fill: '#ffffff', weight: 600 }),
    textLines([[publisher, edition].filter(Boolean).join('  ·  ')], left, height - 60, 0, { size: 17, fill: '#ffffff', opacity: 0.75, spacing: 0.5 }),
  ].join('');
  return svgDocument({ width, height, id, title: `Book cover: ${title}${other && other !== title ? ` (${other})` : ''}`, defs, body });
}

/** Landscape cover with a label and a wrapped title: albums, news images and media posters share it. */
function renderTitled(ctx: ArtContext, kind: 'album' | 'news' | 'poster'): string {
  const { site, id, ref, out } = ctx;
  const record = ref.record;
  const zh = site.language === 'zh';
  const title = recordLabel(record, site.language) || (zh ? site.name : site.enName);
  const otherRaw = zh ? str(record.enTitle) || str(record.enName) || str(record.enResName) : '';
  const other = otherRaw && otherRaw !== title ? otherRaw : '';
  const [width, height] = kind === 'poster' ? [1280, 720] : [800, 450];
  const scale = width / 800;
  const colour = site.colour;
  const mediaKind = str(record.kind);
  const label =
    kind === 'album'
      ? zh
        ? '专题 · COLLECTION'
        : 'COLLECTION'
      : kind === 'news'
        ? [str(record.publishDate), zh ? site.name : site.enName].filter(Boolean).join('  ·  ')
        : mediaKind === 'audio'
          ? zh
            ? '音频 · PODCAST'
            : 'PODCAST'
          : zh
            ? '视频 · VIDEO'
            : 'VIDEO';
  const left = 56 * scale;
  const textWidth = (kind === 'poster' ? 0.6 : 0.78) * width - left;
  const titleSizes = (hasCjk(title) ? [42, 38, 34, 30, 27] : [40, 36, 32, 29, 26]).map((size) => size * scale);
  const titleFit = fitText(title, textWidth, titleSizes, 3, { bold: true });
  const titleLh = titleFit.size * 1.25;
  const otherLines = other ? wrapText(other, textWidth, 18 * scale, 2) : [];
  const blockHeight = 18 * scale + 26 * scale + titleFit.lines.length * titleLh + (otherLines.length ? 14 * scale + otherLines.length * 26 * scale : 0);
  let y = (height - blockHeight) / 2 + 14 * scale;
  const parts: string[] = [];
  parts.push(`<rect x="${n(left)}" y="${n(y - 14 * scale)}" width="${n(28 * scale)}" height="${n(4 * scale)}" fill="${tint(colour, 0.6)}"/>`);
  const labelLine = wrapText(label, width - left * 2 - 38 * scale, 15 * scale, 1, { bold: true, spacing: 1.2 * scale });
  parts.push(textLines(labelLine, left + 38 * scale, y - 6 * scale, 0, { size: 15 * scale, fill: '#ffffff', opacity: 0.85, weight: 600, spacing: 1.2 * scale }));
  y += 26 * scale + titleFit.size * 0.9;
  parts.push(textLines(titleFit.lines, left, y, titleLh, { size: titleFit.size, fill: '#ffffff', weight: 700 }));
  y += (titleFit.lines.length - 1) * titleLh;
  if (otherLines.length) {
    y += 14 * scale + 22 * scale;
    parts.push(textLines(otherLines, left, y, 26 * scale, { size: 18 * scale, fill: '#ffffff', opacity: 0.78 }));
  }
  if (kind === 'poster') {
    const cx = width * 0.8;
    const cy = height * 0.5;
    if (mediaKind === 'audio') {
      const rand = random(`${out}#bars`);
      const bars: string[] = [];
      for (let index = 0; index < 15; index += 1) {
        const h = 30 + Math.round(Math.abs(Math.sin(index * 0.7 + rand() * 2)) * 130);
        bars.push(`<rect x="${n(cx - 150 + index * 20)}" y="${n(cy - h / 2)}" width="10" height="${h}" rx="5"/>`);
      }
      parts.push(`<g fill="#ffffff" fill-opacity="0.8">${bars.join('')}</g>`);
    } else {
      parts.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="78" fill="#ffffff" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.85" stroke-width="3"/>` +
          `<path d="M${n(cx - 24)} ${n(cy - 38)}L${n(cx + 40)} ${n(cy)}L${n(cx - 24)} ${n(cy + 38)}Z" fill="#ffffff"/>`,
      );
    }
  }
  const motif = SITE_MOTIFS[site.sld] ?? 'orbits';
  const drawn = drawMotif(motif, width, height, out, `${id}-m`, kind === 'poster' ? 0.6 : 0.85, recordWords(record));
  const ground =
    kind === 'poster'
      ? `<linearGradient id="${id}-ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.78)}"/><stop offset="1" stop-color="${shade(colour, 0.45)}"/></linearGradient>`
      : groundGradient(`${id}-ground`, colour);
  const defs =
    ground +
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.38"/><stop offset="0.75" stop-color="#000000" stop-opacity="0"/></linearGradient>` +
    drawn.defs;
  const body = `<rect width="${width}" height="${height}" fill="url(#${id}-ground)"/>${drawn.body}<rect width="${width}" height="${height}" fill="url(#${id}-shade)"/>${parts.join('')}`;
  const what = kind === 'album' ? 'Collection cover' : kind === 'news' ? 'News image' : mediaKind === 'audio' ? 'Podcast cover' : 'Video poster';
  return svgDocument({ width, height, id, title: `${what}: ${title}${other ? ` (${other})` : ''}`, defs, body });
}

function renderPicture(ctx: ArtContext): string {
  const { site, id, out, ref } = ctx;
  const motif = SITE_MOTIFS[site.sld] ?? 'orbits';
  const drawn = drawMotif(motif, 1200, 675, out, id, 1, recordWords(ref.record));
  const label = recordLabel(ref.record, site.language);
  return svgDocument({
    width: 1200,
    height: 675,
    id,
    title: label ? `Illustration: ${label}` : `Illustration, ${site.language === 'zh' ? site.name : site.enName}`,
    defs: groundGradient(`${id}-ground`, site.colour) + drawn.defs,
    body: `<rect width="1200" height="675" fill="url(#${id}-ground)"/>${drawn.body}`,
  });
}

const LOGO_KEYS = /^(en)?(pc|mobile)?logo(\d|url)?$/i;

export function artKindOf(ref: ImageReference): ArtKind {
  const base = ref.path.split('/').pop() ?? '';
  const segments = ref.path.split('/');
  if (LOGO_KEYS.test(ref.key) || /^logo([-_.]|$)/i.test(base)) return 'logo';
  if (ref.key === 'icon' || segments.includes('icons')) return 'icon';
  switch (ref.collection) {
    case 'periods':
      return 'issue-cover';
    case 'journals':
      return 'journal-cover';
    case 'experts':
      return 'avatar';
    case 'books':
      return 'book';
    case 'albums':
      return 'album';
    case 'news':
      return 'news';
    case 'media':
      return 'poster';
    case 'slides':
    case 'coverInfoList':
      return 'background';
  }
  if (/^cover/i.test(base) || segments.includes('cover')) return 'issue-cover';
  if (segments.includes('experts') || /photo/i.test(ref.key)) return 'avatar';
  if (segments.includes('books')) return 'book';
  if (segments.includes('albums')) return 'album';
  if (segments.includes('news')) return 'news';
  if (/poster/i.test(ref.key) || segments[1] === 'media') return 'poster';
  if (/banner|slide|search|bg|background/i.test(ref.path) || /^(pc|mobile)Url$/.test(ref.key)) return 'background';
  return 'picture';
}

function render(kind: ArtKind, ctx: ArtContext): string {
  switch (kind) {
    case 'logo':
      return renderLogo(ctx);
    case 'icon':
      return renderIcon(ctx);
    case 'background':
      return renderBackground(ctx);
    case 'issue-cover':
    case 'journal-cover':
      return renderCover(ctx);
    case 'avatar':
      return renderAvatar(ctx);
    case 'book':
      return renderBook(ctx);
    case 'album':
      return renderTitled(ctx, 'album');
    case 'news':
      return renderTitled(ctx, 'news');
    case 'poster':
      return renderTitled(ctx, 'poster');
    default:
      return renderPicture(ctx);
  }
}

/** The favicon: a white "M" under a masthead rule, on the group's slate. */
export function renderFavicon(): string {
  return svgDocument({
    width: 64,
    height: 64,
    id: 'masthead-favicon',
    title: 'Masthead',
    body:
      '<rect width="64" height="64" rx="14" fill="#2d3a4a"/>' +
      '<rect x="14" y="12" width="36" height="4" rx="2" fill="#e9b949"/>' +
      '<path d="M15 50V24L32 41L49 24V50" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>',
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Collecting references and planning output

interface ParsedSource {
  file: string;
  text: string;
  json: JsonObject;
}

function parseSources(sources: SourceFile[]): ParsedSource[] {
  return sources.map(({ file, text }) => {
    const json = JSON.parse(text) as Json;
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error(`${file}: expected a JSON object`);
    return { file, text, json };
  });
}

export function collectReferences(sources: SourceFile[]): ImageReference[] {
  const found: ImageReference[] = [];
  for (const { file, json } of parseSources(sources)) {
    const walk = (value: Json, pointer: string[], record: JsonObject, collection: string | undefined) => {
      if (typeof value === 'string') {
        if (isImagePath(value)) found.push({ path: value, file, pointer, key: pointer[pointer.length - 1] ?? '', collection, record, document: json });
      } else if (Array.isArray(value)) {
        const name = pointer[pointer.length - 1];
        value.forEach((item, index) => walk(item, [...pointer, String(index)], record, name));
      } else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) walk(item, [...pointer, key], value, collection);
      }
    };
    walk(json, [], json, undefined);
  }
  return found;
}

function siteInfos(parsed: ParsedSource[]): Map<string, SiteInfo> {
  const sites = new Map<string, SiteInfo>();
  for (const { file, json } of parsed) {
    const folder = siteFolderOf(file);
    if (!folder || !file.endsWith('/site.json')) continue;
    const sld = str(json.sld) || folder;
    sites.set(sld, {
      sld,
      name: str(json.name) || str(json.enName) || sld,
      enName: str(json.enName) || str(json.name) || sld,
      language: str(json.defaultLanguage) === 'en' ? 'en' : 'zh',
      colour: SITE_COLOURS[sld] ?? FALLBACK_COLOURS[hash(sld) % FALLBACK_COLOURS.length] ?? '#2d3a4a',
    });
  }
  return sites;
}

/** Replaces whole JSON string literals, so formatting and key order stay exactly as they were. */
export function rewriteJsonText(text: string, replacements: Map<string, string>): string {
  let next = text;
  for (const [from, to] of [...replacements].sort(([a], [b]) => b.length - a.length)) {
    next = next.split(JSON.stringify(from)).join(JSON.stringify(to));
  }
  if (next === text) return text;
  // The result must be the same document with only those strings changed.
  const swap = (value: Json): Json =>
    typeof value === 'string'
      ? (replacements.get(value) ?? value)
      : Array.isArray(value)
        ? value.map(swap)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, swap(item)]))
          : value;
  if (JSON.stringify(JSON.parse(next)) !== JSON.stringify(swap(JSON.parse(text) as Json))) {
    throw new Error('rewriting image paths changed more than the image paths');
  }
  return next;
}

/** Pure: from the JSON sources, the SVGs to write (by path under public/) and the rewritten JSON texts. */
export function planSampleArt(sources: SourceFile[]): ArtPlan {
  const parsed = parseSources(sources);
  const sites = siteInfos(parsed);
  const contents = new Map<string, JsonObject>();
  for (const source of parsed) {
    const sld = contentSiteOf(source);
    if (sld) contents.set(sld, source.json);
  }
  const references = collectReferences(sources);
  const sldOf = (ref: ImageReference): string => {
    const fromFile = siteFolderOf(ref.file) ?? contentSiteOf({ file: ref.file, json: ref.document });
    return fromFile ?? ref.path.split('/')[2] ?? 'site';
  };

  // One artwork per output path; when several records name it, the most specific one draws it.
  const byOutput = new Map<string, ImageReference[]>();
  for (const ref of references) {
    const out = svgPathFor(ref.path).replace(/^\//, '');
    byOutput.set(out, [...(byOutput.get(out) ?? []), ref]);
  }
  const files = new Map<string, string>();
  const kinds = new Map<string, ArtKind>();
  for (const out of [...byOutput.keys()].sort()) {
    const refs = byOutput.get(out) ?? [];
    const ranked = [...refs].sort((a, b) => Number(!a.collection) - Number(!b.collection) || a.file.localeCompare(b.file) || a.pointer.join('/').localeCompare(b.pointer.join('/')));
    const ref = ranked[0];
    if (!ref) continue;
    const sld = sldOf(ref);
    const site = siteOf(sld, sites);
    const kind = artKindOf(ref);
    const ctx: ArtContext = {
      ref,
      out,
      site,
      id: `a${hash(out).toString(36)}`,
      siblings: references.filter((other) => sldOf(other) === sld),
      content: contents.get(sld),
    };
    files.set(out, render(kind, ctx));
    kinds.set(out, kind);
  }

  const rewrites = new Map<string, string>();
  for (const source of parsed) {
    const replacements = new Map<string, string>();
    for (const ref of references) if (ref.file === source.file && svgPathFor(ref.path) !== ref.path) replacements.set(ref.path, svgPathFor(ref.path));
    if (!replacements.size) continue;
    const next = rewriteJsonText(source.text, replacements);
    if (next !== source.text) rewrites.set(source.file, next);
  }
  return { files, rewrites, kinds };
}

// ---------------------------------------------------------------------------------------------------------------
// The command

function listSources(root: string): SourceFile[] {
  const files: string[] = [];
  const configDir = join(root, 'site-configs');
  for (const entry of existsSync(configDir) ? readdirSync(configDir).sort() : []) {
    const folder = join(configDir, entry);
    if (entry.startsWith('_') || !statSync(folder).isDirectory()) continue;
    for (const name of readdirSync(folder).sort()) if (name.endsWith('.json')) files.push(join(folder, name));
  }
  const contentDir = join(root, 'server/seed/content');
  for (const name of existsSync(contentDir) ? readdirSync(contentDir).sort() : []) if (name.endsWith('.json')) files.push(join(contentDir, name));
  return files.map((file) => ({ file: relative(root, file).split(sep).join('/'), text: readFileSync(file, 'utf8') }));
}

function main(): void {
  const root = resolve(process.env.MASTHEAD_ROOT ?? '.');
  const check = process.argv.includes('--check');
  const plan = planSampleArt(listSources(root));
  const publicDir = join(root, 'public');
  const outputs = new Map(plan.files);
  outputs.set('favicon.svg', renderFavicon());

  const changed: string[] = [];
  let bytes = 0;
  for (const [path, text] of [...outputs].sort(([a], [b]) => a.localeCompare(b))) {
    bytes += Buffer.byteLength(text);
    const file = join(publicDir, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    changed.push(`public/${path}`);
    if (!check) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  for (const [path, text] of plan.rewrites) {
    changed.push(path);
    if (!check) writeFileSync(join(root, path), text);
  }

  const counts = new Map<ArtKind, number>();
  for (const kind of plan.kinds.values()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const summary = [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
  if (check) {
    if (changed.length) {
      process.stderr.write(`sample art is out of date (run npx tsx server/commands/generate-sample-art.ts):\n  ${changed.join('\n  ')}\n`);
      process.exit(1);
    }
    process.stdout.write(`sample art is up to date: ${outputs.size} files\n`);
    return;
  }
  process.stdout.write(
    `generate-sample-art: ${outputs.size} SVG files (${summary}, favicon), ${(bytes / 1024).toFixed(1)} KiB; ` +
      `${changed.filter((path) => path.startsWith('public/')).length} written, ${plan.rewrites.size} JSON file(s) rewritten\n`,
  );
}

const isMain = process.argv[1] && resolve(process.argv[1]).endsWith('generate-sample-art.ts');
if (isMain) main();
