// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiStatusError } from '../../../runtime/api/api-errors.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { articleRows, asPage, hostile, seed } from '../../../kits/home/__tests__/fixtures.ts';
import collectionDetail from '../index.ts';
import { collectionDetailProps } from '../contract.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const detailPath = '/rc-pub/front/album/detail';
const itemsPath = '/rc-pub/front/album/items';

const [seedAlbum] = seed('optics').albums;
const { items: seedItems, ...albumFields } = seedAlbum!;
type Counts = { thesis: number; picture: number; table: number; experts: number };
const detailOf = (counts: Counts) => ({ ...albumFields, counts, itemCount: counts.thesis + counts.picture + counts.table + counts.experts });

/** The album's articles as the items endpoint answers them, in the album's order. */
const thesisIds = (seedItems as { kind: string; refId: number }[]).filter((item) => item.kind === 'thesis').map((item) => item.refId);
const theses = articleRows('optics', (article) => thesisIds.includes(article.id))
  .sort((a, b) => thesisIds.indexOf(a.id) - thesisIds.indexOf(b.id))
  .map((article) => ({ kind: 'thesis', article }));

/** A figure as the items endpoint answers it (the shape of schemas/content/album-items.ts). */
const figure = {
  kind: 'picture',
  part: {
    id: 100010001,
    articleId: 10001,
    ordinal: 1,
    anchor: 'fig1',
    label: 'Figure 1',
    caption: 'Deflection angle against wavelength',
    imageUrl: '/rc-pub/files/10001/fig1.png',
    width: 800,
    height: 600,
    articleTitle: '基于相位梯度超构表面的宽带消色差光束偏折器',
    enArticleTitle: 'Broadband achromatic beam deflector based on phase-gradient metasurfaces',
    publishDate: '2025-10-25',
    visits: 10,
    downloads: 2,
    commentCount: 0,
  },
};
const table = { kind: 'table', part: { ...figure.part, id: 100010002, ordinal: 2, anchor: '', label: '', caption: '', imageUrl: '', width: null, height: null } };
const experts = seed('optics')
  .experts.slice(0, 2)
  .map((expert) => ({ kind: 'experts', expert }));

type Answers = { detail?: unknown; items?: (query: Record<string, string | number | undefined>) => unknown };

function render(props: Record<string, unknown>, answers: Answers, { url = `http://localhost/optics/en/collections/${albumFields.id}/`, lang = 'en' as 'en' | 'zh', bootstrap = sampleBootstrap('optics') } = {}) {
  return renderBlock(collectionDetail, { code: 'collectionDetail', props: { albumId: albumFields.id, ...props } }, {
    bootstrap,
    lang,
    url,
    get: (path, query) => {
      if (path === detailPath) {
        if (answers.detail instanceof Error) throw answers.detail;
        return answers.detail;
      }
      if (path === itemsPath) return answers.items?.(query);
      throw new Error(`unexpected ${path}`);
    },
  });
}

const full: Counts = { thesis: theses.length, picture: 1, table: 1, experts: experts.length };
const itemsByTab = (query: Record<string, string | number | undefined>) =>
  asPage(({ thesis: theses, picture: [figure], table: [table], experts } as Record<string, unknown[]>)[String(query.tab)] ?? [], 20);

