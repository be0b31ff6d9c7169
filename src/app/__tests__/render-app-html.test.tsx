import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppHtml } from '../render-app-html.ts';

function Broken(): never {
  throw new Error('broken block');
}

/** A block whose data arrives only after the render has begun. */
function Waiting({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page body rendered to HTML', () => {
  it('renders a page whose blocks are ready in one pass, reporting nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await renderAppHtml(
      <main>
        <Suspense fallback={<div className="mh-block-loading" />}>
          <h1>Issue 3</h1>
        </Suspense>
      </main>,
      'nonce',
    );
    expect(html).toContain('<h1>Issue 3</h1>');
    expect(html).not.toContain('mh-block-loading');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the rest of the page around a block that throws, and reports the error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await renderAppHtml(
      <main>
        <h1>Issue 3</h1>
        <Suspense fallback={<div className="mh-block-loading" />}>
          <Broken />
        </Suspense>
        <footer>Footer</footer>
      </main>,
      'nonce',
    );
    expect(html).toContain('<h1>Issue 3</h1>');
    expect(html).toContain('<footer>Footer</footer>');
    expect(html).toContain('mh-block-loading');
    expect(errors).toHaveBeenCalledWith('render:', expect.objectContaining({ message: 'broken block' }));
  });

  it('waits for a block whose data is still on its way, rather than leaving it to the browser', async () => {
    const text = new Promise<string>((resolve) => setTimeout(() => resolve('Arrived'), 20));
    const html = await renderAppHtml(
      <main>
        <Suspense fallback={<div className="mh-block-loading" />}>
          <Waiting text={text} />
        </Suspense>
      </main>,
      'nonce',
    );
    expect(html).toContain('<p>Arrived</p>');
    expect(html).not.toContain('mh-block-loading');
  });
});
