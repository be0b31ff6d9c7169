import { describe, expect, it, vi } from 'vitest';
import { aiqaCloseMessageType, aiqaContextMessageType } from '../../../schemas/aiqa-frame.ts';
import { questionPage } from '../frame-page.ts';
import { frameTexts } from '../frame-text.ts';

/**
 * The development frame's script in a DOM (jsdom runs the page's inline script): it waits for the embedding page's
 * context from the token's host only, asks /aiqa/ask, and shows whatever comes back as text.
 */

type Window = globalThis.Window & typeof globalThis;
type JsdomModule = {
  JSDOM: new (html: string, options: Record<string, unknown>) => { window: Window };
};

const host = 'optics.localhost:3000';
const hostOrigin = `http://${host}`;
const claims = { siteId: 101, lang: 'en' as const, host };
const texts = frameTexts('en');

type Reply = { status: number; message?: string; data?: unknown };

async function openFrame(reply: Reply = { status: 0, data: { question: 'q', answer: texts.found, citations: [] } }) {
  const specifier = 'jsdom';
  const { JSDOM } = (await import(specifier)) as JsdomModule;
  const parent = new JSDOM('', { url: `${hostOrigin}/optics/en/home/` }).window;
  const postToParent = vi.fn();
  parent.postMessage = postToParent as Window['postMessage'];
  const asked: string[] = [];
  const { html } = questionPage(claims, 'tok.sig', 'Optics Assistant', 'nonce');
  const { window } = new JSDOM(html, {
    url: `${hostOrigin}/aiqa/frame?token=tok.sig`,
    runScripts: 'dangerously',
    beforeParse(frame: Window) {
      Object.defineProperty(frame, 'parent', { value: parent });
      frame.HTMLElement.prototype.scrollIntoView = () => {};
      frame.fetch = (async (url: string) => {
        asked.push(url);
        return { json: async () => reply };
      }) as unknown as Window['fetch'];
    },
  });
  const document = window.document;
  const input = document.getElementById('aiqa-question') as HTMLInputElement;
  const post = (data: unknown, origin: string, source: unknown = parent) =>
    window.dispatchEvent(new window.MessageEvent('message', { data, origin, source: source as MessageEventSource }));
  const ask = async (question: string) => {
    input.value = question;
    document.getElementById('aiqa-ask')!.dispatchEvent(new window.Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(document.querySelector('.aiqa-answer, .aiqa-error')).not.toBeNull());
  };
  return { window, document, input, post, ask, asked, postToParent };
}

const context = { type: aiqaContextMessageType, host, siteId: 101, lang: 'en' };

describe('the development frame script', () => {
  it('waits for the page’s context from the token’s host, and ignores anyone else', async () => {
    const { document, input, post, window } = await openFrame();
    expect(input.disabled).toBe(true);
    expect(document.getElementById('aiqa-status')!.textContent).toBe(texts.waiting);
    post(context, 'https://evil.example');
    post({ ...context, siteId: 102 }, hostOrigin);
    post(context, hostOrigin, window);
    expect(input.disabled).toBe(true);
    post(context, hostOrigin);
    expect(input.disabled).toBe(false);
    expect(document.documentElement.dataset.hostReady).toBe('true');
  });

  it('asks with the token and shows titles and snippets as text, linking only paths of the portal', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { document, post, ask, asked } = await openFrame({
      status: 0,
      data: {
        question: 'q',
        answer: texts.found,
        citations: [
          { id: 1, title: hostile, url: '/optics/en/article/1/', snippet: `<b>${hostile}</b>` },
          { id: 2, title: 'Elsewhere', url: '//evil.example/x', snippet: '' },
          { id: 3, title: 'Script', url: 'javascript:alert(1)', snippet: '' },
        ],
      },
    });
    post(context, hostOrigin);
    await ask('lasers & <optics>');
    expect(asked).toEqual([`/aiqa/ask?token=tok.sig&q=${encodeURIComponent('lasers & <optics>')}`]);
    expect(document.querySelector('.aiqa-question')!.textContent).toBe('lasers & <optics>');
    expect(document.querySelector('img, b')).toBeNull();
    const links = [...document.querySelectorAll('.aiqa-citations a')] as HTMLAnchorElement[];
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.target])).toEqual([[hostile, `${hostOrigin}/optics/en/article/1/`, '_top']]);
    expect([...document.querySelectorAll('.aiqa-citations li')].map((item) => item.firstElementChild!.textContent)).toEqual([hostile, 'Elsewhere', 'Script']);
  });

  it('says an expired session has expired', async () => {
    const { document, post, ask } = await openFrame({ status: 40000, message: 'expired', data: { reason: 'expired' } });
    post(context, hostOrigin);
    await ask('lasers');
    expect(document.querySelector('.aiqa-error')!.textContent).toBe(texts.expired);
  });

  it('tells the page when Escape is pressed, addressed to the page’s origin', async () => {
    const { window, document, post, postToParent } = await openFrame();
    document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape' }));
    expect(postToParent).not.toHaveBeenCalled();
    post(context, hostOrigin);
    document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape' }));
    expect(postToParent).toHaveBeenCalledWith({ type: aiqaCloseMessageType }, hostOrigin);
  });
});
