// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import behaviour from '../behaviour.ts';
import backToTop from '../index.ts';

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

let scrollToSpy: ReturnType<typeof vi.fn>;
let undo: (() => void) | void;

beforeEach(() => {
  scrollToSpy = vi.fn();
  vi.stubGlobal('scrollTo', scrollToSpy);
  prefersReducedMotion(true);
});

afterEach(() => {
  undo?.();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

/** The server's HTML of the block, with its behaviour run on it as the page's entry would. */
async function render(props: Record<string, unknown> = {}, lang: 'en' | 'zh' = 'en') {
  const { container } = await renderBlock(backToTop, { code: 'backToTop', props }, { bootstrap: sampleBootstrap('optics'), lang });
  undo = behaviour(container);
}

describe('back to top', () => {
  it('arrives from the server hidden, so a browser without script never shows a button that cannot work', async () => {
    const { container } = await renderBlock(backToTop, { code: 'backToTop', props: {} }, { bootstrap: sampleBootstrap('optics'), lang: 'en' });
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true, writable: true });
    expect(container.querySelector('.mh-back-to-top')?.hasAttribute('hidden')).toBe(true);
  });

  it('stays hidden until the page has scrolled past 300 px (the shell default)', async () => {
    await render();
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(300);
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    scrollTo(120);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows at once when the page is already scrolled down', async () => {
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true, writable: true });
    await render();
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
  });

  it('uses the header variant threshold of 400 px when configured', async () => {
    await render({ threshold: 400 });
    scrollTo(350);
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(401);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
  });

  it('is labelled in Chinese on a Chinese page', async () => {
    await render({}, 'zh');
    scrollTo(1000);
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeTruthy();
  });

  it('jumps to the top when the reader prefers reduced motion', async () => {
    await render();
    scrollTo(1200);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollToSpy).toHaveBeenCalledTimes(1);
    expect(scrollToSpy).toHaveBeenCalledWith(0, 0);
  });

  it('otherwise eases to the top in about 500 ms', async () => {
    prefersReducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'Date', 'setTimeout'] });
    await render();
    scrollTo(1200);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    act(() => {
      vi.advanceTimersByTime(250);
    });
    const midway = scrollToSpy.mock.calls.at(-1)?.[1] as number | undefined;
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1200);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(scrollToSpy.mock.calls.at(-1)).toEqual([0, 0]);
    const positions = scrollToSpy.mock.calls.map((call) => call[1] as number);
    // Never moves back down.
    for (let i = 1; i < positions.length; i += 1) expect(positions[i]).toBeLessThanOrEqual(positions[i - 1]!);
  });
});
