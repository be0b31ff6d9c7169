import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../absolute-url.ts';

describe('absoluteUrl', () => {
  const origin = 'https://journals.example.org';

  it('keeps http(s) addresses and puts the origin before a path of the site', () => {
    expect(absoluteUrl('https://press.example.org/', origin)).toBe('https://press.example.org/');
    expect(absoluteUrl('/assets/optics/logo-pc.svg', origin)).toBe(`${origin}/assets/optics/logo-pc.svg`);
    expect(absoluteUrl('//cdn.example.org/logo.svg', origin)).toBe('https://cdn.example.org/logo.svg');
  });

  it('drops what names no page: fragments, queries, mail and phone links, bare names, nothing', () => {
    for (const link of ['#top', '?page=2', 'mailto:editor@example.org', 'tel:+4420', 'logo.svg', '']) expect(absoluteUrl(link, origin)).toBeUndefined();
  });
});
