import type { ThemeColour } from './theme.ts';

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
