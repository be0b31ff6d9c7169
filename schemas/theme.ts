import { z } from 'zod';
import { cssColor } from './primitives.ts';

/** One of the 11 theme colours (spec §3: colorId 1-11 with five values). */
export const themeColour = z.object({
  colorId: z.number().int().min(1).max(11),
  themeColorPrimary: cssColor,
  themeColorHoverPrimary: cssColor,
  otherColor: cssColor,
  bgOpacity: z.number().min(0).max(1).default(0.1),
  bottomLineColor: cssColor,
});
export type ThemeColour = z.infer<typeof themeColour>;

const palette = (
  colorId: number,
  themeColorPrimary: string,
  themeColorHoverPrimary: string,
  otherColor: string,
  bottomLineColor: string,
): ThemeColour => ({ colorId, themeColorPrimary, themeColorHoverPrimary, otherColor, bgOpacity: 0.1, bottomLineColor });

/** The palette a deployment starts with; `site-configs/themes.json` may replace any entry. */
export const defaultThemeColours: ThemeColour[] = [
  palette(1, '#1a5fb4', '#134a8e', '#e8f0fb', '#1a5fb4'),
  palette(2, '#b01e2f', '#8c1725', '#fbeaec', '#b01e2f'),
  palette(3, '#1b7f5a', '#146346', '#e6f4ee', '#1b7f5a'),
  palette(4, '#6a3fb5', '#53318f', '#f0eafa', '#6a3fb5'),
  palette(5, '#c25b00', '#9a4800', '#fcefe3', '#c25b00'),
  palette(6, '#00798c', '#005f6e', '#e3f4f6', '#00798c'),
  palette(7, '#2d3a4a', '#1c2531', '#eceff3', '#2d3a4a'),
  palette(8, '#a0306e', '#7f2657', '#f8e9f1', '#a0306e'),
  palette(9, '#5b7a00', '#475f00', '#f0f5e0', '#5b7a00'),
  palette(10, '#0b6bcb', '#0955a3', '#e4f0fc', '#0b6bcb'),
  palette(11, '#8a6d1f', '#6c5518', '#f6f0e0', '#8a6d1f'),
];

/** The theme file lists replacements by colorId; missing ids keep their default. */
export const themeColourList = z
  .array(themeColour)
  .refine((list) => new Set(list.map((entry) => entry.colorId)).size === list.length, {
    message: 'each colorId may appear once',
  })
  .default([]);

export function mergeThemeColours(overrides: ThemeColour[]): ThemeColour[] {
  return defaultThemeColours.map((colour) => overrides.find((entry) => entry.colorId === colour.colorId) ?? colour);
}
