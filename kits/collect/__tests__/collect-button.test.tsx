// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberPaths } from '../../../schemas/account/member-api.ts';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { callsTo, removeToasts, renderInPage, type Respond } from '../../../tests/support/member-page.tsx';
import { favourite } from '../../../tests/support/member-fixtures.ts';
import { CollectButton } from '../CollectButton.tsx';

afterEach(() => {
  removeToasts();
  vi.unstubAllGlobals();
});

const url = 'http://localhost/optics/en/article/42';

function renderCollect(respond: Respond, userName?: string) {
  return renderInPage(<CollectButton articleId={42} />, { bootstrap: sampleBootstrap('optics'), lang: 'en', url, userName, respond });
}

describe('Collect on the article page', () => {
  it('leads a reader who is not signed in to login, back to the article afterwards', () => {
    const { calls } = renderCollect(() => undefined);
    const link = screen.getByRole('link', { name: 'Collect' });
    expect(link.getAttribute('href')).toBe('/login?url=%2Foptics%2Fen%2Farticle%2F42&lang=en');
    expect(calls).toEqual([]);
  });

  it('collects, then uncollects after a confirmation, with the spec’s messages', async () => {
    let collected = false;
    const { calls } = renderCollect((call) => {
      if (call.path === memberPaths.isCollect) return { data: collected };
      if (call.path === memberPaths.collect) collected = true;
      if (call.path === memberPaths.unCollectByIdAndType) collected = false;
      return call.path === memberPaths.collect ? { data: favourite(9, 42, 'An article') } : { data: { deleted: 1 } };
    }, '138****5678');
    const button = await screen.findByRole('button', { name: 'Collect', pressed: false });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(callsTo(calls, memberPaths.isCollect)[0]!.query).toEqual({ id: 42, type: 'article' });

    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Collected', pressed: true })).toBe(button);
    expect(callsTo(calls, memberPaths.collect)[0]!.body).toEqual({ id: 42, type: 'article' });
    expect(await screen.findByText('collection successful')).toBeTruthy();

    fireEvent.click(button);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove this article from your favourites?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, memberPaths.unCollectByIdAndType)).toHaveLength(0);

    fireEvent.click(button);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Collect', pressed: false })).toBe(button);
    expect(callsTo(calls, memberPaths.unCollectByIdAndType)[0]!.body).toEqual({ id: 42, type: 'article' });
    expect(await screen.findByText('cancellation successful')).toBeTruthy();
  });

  it("shows the server's refusal ('Article id is not exist.') and stays uncollected", async () => {
    renderCollect((call) => (call.path === memberPaths.collect ? { status: 40400, message: 'Article id is not exist.' } : { data: false }), '138****5678');
    const button = await screen.findByRole('button', { name: 'Collect' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Article id is not exist.')).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('in a long list, asks whether the article is collected only when its button comes near the screen', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback) {
          this.record = { callback };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.target = target;
        }
        disconnect() {}
      },
    );
    const { calls } = renderInPage(<CollectButton articleId={42} askWhenSeen />, {
      bootstrap: sampleBootstrap('optics'),
      lang: 'en',
      url,
      userName: '138****5678',
      respond: (call) => (call.path === memberPaths.isCollect ? { data: true } : undefined),
    });
    const button = await screen.findByRole('button', { name: 'Collect' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(calls, memberPaths.isCollect)).toEqual([]);
    expect(button.hasAttribute('disabled')).toBe(true);

    const observer = observers.find((candidate) => candidate.target === button)!;
    act(() => observer.callback([{ isIntersecting: true, target: button } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('button', { name: 'Collected', pressed: true })).toBe(button);
    expect(callsTo(calls, memberPaths.isCollect)).toHaveLength(1);
  });
});
