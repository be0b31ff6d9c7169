import svgCaptcha from 'svg-captcha';

/**
 * The attack of issue 16, item 5, as the attacker wrote it: svg-captcha draws every character as its font outline,
 * only shifted and jittered by ±0.1 px, so the outlines in a served SVG are matched against the same font's glyphs
 * (from the library itself) by their command sequence and their shape relative to the first point.
 */
type PathCommand = { type: string; x?: number; y?: number; x1?: number; y1?: number };
type Font = { charToGlyph(char: string): { getPath(x: number, y: number, size: number): { commands: PathCommand[] } } };
type Outline = { types: string; points: number[] };

const { font, fontSize } = svgCaptcha.options as unknown as { font: Font; fontSize: number };
const candidates = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Command letters and their coordinates, relative to the first point (translation does not matter). */
function relative(types: string, points: number[]): Outline {
  const [x0 = 0, y0 = 0] = points;
  return { types, points: points.map((value, index) => value - (index % 2 === 0 ? x0 : y0)) };
}

function outlineOfData(data: string): Outline {
  const types = data.replace(/[^MLQCZ]/g, '');
  const points = (data.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  return relative(types, points);
}

const glyphOutlines = [...candidates].map((char) => {
  const { commands } = font.charToGlyph(char).getPath(0, 0, fontSize);
  const points = commands.flatMap((command) => (command.type === 'Q' ? [command.x1!, command.y1!, command.x!, command.y!] : command.type === 'Z' ? [] : [command.x!, command.y!]));
  return { char, outline: relative(commands.map(({ type }) => type).join(''), points) };
});

function distance(a: Outline, b: Outline): number {
  if (a.types !== b.types || a.points.length !== b.points.length) return Infinity;
  return a.points.reduce((sum, value, index) => sum + Math.abs(value - b.points[index]!), 0) / a.points.length;
}

/** The text of a captcha image, or '' when the image carries no glyph outlines to match. */
export function solveByPathMatching(image: string): string {
  const [, base64 = ''] = image.split(',');
  const svg = Buffer.from(base64, 'base64').toString('latin1');
  const glyphs = [...svg.matchAll(/<path fill="(?!none)[^"]*" d="([^"]+)"/g)].map(([, data]) => outlineOfData(data!));
  const placed = [...svg.matchAll(/<path fill="(?!none)[^"]*" d="M(-?[\d.]+)/g)].map(([, x]) => Number(x));
  return glyphs
    .map((outline, index) => {
      const best = glyphOutlines.map(({ char, outline: glyph }) => ({ char, score: distance(outline, glyph) })).sort((a, b) => a.score - b.score)[0];
      return { x: placed[index]!, char: best && best.score < 1 ? best.char : '' };
    })
    .sort((a, b) => a.x - b.x)
    .map(({ char }) => char)
    .join('');
}
