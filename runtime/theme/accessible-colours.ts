import { baseColours } from './base-colours.ts';
import { composite, contrastRatio, mix, parseCssColour, toHex, type Rgba } from './colour-contrast.ts';
import type { SiteTheme } from './site-theme.ts';

/** WCAG 2.2 success criterion 1.4.3 (AA): normal-size text needs 4.5:1 against its background. */
export const minimumTextContrast = 4.5;

type ThemeColours = SiteTheme['colours'];

const black: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };
/** The colours as painted on the surface (white); colours that cannot be read are left out of the checks. */
const opaque = (colours: string[]): Rgba[] =>
  colours.flatMap((colour) => {
    const parsed = parseCssColour(colour);
    return parsed ? [composite(parsed, white)] : [];
  });
const rounded = ({ r, g, b, a }: Rgba): Rgba => ({ r: Math.round(r), g: Math.round(g), b: Math.round(b), a });

/** The least move of `from` towards `to` that `passes` (which `to` itself does), found by bisection. */
function leastMoveThatPasses(from: Rgba, to: Rgba, passes: (colour: Rgba) => boolean): Rgba {
  let low = 0;
  let high = 1;
  for (let step = 0; step < 24; step += 1) {
    const middle = (low + high) / 2;
    if (passes(rounded(mix(from, to, middle)))) high = middle;
    else low = middle;
  }
  return rounded(mix(from, to, high));
}

/**
 * A configured colour kept as written when it passes; else the nearest colour towards `towards` that does, as
 * `#rrggbb` (a translucent colour is first painted over the surface). Unreadable colours are left alone.
 */
function adjusted(colour: string, towards: Rgba, passes: (colour: Rgba) => boolean): string {
  const parsed = parseCssColour(colour);
  if (!parsed) return colour;
  const painted = composite(parsed, white);
  return passes(painted) ? colour : toHex(leastMoveThatPasses(painted, towards, passes));
}

/**
 * The theme colours as pages use them, so no configured colour ships failing contrast (WCAG 1.4.3, 1.4.11):
 * primary and its hover are link text on the surface and page backgrounds and the background of white text
 * (navigation, buttons), so each is darkened until it reaches 4.5:1 against all three; `other` is the tint behind
 * primary, hover, body and muted text, so it is lightened until each of them reaches 4.5:1 on it. Colours that
 * already pass are kept exactly as configured; the bottom line is decoration and stays as it is.
 */
export function accessibleThemeColours(colours: ThemeColours): ThemeColours {
  const lightBackgrounds = opaque([baseColours.surface, baseColours.page, baseColours.onPrimary]);
  const readableOnLight = (colour: Rgba) => lightBackgrounds.every((background) => contrastRatio(colour, background) >= minimumTextContrast);
  const primary = adjusted(colours.primary, black, readableOnLight);
  const primaryHover = adjusted(colours.primaryHover, black, readableOnLight);
  const textsOnTint = opaque([primary, primaryHover, baseColours.text, baseColours.muted]);
  const tintUnderText = (background: Rgba) => textsOnTint.every((text) => contrastRatio(text, background) >= minimumTextContrast);
  const other = adjusted(colours.other, white, tintUnderText);
  return { ...colours, primary, primaryHover, other };
}
