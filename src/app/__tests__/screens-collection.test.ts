import { describe, expect, it } from 'vitest';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { placedScreen } from '../../../tests/support/placed-screen.ts';

const optics = sampleBootstrap('optics');
const screenOf = (url: string) => placedScreen(url, optics);
/** The numeric id of one of the site's resource types, by its code (spec §3 "Search resource type"). */
const typeId = (code: string) => String(optics.search.resourceTypes.find((type) => type.code === code)!.type);

describe('collection screens', () => {
  it('lists the albums at collectionList/{id} in both route families, with the menu entry and page from the URL', async () => {
    expect(await screenOf('/en/collectionList/1206/?page=2')).toMatchObject({ status: 200, modules: [{ code: 'collectionList', props: { menuId: '1206', page: 2 } }] });
    expect((await screenOf('/optics/zh/collectionList/')).modules).toMatchObject([{ code: 'collectionList', props: { page: 0 } }]);
  });

  it('shows one album at collections/{virtualId}, its tab, sort and page from the URL, a 404 when missing', async () => {
    expect(await screenOf('/optics/en/collections/1601/?tab=picture&sort=VISITS')).toMatchObject({
      status: 200,
      modules: [{ code: 'collectionDetail', props: { albumId: 1601, tab: 'picture', sort: 'VISITS', page: 0, whenMissing: 'notFound' } }],
    });
    for (const url of ['/en/collections/', '/en/collections/abc/', '/en/collections/1e3/']) expect(await screenOf(url), url).toMatchObject({ status: 404, modules: [{ code: 'notFound', props: {} }] });
  });

  it('shows books at /bookList and one book at /bookList?id=…, leaving searches (issearch=1) to the results', async () => {
    expect((await screenOf('/bookList?slds=optics&page=1')).modules).toMatchObject([{ code: 'bookList', props: { page: 1 } }]);
    expect((await screenOf('/bookList?slds=optics&id=1501')).modules).toMatchObject([{ code: 'bookDetail', props: { bookId: 1501 } }]);
    expect((await screenOf('/bookList?id=x')).status).toBe(404);
    expect((await screenOf('/bookList?type=7&issearch=1&q=x')).modules[0]?.code).toBe('searchResults');
  });

  it('plays audio or video at /audioList without a search, keeping searches with a keyword or advanced rows', async () => {
    const kindOf = async (url: string) => (await screenOf(url)).modules[0]?.props?.type;
    expect((await screenOf('/audioList?type=video&index=-1')).modules).toMatchObject([{ code: 'mediaPlayerList', props: { type: 'video', page: 0 } }]);
    expect(await kindOf('/audioList?type=audio&index=-1')).toBe('audio');
    expect(await kindOf(`/audioList?type=${typeId('audio')}`)).toBe('audio');
    expect(await kindOf(`/audioList?type=${typeId('video')}`)).toBe('video');
    expect(await kindOf('/audioList')).toBe('video');
    expect(await kindOf('/audioList?type=podcast&q=%20')).toBe('video');
    expect((await screenOf('/audioList?type=video&q=laser')).modules[0]?.code).toBe('searchResults');
    expect((await screenOf('/audioList?type=audio&f1=resName_tic&t1=laser')).modules[0]?.code).toBe('searchResults');
  });

  it('leaves other screens to others', async () => {
    expect((await screenOf('/textList?type=video&index=-1')).modules[0]?.code).toBe('searchResults');
    expect((await screenOf('/optics/en/home/')).modules[0]?.code).not.toMatch(/^(collection|book|mediaPlayer)/);
  });
});
