// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moduleDescriptor } from '../../../schemas/module-list.ts';
import { PageContext, type PageContextValue } from '../../../runtime/context/page-context.ts';
import { bundledI18n } from '../../../runtime/i18n/bundled-catalogues.ts';
import { parseLocation } from '../../../runtime/routing/parse-location.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import behaviour from '../behaviour.ts';
import carousel from '../index.ts';
import { carouselProps } from '../contract.ts';
import Carousel from '../Carousel.tsx';

const opticsCarousel = moduleDescriptor.parse(
  (JSON.parse(readFileSync('site-configs/optics/modules.json', 'utf8')).home as { code: string }[]).find((module) => module.code === 'carousel'),
);
const still = { ...opticsCarousel, props: { ...opticsCarousel.props, autoplay: false } };

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

let undo: (() => void) | void;

/** The server's HTML of the block, with its behaviour run on it as the page's entry would. */
async function renderCarousel(...[module, options]: Parameters<typeof renderBlock> extends [unknown, ...infer Rest] ? Rest : never) {
  const result = await renderBlock(carousel, module, options);
  undo = behaviour(result.container);
  return result;
}

const currentSlide = () => screen.getByRole('group', { name: /^Slide \d of 3$/ });

beforeEach(() => prefersReducedMotion(false));
afterEach(() => {
  undo?.();
  undo = undefined;
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('carousel', () => {
  it('is a labelled carousel region showing the first slide as a real link (English)', async () => {
    await renderCarousel(still, { bootstrap: sampleBootstrap('optics') });
    const region = screen.getByRole('region', { name: 'Carousel' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(region).getByRole('heading', { level: 2, name: 'Carousel' })).toBeTruthy();
    const slide = currentSlide();
    expect(slide.getAttribute('aria-label')).toBe('Slide 1 of 3');
    expect(slide.getAttribute('aria-roledescription')).toBe('slide');
    const link = within(slide).getByRole('link', { name: 'Issue 2, 2026: Metasurface Optics' });
    expect(link.getAttribute('href')).toBe('/optics/issue/2026/2/');
    expect(slide.querySelector('img')?.getAttribute('src')).toBe('/assets/optics/slides/metasurface.svg');
    expect(slide.querySelector('img')?.getAttribute('alt')).toBe('');
    // The other slides are in the page (real links) but hidden until chosen.
    expect(region.querySelectorAll('[aria-roledescription="slide"][hidden]')).toHaveLength(2);
    expect(region.querySelectorAll('a[href]')).toHaveLength(3);
  });

  it('uses the Chinese titles and labels on a Chinese page', async () => {
    await renderCarousel(still, { bootstrap: sampleBootstrap('optics'), lang: 'zh' });
    expect(screen.getByRole('region', { name: '轮播图' })).toBeTruthy();
    const slide = screen.getByRole('group', { name: '第 1 张，共 3 张' });
    expect(within(slide).getByRole('link').textContent).toBe('2026 年第 2 期：超构表面光学专辑');
    expect(screen.getByRole('button', { name: '下一张' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '上一张' })).toBeTruthy();
  });

  it('moves with the previous and next buttons, wrapping around', async () => {
    await renderCarousel(still, { bootstrap: sampleBootstrap('optics') });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
    expect(within(currentSlide()).getByRole('link').getAttribute('href')).toBe('/optics/collectionList/1/');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 3 of 3');
    expect(within(currentSlide()).getByRole('link', { name: 'Call for papers: 12th Young Scholars Forum on Photonics' }).getAttribute('href')).toBe('/optics/newsInfo/1403/0/');
  });

  it('reaches every slide from the keyboard: slide buttons and arrow keys', async () => {
    await renderCarousel(still, { bootstrap: sampleBootstrap('optics') });
    const picker = screen.getByRole('group', { name: 'Choose a slide' });
    const dots = within(picker).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
    expect(dots.every((dot) => dot.tagName === 'BUTTON' && dot.getAttribute('type') === 'button')).toBe(true);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(dots[2]!);
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 3 of 3');
    expect(within(picker).getAllByRole('button')[2]?.getAttribute('aria-current')).toBe('true');
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 3 of 3');
  });

  it('rotates by itself when autoplay is on, pausing on hover and focus and on request', async () => {
    vi.useFakeTimers();
    await renderCarousel(opticsCarousel, { bootstrap: sampleBootstrap('optics') });
    const region = screen.getByRole('region', { name: 'Carousel' });
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');

    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 3 of 3');

    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.focus(next);
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 3 of 3');
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    fireEvent.blur(next, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slide rotation' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Start slide rotation' }), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slide rotation' }), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
  });

  it('honours intervalMs', async () => {
    vi.useFakeTimers();
    await renderCarousel({ ...opticsCarousel, props: { ...opticsCarousel.props, intervalMs: 8000 } }, { bootstrap: sampleBootstrap('optics') });
    act(() => vi.advanceTimersByTime(7000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    act(() => vi.advanceTimersByTime(1000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
  });

  it('never rotates for readers who prefer reduced motion, nor without autoplay', async () => {
    vi.useFakeTimers();
    prefersReducedMotion(true);
    await renderCarousel(opticsCarousel, { bootstrap: sampleBootstrap('optics') });
    act(() => vi.advanceTimersByTime(30_000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    expect(screen.queryByRole('button', { name: /slide rotation/ })).toBeNull();
    undo?.();
    cleanup();

    prefersReducedMotion(false);
    await renderCarousel(still, { bootstrap: sampleBootstrap('optics') });
    act(() => vi.advanceTimersByTime(30_000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    expect(screen.queryByRole('button', { name: /slide rotation/ })).toBeNull();
  });

  it('renders the first slide on the server, the others hidden, the rotation control hidden', () => {
    const bootstrap = sampleBootstrap('optics');
    // The carousel makes no API calls.
    const api = {} as PageContextValue['api'];
    const html = renderToString(
      <I18nextProvider i18n={bundledI18n('en')}>
        <PageContext.Provider value={{ bootstrap, diagnostics: [], location: parseLocation('/optics/en/home/'), path: '/optics/en/home/', api, lang: 'en', sld: 'optics', prefix: '/optics/en', dev: false, device: 'desktop' }}>
          <Carousel props={carouselProps.parse(opticsCarousel.props)} module={opticsCarousel} data={undefined} />
        </PageContext.Provider>
      </I18nextProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const slides = [...doc.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.hasAttribute('hidden'))).toEqual([false, true, true]);
    expect(slides[0]?.querySelector('a')?.getAttribute('href')).toBe('/optics/issue/2026/2/');
    expect(slides[0]?.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(slides[1]?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    // Only the browser knows whether the reader allows motion: the pause button waits, hidden, for the behaviour.
    expect(doc.querySelector('.mh-carousel-rotation')?.hasAttribute('hidden')).toBe(true);
  });

  it('shows a slide without a link as a plain frame and a single slide without controls', async () => {
    await renderBlock(
      carousel,
      { ...still, props: { slides: [{ title: '标题', enTitle: 'Only slide', imageUrl: '/a.jpg', link: '' }] } },
      { bootstrap: sampleBootstrap('optics') },
    );
    expect(screen.getByText('Only slide')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows No data without slides', async () => {
    await renderCarousel({ ...still, props: {} }, { bootstrap: sampleBootstrap('optics') });
    expect(screen.getByRole('heading', { level: 2, name: 'Carousel' })).toBeTruthy();
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('falls back to the i18n title and to the other language’s slide title', async () => {
    await renderCarousel({ ...still, enName: '', props: { slides: [{ title: '仅中文', imageUrl: '/a.jpg', link: '/x/' }] } }, { bootstrap: sampleBootstrap('optics') });
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '仅中文' })).toBeTruthy();
  });

  it('refuses script links (invalid props render nothing)', async () => {
    const { container } = await renderCarousel({ ...still, props: { slides: [{ title: 'x', link: 'javascript:alert(1)' }] } }, { bootstrap: sampleBootstrap('optics') });
    expect(container.textContent).toBe('');
  });

  it('shows hostile titles as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = await renderCarousel(
      { ...still, enName: hostile, props: { slides: [{ title: hostile, enTitle: hostile, imageUrl: '/a.jpg', link: '/a/' }] } },
      { bootstrap: sampleBootstrap('optics') },
    );
    expect(screen.getByRole('region', { name: hostile })).toBeTruthy();
    expect(screen.getByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
