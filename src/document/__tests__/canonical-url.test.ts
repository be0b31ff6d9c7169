import { describe, expect, it } from 'vitest';
import { contentQuery, pageUrlIn } from '../canonical-url.ts';

describe('pageUrlIn', () => {
  it('names the language a page was shown in when its path has none', () => {
    expect(pageUrlIn(new URL('https://j.example/optics/home/'), 'zh')).toBe('https://j.example/optics/zh/home/');
    expect(pageUrlIn(new URL('https://j.example/optics/'), 'en')).toBe('https://j.example/optics/en/');
  });

  it('replaces the language segment for an alternate', () => {
    expect(pageUrlIn(new URL('https://j.example/en/issues/'), 'ara')).toBe('https://j.example/ara/issues/');
  });

  it('drops how the reader arrived and orders what the page shows', () => {
    expect(pageUrlIn(new URL('https://j.example/optics/en/search/?utm_source=mail&type=1&q=laser&fbclid=x&timestamps=17'), 'en')).toBe(
      'https://j.example/optics/en/search/?q=laser&type=1',
    );
  });
});

describe('contentQuery', () => {
  it('is empty when nothing but arrival parameters is left', () => {
    expect(contentQuery('?gclid=1&token=abc&userName=me')).toBe('');
  });
});
