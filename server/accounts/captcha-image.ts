import { Resvg } from '@resvg/resvg-js';
import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** What this module uses of the opentype.js font svg-captcha loads (opentype.js 0.7 ships no types). */
type PathCommand = { type: 'M' | 'L' | 'Q' | 'C' | 'Z'; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };
type Font = { unitsPerEm: number; charToGlyph(char: string): { getPath(x: number, y: number, size: number): { commands: PathCommand[] } } };

const font = (svgCaptcha.options as unknown as { font: Font }).font;

/** Characters easily confused with one another are left out. */
const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
const width = 120;
const height = 40;
/** Rendered at twice the size the forms show it (112 × 42 CSS pixels), for sharp screens. */
const scale = 2;
const fontSize = 46;

const between = (low: number, high: number) => low + Math.random() * (high - low);
const darkColour = () => `hsl(${randomInt(0, 360)} ${randomInt(45, 80)}% ${randomInt(22, 42)}%)`;
const lightColour = () => `hsl(${randomInt(0, 360)} ${randomInt(25, 60)}% ${randomInt(86, 95)}%)`;

export function captchaText(length = 4): string {
  return Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join('');
}

type Affine = (x: number, y: number) => [number, number];

/** Each glyph its own rotation, skew, scale and offset, so no two images draw a character with one outline. */
function glyphTransform(centreX: number): Affine {
  const angle = between(-0.5, 0.5);
  const skew = between(-0.35, 0.35);
  const size = between(0.85, 1.15);
  const dx = centreX + between(-3, 3);
  const dy = height / 2 + between(-4, 4);
  const [cos, sin] = [Math.cos(angle) * size, Math.sin(angle) * size];
  return (x, y) => {
    const sx = x + skew * y;
    return [dx + sx * cos - y * sin, dy + sx * sin + y * cos];
  };
}

function glyphPath(char: string, transform: Affine): string {
  const { commands } = font.charToGlyph(char).getPath(0, 0, fontSize);
  // Centred on the origin (opentype draws from the baseline at the glyph's left), then transformed.
  const xs = commands.flatMap(({ x }) => (x === undefined ? [] : [x]));
  const ys = commands.flatMap(({ y }) => (y === undefined ? [] : [y]));
  const [centreX, centreY] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  const point = (x = 0, y = 0) => transform(x - centreX, y - centreY).map((value) => value.toFixed(1)).join(' ');
  return commands
    .map((command) => {
      switch (command.type) {
        case 'M':
        case 'L':
          return `${command.type}${point(command.x, command.y)}`;
        case 'Q':
          return `Q${point(command.x1, command.y1)} ${point(command.x, command.y)}`;
        case 'C':
          return `C${point(command.x1, command.y1)} ${point(command.x2, command.y2)} ${point(command.x, command.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

function noiseCurve(strokeWidth: number): string {
  const y = () => randomInt(2, height - 2);
  return `<path d="M${randomInt(0, 15)} ${y()}C${randomInt(25, 55)} ${y()} ${randomInt(65, 95)} ${y()} ${randomInt(105, width)} ${y()}" stroke="${darkColour()}" stroke-width="${strokeWidth}" fill="none"/>`;
}

function speckles(count: number): string {
  return Array.from({ length: count }, () => `<circle cx="${randomInt(0, width)}" cy="${randomInt(0, height)}" r="${between(0.4, 1.3).toFixed(1)}" fill="${darkColour()}"/>`).join('');
}

/**
 * The captcha picture as a PNG data URL. svg-captcha's own SVG carried each character as its font outline, only
 * shifted (issue 16, item 5: a script matching those outlines against the font solved 300 of 300); this draws the
 * font's glyphs distorted one by one, crosses them with noise, and sends only pixels.
 */
export function captchaImage(text: string): string {
  const spacing = width / (text.length + 1);
  const glyphs = [...text].map((char, index) => `<path fill="${darkColour()}" d="${glyphPath(char, glyphTransform(spacing * (index + 1)))}"/>`);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${lightColour()}"/>`,
    speckles(40),
    noiseCurve(1),
    ...glyphs,
    noiseCurve(1.6),
    noiseCurve(1.2),
    '</svg>',
  ].join('');
  const png = new Resvg(svg, { fitTo: { mode: 'zoom', value: scale }, font: { loadSystemFonts: false } }).render().asPng();
  return `data:image/png;base64,${png.toString('base64')}`;
}
