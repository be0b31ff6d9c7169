import { describe, expect, it } from 'vitest';
import { parseLocation } from '../../../runtime/routing/parse-location.ts';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { screenModules } from '../screen-modules.ts';

const optics = sampleBootstrap('optics');
const screenOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { modules, status } = screenModules(parseLocation(pathname, search), optics);
  return { status, modules: modules.map((module) => ({ code: module.code, props: module.props })) };
};
/** The numeric id of one of the site's resource types, by its code (spec §3 "Search resource type"). */
const typeId = (code: string) => String(optics.search.resourceTypes.find((type) => type.code === code)!.type);

describe('collection screens', () => {
  it('lists the albums at collectionList/{id} in both route families, with the menu entry and page from the URL', () => {
    expect(screenOf('/en/collectionList/1206/?page=2')).toEqual({ status: 200, modules: [{ code: 'collectionList', props: { menuId: '1206', page: '2' } }] });
    expect(screenOf('/optics/zh/collectionList/').modules).toEqual([{ code: 'collectionList', props: { menuId: undefined, page: undefined } }]);
  });

  it('shows one album at collections/{virtualId}, its tab, sort and page from the URL, a 404 when missing', () => {
    expect(screenOf('/optics/en/collections/1601/?tab=picture&sort=VISITS')).toEqual({
      status: 200,
      modules: [{ code: 'collectionDetail', props: { albumId: '1601', tab: 'picture', sort: 'VISITS', page: undefined, whenMissing: 'notFound' } }],
    });
    for (const url of ['/en/collections/', '/en/collections/abc/', '/en/collections/1e3/']) expect(screenOf(url), url).toEqual({ status: 404, modules: [{ code: 'notFound', props: {} }] });
  });

  it('shows books at /bookList and one book at /bookList?id=…, leaving searches (issearch=1) to the results', () => {
    expect(screenOf('/bookList?slds=optics&page=1').modules).toEqual([{ code: 'bookList', props: { page: '1' } }]);
    expect(screenOf('/bookList?slds=optics&id=1501').modules).toEqual([{ code: 'bookDetail', props: { bookId: '1501' } }]);
    expect(screenOf('/bookList?id=x').status).toBe(404);
    expect(screenOf('/bookList?type=7&issearch=1&q=x').modules[0]?.code).toBe('searchResults');
  });

  it('plays audio or video at /audioList without a search, keeping searches with a keyword or advanced rows', () => {
    const kindOf = (url: string) => screenOf(url).modules[0]?.props.type;
    expect(screenOf('/audioList?type=video&index=-1').modules).toEqual([{ code: 'mediaPlayerList', props: { type: 'video', page: undefined } }]);
    expect(kindOf('/audioList?type=audio&index=-1')).toBe('audio');
    expect(kindOf(`/audioList?type=${typeId('audio')}`)).toBe('audio');
    expect(kindOf(`/audioList?type=${typeId('video')}`)).toBe('video');
    expect(kindOf('/audioList')).toBe('video');
    expect(kindOf('/audioList?type=podcast&q=%20')).toBe('video');
    expect(screenOf('/audioList?type=video&q=laser').modules[0]?.code).toBe('searchResults');
    expect(screenOf('/audioList?type=audio&f1=resName_tic&t1=laser').modules[0]?.code).toBe('searchResults');
  });

  it('leaves other screens to others', () => {
    expect(screenOf('/textList?type=video&index=-1').modules[0]?.code).toBe('searchResults');
    expect(screenOf('/optics/en/home/').modules[0]?.code).not.toMatch(/^(collection|book|mediaPlayer)/);
  });
});
