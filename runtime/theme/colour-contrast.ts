/** An sRGB colour, channels 0-255, alpha 0-1. */
export type Rgba = { r: number; g: number; b: number; a: number };

const clampByte = (value: number) => Math.min(255, Math.max(0, value));
const clampUnit = (value: number) => Math.min(1, Math.max(0, value));

/** `50%` → 127.5 of 255; `50` → 50. */
const channel = (text: string) => clampByte(text.endsWith('%') ? (Number.parseFloat(text) / 100) * 255 : Number.parseFloat(text));
const unit = (text: string) => clampUnit(text.endsWith('%') ? Number.parseFloat(text) / 100 : Number.parseFloat(text));

/** CSS Color 4's hsl → rgb: hue in degrees, saturation and lightness 0-1. */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const amplitude = saturation * Math.min(lightness, 1 - lightness);
  const at = (n: number) => {
    const k = (n + hue / 30) % 12;
    return (lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return [at(0), at(8), at(4)];
}

/** hsl's saturation and lightness are percentages, with or without the sign. */
const percentage = (text: string) => clampUnit(Number.parseFloat(text) / 100);

/**
 * The CSS colours a theme may hold (`schemas/primitives.ts` cssColor: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
 * `rgb[a](…)`, `hsl[a](…)`) as channels; undefined for anything else.
 */
export function parseCssColour(text: string): Rgba | undefined {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!;
    const [r, g, b, a = 'ff'] = digits;
    return { r: Number.parseInt(r!, 16), g: Number.parseInt(g!, 16), b: Number.parseInt(b!, 16), a: Number.parseInt(a, 16) / 255 };
  }
  const functional = /^(rgb|hsl)a?\(\s*([\d.%]+)\s*,\s*([\d.%]+)\s*,\s*([\d.%]+)\s*(?:,\s*([\d.]+%?)\s*)?\)$/.exec(value);
  if (!functional) return undefined;
  const [, kind, first, second, third, alpha] = functional as unknown as [string, 'rgb' | 'hsl', string, string, string, string | undefined];
  const a = alpha === undefined ? 1 : unit(alpha);
  if (kind === 'rgb') return { r: channel(first), g: channel(second), b: channel(third), a };
  const [r, g, b] = hslToRgb(Number.parseFloat(first) % 360, percentage(second), percentage(third));
  return { r, g, b, a };
}

/** `colour` painted over an opaque `background`. */
export function composite(colour: Rgba, background: Rgba): Rgba {
  const over = (top: number, bottom: number) => top * colour.a + bottom * (1 - colour.a);
  return { r: over(colour.r, background.r), g: over(colour.g, background.g), b: over(colour.b, background.b), a: 1 };
}

/** WCAG 2.2 relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (byte: number) => {
    const c = byte / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.2 contrast ratio (1-21) of a foreground over an opaque background; a translucent foreground is composited first. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const [one, two] = [relativeLuminance(composite(foreground, background)), relativeLuminance(background)];
  return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
}

/** `from` moved a fraction `amount` (0-1) of the way to `to`, channel by channel. */
export function mix(from: Rgba, to: Rgba, amount: number): Rgba {
  const at = (a: number, b: number) => a + (b - a) * amount;
  return { r: at(from.r, to.r), g: at(from.g, to.g), b: at(from.b, to.b), a: at(from.a, to.a) };
}

/** `#rrggbb` (opaque colours) or `#rrggbbaa`. */
export function toHex({ r, g, b, a }: Rgba): string {
  const pair = (value: number) => Math.round(clampByte(value)).toString(16).padStart(2, '0');
  return `#${pair(r)}${pair(g)}${pair(b)}${a < 1 ? pair(a * 255) : ''}`;
}
