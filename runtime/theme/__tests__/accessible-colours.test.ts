import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultThemeColours } from '../../../schemas/theme-defaults.ts';
import { mergeThemeColours, themeColourList, type ThemeColour } from '../../../schemas/theme.ts';
import { accessibleThemeColours, minimumTextContrast } from '../accessible-colours.ts';
import { baseColours } from '../base-colours.ts';
import { contrastRatio, parseCssColour } from '../colour-contrast.ts';
import { siteThemeOf } from '../site-theme.ts';

/**
 * The text/background pairs every page paints with the theme colour (runtime/theme/global-styles.tsx and the
 * blocks' use of the variables), checked for each of the 11 theme colours as this deployment configures them
 * (site-configs/themes.json over the default palette) and as the palette ships.
 */
const configured = mergeThemeColours(themeColourList.parse(JSON.parse(readFileSync('site-configs/themes.json', 'utf8')).colours));
const ratio = (foreground: string, background: string) => contrastRatio(parseCssColour(foreground)!, parseCssColour(background)!);
const themeOf = (colour: ThemeColour) => siteThemeOf({ theme: colour, site: { grayType: 0 } as never }).colours;

/** [what, foreground, background] for every pair a page paints. */
function pairsOf(colours: ReturnType<typeof themeOf>): [string, string, string][] {
  const { surface, page, onPrimary, text, muted } = baseColours;
  return [
    ['primary link text on white', colours.primary, surface],
    ['primary link text on the page background', colours.primary, page],
    ['white text on a primary button or the navigation', onPrimary, colours.primary],
    ['hover link text on white', colours.primaryHover, surface],
    ['hover link text on the page background', colours.primaryHover, page],
    ['white text on a hovered button', onPrimary, colours.primaryHover],
    ['primary text on the tint (hovered icon buttons)', colours.primary, colours.other],
    ['hover text on the tint', colours.primaryHover, colours.other],
    ['body text on the tint', text, colours.other],
    ['muted text on the tint', muted, colours.other],
    ['muted text on white', muted, surface],
    ['muted text on the page background', muted, page],
    ['body text on the page background', text, page],
  ];
}

describe.each([
  ['as configured', configured],
  ['as the default palette ships', defaultThemeColours],
])('theme colours %s', (_name, palette) => {
  it('are all 11', () => {
    expect(palette.map((colour) => colour.colorId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  describe.each(palette.map((colour) => [colour.colorId, colour] as const))('colour %i', (_id, colour) => {
    it.each(pairsOf(themeOf(colour)))('%s reaches 4.5:1', (_what, foreground, background) => {
      expect(ratio(foreground, background)).toBeGreaterThanOrEqual(minimumTextContrast);
    });
  });
});

describe('deriving accessible variants', () => {
  const checks = (colours: ReturnType<typeof themeOf>) => pairsOf(colours).every(([, foreground, background]) => ratio(foreground, background) >= minimumTextContrast);

  it('keeps every configured colour whose pairs already pass, exactly as written', () => {
    for (const colour of [...configured, ...defaultThemeColours]) {
      const asConfigured = { primary: colour.themeColorPrimary, primaryHover: colour.themeColorHoverPrimary, other: colour.otherColor, bgOpacity: colour.bgOpacity, bottomLine: colour.bottomLineColor };
      if (checks(asConfigured)) expect(themeOf(colour)).toEqual(asConfigured);
    }
  });

  it('adjusts the colours that fail: at least one shipped colour needs it, and only as far as needed', () => {
    const failing = defaultThemeColours.filter(
      (colour) => !checks({ primary: colour.themeColorPrimary, primaryHover: colour.themeColorHoverPrimary, other: colour.otherColor, bgOpacity: 0, bottomLine: '' }),
    );
    expect(failing.length).toBeGreaterThan(0);
    for (const colour of failing) {
      const derived = themeOf(colour);
      if (ratio(colour.themeColorPrimary, baseColours.page) < minimumTextContrast) {
        // Darkened just enough: the page background is the lightest that matters after white, so it sets the bar.
        expect(derived.primary).not.toBe(colour.themeColorPrimary);
        expect(ratio(derived.primary, baseColours.page)).toBeLessThan(minimumTextContrast + 0.1);
      }
      expect(derived.bottomLine).toBe(colour.bottomLineColor);
    }
  });

  it('darkens a translucent or hsl primary into an opaque colour that passes, and leaves unreadable values alone', () => {
    const derived = accessibleThemeColours({ primary: 'rgba(26, 95, 180, 0.4)', primaryHover: 'hsl(30, 100%, 50%)', other: '#777777', bgOpacity: 0.1, bottomLine: '#000' });
    expect(derived.primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(derived.primaryHover).toMatch(/^#[0-9a-f]{6}$/);
    expect(checks(derived)).toBe(true);
    expect(accessibleThemeColours({ primary: '#12345', primaryHover: '#12345', other: '#12345', bgOpacity: 0.1, bottomLine: '#000' }).primary).toBe('#12345');
  });

  it('keeps the hue when darkening: the channels keep their order', () => {
    const derived = accessibleThemeColours({ primary: '#ffb000', primaryHover: '#ffb000', other: '#ffffff', bgOpacity: 0.1, bottomLine: '#000' });
    const { r, g, b } = parseCssColour(derived.primary)!;
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(ratio(derived.primary, '#ffffff')).toBeGreaterThanOrEqual(minimumTextContrast);
  });
});
