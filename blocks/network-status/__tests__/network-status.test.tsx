// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import behaviour from '../behaviour.ts';
import networkStatus from '../index.ts';

let undo: (() => void) | void;

afterEach(() => {
  undo?.();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function render(lang: 'en' | 'zh' = 'en') {
  const { container } = await renderBlock(networkStatus, { code: 'networkStatus' }, { bootstrap: sampleBootstrap('optics'), lang });
  undo = behaviour(container);
}

describe('network status', () => {
  it('is an empty live region while the reader is online', async () => {
    await render();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the connection dropped, then for a moment that it is back', async () => {
    vi.useFakeTimers();
    await render();
    window.dispatchEvent(new Event('offline'));
    expect(screen.getByRole('status').textContent).toMatch(/offline/i);
    window.dispatchEvent(new Event('online'));
    const back = screen.getByRole('status').textContent;
    expect(back).not.toBe('');
    expect(back).not.toMatch(/offline/i);
    vi.advanceTimersByTime(4000);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('tells a reader who opened the page offline at once, in the page language', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await render('zh');
    expect(screen.getByRole('status').textContent).not.toBe('');
    expect(screen.getByRole('status').textContent).toContain('网络已断开');
  });
});