describe('album page (collections/{virtualId})', () => {
  it('heads the page with the album (cover with alt text, description, count) and lists its articles', async () => {
    const { requests } = await render({ whenMissing: 'notFound' }, { detail: detailOf(full), items: itemsByTab });
    expect(await screen.findByRole('heading', { level: 1, name: albumFields.enName as string })).toBeTruthy();
    expect(screen.getByRole('img', { name: `Cover of ${albumFields.enName}` }).getAttribute('src')).toBe(albumFields.coverUrl);
    expect(screen.getByText(albumFields.enDescription as string)).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${detailOf(full).itemCount} items`))).toBeTruthy();
    expect(requests.map(({ path, query }) => [path, query])).toEqual([
      [detailPath, { id: albumFields.id }],
      [itemsPath, { id: albumFields.id, tab: 'thesis', sort: 'SYS_CREATED', page: 0, size: 20 }],
    ]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([`Articles (${full.thesis})`, 'Figures (1)', 'Tables (1)', `Experts (${full.experts})`]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(theses.map(({ article }) => article.enTitle));
    expect(within(panel).getByRole('link', { name: theses[0]!.article.enTitle }).getAttribute('href')).toBe(`/optics/en/article/${theses[0]!.article.id}/`);
  });

  it('offers the album sorts as links to this page, the current one marked, and shows the count it ranks by', async () => {
    await render({ tab: 'thesis', sort: 'VISITS' }, { detail: detailOf(full), items: itemsByTab }, { url: `http://localhost/optics/en/collections/${albumFields.id}/?tab=thesis&sort=VISITS` });
    const sorts = await screen.findByRole('navigation', { name: 'Sort by' });
    const links = within(sorts).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Collection order', 'Date', 'Views', 'Downloads', 'Comments']);
    expect(within(sorts).getByRole('link', { name: 'Views' }).getAttribute('aria-current')).toBe('true');
    expect(within(sorts).getByRole('link', { name: 'Date' }).getAttribute('href')).toBe(`/optics/en/collections/${albumFields.id}/?tab=thesis&sort=PUBLISH_DATE`);
    expect(within(sorts).getByRole('link', { name: 'Collection order' }).getAttribute('href')).toBe(`/optics/en/collections/${albumFields.id}/?tab=thesis`);
    const first = theses[0]!.article;
    expect(screen.getByText(`${first.visits} views`)).toBeTruthy();
  });

  it('offers no sorting by comments where the site has none (aggregated.enableComment)', async () => {
    await render({ tab: 'thesis' }, { detail: detailOf(full), items: itemsByTab }, { bootstrap: sampleBootstrap('optics', { aggregated: { enableComment: 0 } }) });
    const sorts = await screen.findByRole('navigation', { name: 'Sort by' });
    expect(within(sorts).getAllByRole('link').map((link) => link.textContent)).toEqual(['Collection order', 'Date', 'Views', 'Downloads']);
  });

  it('opens on the first tab that has items when the URL names none', async () => {
    const { requests } = await render({}, { detail: detailOf({ thesis: 0, picture: 1, table: 0, experts: 0 }), items: itemsByTab });
    expect((await screen.findByRole('tab', { name: 'Figures (1)' })).getAttribute('aria-selected')).toBe('true');
    expect(requests.at(-1)?.query.tab).toBe('picture');
  });

  it('shows a figure as a thumbnail whose alt text is its caption, linking to its place in the article', async () => {
    await render({ tab: 'picture' }, { detail: detailOf(full), items: itemsByTab });
    const name = `${figure.part.label} ${figure.part.caption}`;
    const image = await screen.findByRole('img', { name });
    expect(image.getAttribute('src')).toBe(figure.part.imageUrl);
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`/optics/en/article/${figure.part.articleId}/#fig1`);
    expect(screen.getByRole('link', { name: figure.part.enArticleTitle }).getAttribute('href')).toBe(`/optics/en/article/${figure.part.articleId}/`);
  });

  it('names a table without label or caption by its place in the article', async () => {
    await render({ tab: 'table' }, { detail: detailOf(full), items: itemsByTab });
    expect(await screen.findByRole('heading', { level: 3, name: 'Table 2 of the article' })).toBeTruthy();
  });

  it('lists experts without a sort control', async () => {
    await render({ tab: 'experts' }, { detail: detailOf(full), items: itemsByTab });
    expect(await screen.findByRole('heading', { level: 3, name: experts[0]!.expert.enName as string })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sort by' })).toBeNull();
  });

  it('loads another tab when chosen, shows it while loading, and puts it in the address', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    let release: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (release = resolve));
    const { requests } = await render(
      { tab: 'thesis', sort: 'DOWNLOADS' },
      {
        detail: detailOf(full),
        items: async (query) => {
          if (query.tab !== 'thesis') await waiting;
          return itemsByTab(query);
        },
      },
      { url: `http://localhost/optics/en/collections/${albumFields.id}/?tab=thesis&sort=DOWNLOADS&page=0` },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Figures (1)' }));
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(replaceState.mock.lastCall?.[2]).toBe(`/optics/en/collections/${albumFields.id}/?tab=picture&sort=DOWNLOADS`);
    await act(async () => release());
    expect(await screen.findByRole('img', { name: `${figure.part.label} ${figure.part.caption}` })).toBeTruthy();
    expect(requests.at(-1)).toEqual({ path: itemsPath, query: { id: albumFields.id, tab: 'picture', sort: 'DOWNLOADS', page: 0, size: 20 } });
  });

  it('says so when another tab cannot be loaded, with a way to try again', async () => {
    await render({ tab: 'thesis' }, {
      detail: detailOf(full),
      items: (query) => {
        if (query.tab === 'experts') throw new Error('service down');
        return itemsByTab(query);
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: `Experts (${full.experts})` }));
    expect(await screen.findByText('Data acquisition failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows "No data" in a tab with nothing in it', async () => {
    await render({ tab: 'table' }, { detail: detailOf({ ...full, table: 0 }), items: () => asPage([], 20) });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tables (0)' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the empty state for a configured album the site does not have', async () => {
    const missing = new ApiStatusError({ method: 'GET', path: detailPath }, { status: statusCodes.notFound, message: 'album 1 is not part of this site' });
    await render({ whenMissing: 'empty' }, { detail: missing });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Collection' })).toBeTruthy();
  });

  it('lets the album page’s own missing album fail (the page becomes a 404)', async () => {
    const missing = new ApiStatusError({ method: 'GET', path: detailPath }, { status: statusCodes.notFound });
    await render({ whenMissing: 'notFound' }, { detail: missing });
    expect(await screen.findByText('This section could not be displayed.')).toBeTruthy();
  });

  it('shows the album in Chinese', async () => {
    await render({ tab: 'thesis' }, { detail: detailOf(full), items: itemsByTab }, { lang: 'zh', url: `http://localhost/optics/zh/collections/${albumFields.id}/` });
    expect(await screen.findByRole('heading', { level: 1, name: albumFields.name as string })).toBeTruthy();
    expect(screen.getByRole('tab', { name: `论文（${full.thesis}）` })).toBeTruthy();
  });

  it('renders hostile text as text', async () => {
    const { container } = await render({ tab: 'picture' }, {
      detail: { ...detailOf(full), enName: hostile, enDescription: hostile },
      items: () => asPage([{ ...figure, part: { ...figure.part, caption: hostile, enArticleTitle: hostile } }]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('reads a tab, sort or page the URL gets wrong as none', () => {
    expect(collectionDetailProps.parse({ albumId: '1601', tab: 'videos', sort: 'random', page: '-1' })).toEqual({
      albumId: 1601,
      tab: undefined,
      sort: 'SYS_CREATED',
      page: 0,
      whenMissing: 'empty',
    });
  });
});
