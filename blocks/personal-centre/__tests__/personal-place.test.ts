import { describe, expect, it } from 'vitest';
import { placeHref, readPlace } from '../personal-place.ts';

describe('the place in the personal centre', () => {
  it('reads the menu, tab, page and album from the query, tolerating anything else', () => {
    expect(readPlace({ menu: 'album', album: '7', tab: 'video', page: '2' })).toEqual({ menu: 'album', tab: 'video', page: 2, album: 7 });
    expect(readPlace({ menu: 'infomation' })).toEqual({ menu: 'infomation', tab: 'article', page: 0, album: null });
    expect(readPlace({ menu: 'nonsense', tab: 'publication', page: '-1', album: '7' })).toEqual({ menu: 'collect', tab: 'journal', page: 0, album: null });
    expect(readPlace({})).toEqual({ menu: 'collect', tab: 'article', page: 0, album: null });
  });

  it('writes one address per place, keeping the query it came with and leaving defaults out', () => {
    expect(placeHref({ menu: 'collect', tab: 'article', page: 0, album: null }, '/personal?lang=en&slds=optics&menu=album&page=3')).toBe('/personal?lang=en&slds=optics');
    expect(placeHref({ menu: 'album', tab: 'audio', page: 1, album: 7 }, '/personal?lang=zh')).toBe('/personal?lang=zh&menu=album&album=7&tab=audio&page=1');
  });
});
