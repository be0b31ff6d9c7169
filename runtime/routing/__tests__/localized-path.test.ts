import { describe, expect, it } from 'vitest';
import { localizedPath } from '../localized-path.ts';
import { familyPrefix } from '../../../schemas/routes/family-prefix.ts';

describe('localizedPath', () => {
  it('replaces the language segment of the language family', () => {
    expect(localizedPath('/zh/issue/2026/1/', '', 'en')).toBe('/en/issue/2026/1/');
    expect(localizedPath('/en/home/', '?x=1', 'ara')).toBe('/ara/home/?x=1');
  });

  it('replaces or inserts the language after the sld', () => {
    expect(localizedPath('/optics/zh/issues/', '', 'en')).toBe('/optics/en/issues/');
    expect(localizedPath('/optics/issues/', '', 'en')).toBe('/optics/en/issues/');
    expect(localizedPath('/optics', '', 'en')).toBe('/optics/en/');
  });

  it('sets ?lang= on routes without a language segment', () => {
    expect(localizedPath('/login', '?url=%2Fx', 'en')).toBe('/login?url=%2Fx&lang=en');
    expect(localizedPath('/', '', 'zh')).toBe('/?lang=zh');
  });
});

describe('familyPrefix', () => {
  it('starts paths with /{lang} or /{sld}/{lang}', () => {
    expect(familyPrefix('en')).toBe('/en');
    expect(familyPrefix('zh', 'optics')).toBe('/optics/zh');
  });
});
