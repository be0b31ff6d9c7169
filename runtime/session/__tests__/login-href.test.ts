import { describe, expect, it } from 'vitest';
import { loginHref } from '../login-href.ts';
import { returnTargetOf } from '../return-target.ts';

describe('loginHref', () => {
  it('returns to the path and query, dropping origin and hash', () => {
    expect(loginHref('https://optics.example.org/optics/en/article/12?from=search#fig1', 'en')).toBe('/login?url=%2Foptics%2Fen%2Farticle%2F12%3Ffrom%3Dsearch&lang=en');
    expect(loginHref('https://evil.example.com/en/news?id=3#top', 'en')).toBe('/login?url=%2Fen%2Fnews%3Fid%3D3&lang=en');
    expect(loginHref(new URL('https://x.example.org/ecology/kor/'), 'kor')).toBe('/login?url=%2Fecology%2Fkor%2F&lang=kor');
  });

  it('keeps the return target when already on the login page', () => {
    expect(loginHref('/login?url=%2Fen%2Fuser%2Fcenter&lang=en', 'en')).toBe('/login?url=%2Fen%2Fuser%2Fcenter&lang=en');
    expect(loginHref('/login?lang=zh', 'zh')).toBe('/login?url=%2F&lang=zh');
    expect(loginHref('/login?url=https%3A%2F%2Fevil.example.com', 'en')).toBe('/login?url=%2F&lang=en');
    expect(loginHref('/login?url=%2F%2Fevil.example.com', 'en')).toBe('/login?url=%2F&lang=en');
  });
});

describe('returnTargetOf', () => {
  it('returns to a path on this site, with its query', () => {
    expect(returnTargetOf('/optics/en/article/12?from=search', '/optics/en/home/')).toBe('/optics/en/article/12?from=search');
  });

  it("goes to the site's home page without a target, or with one that leaves the site", () => {
    for (const url of [undefined, '', '/', 'https://evil.example.com/', '//evil.example.com', '/\\evil.example.com', '/%2F%2Fevil.example.com', 'javascript:alert(1)', '/a\nb']) {
      expect(returnTargetOf(url, '/optics/en/home/')).toBe('/optics/en/home/');
    }
  });
});
