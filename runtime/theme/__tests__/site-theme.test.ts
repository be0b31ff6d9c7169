import { describe, expect, it } from 'vitest';
import { grayScopeOf, siteThemeOf } from '../site-theme.ts';

describe('grey mode (spec §4)', () => {
  it('0 is none; 1 greys the index element on the home page only; anything else the whole page', () => {
    expect(grayScopeOf(0, true)).toBe('none');
    expect(grayScopeOf(1, true)).toBe('index');
    expect(grayScopeOf(1, false)).toBe('none');
    expect(grayScopeOf(2, false)).toBe('page');
    expect(grayScopeOf(7, true)).toBe('page');
  });
});

describe('siteThemeOf', () => {
  it('maps the site’s theme colour onto the emotion theme (colours that pass contrast as they are)', () => {
    const theme = { colorId: 1, themeColorPrimary: '#1a5fb4', themeColorHoverPrimary: '#134a8e', otherColor: '#e8f0fb', bgOpacity: 0.2, bottomLineColor: '#0f0' };
    expect(siteThemeOf({ theme, site: { grayType: 2 } as never })).toEqual({
      colours: { primary: '#1a5fb4', primaryHover: '#134a8e', other: '#e8f0fb', bgOpacity: 0.2, bottomLine: '#0f0' },
      grayType: 2,
    });
  });
});
