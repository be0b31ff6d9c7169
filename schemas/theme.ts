import { z } from 'zod';
import { cssColor } from './primitives.ts';
import { defaultThemeColours } from './theme-defaults.ts';

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
