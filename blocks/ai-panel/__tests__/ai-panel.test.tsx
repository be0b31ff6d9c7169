// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledI18n } from '../../../runtime/i18n/bundled-catalogues.ts';
import { aiqaSecureParamsPath } from '../../../schemas/aiqa-frame.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import aiPanel from '../index.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

type Sld = 'optics' | 'ecology';
const aiqaOf = (sld: Sld) => JSON.parse(readFileSync(`site-configs/${sld}/aiqa.json`, 'utf8')) as { appName: string; enAppName: string; frameUrl: string; buttonStyle: string };
const siteIdOf = (sld: Sld) => (JSON.parse(readFileSync(`site-configs/${sld}/site.json`, 'utf8')) as { siteId: number }).siteId;
const t = (lang: 'en' | 'zh', key: string, values?: Record<string, string>) => bundledI18n(lang).t(key, values);

type Post = { path: string; body: unknown };
type Answer = { status: number; message?: string; data?: unknown };

/** Answers generateSecureParams with the replies given, in turn (the last one again after that). */
function secureParamsServer(...replies: Answer[]) {
  const posts: Post[] = [];
  const transport = async (request: Request) => {
    const path = new URL(request.url).pathname;
    posts.push({ path, body: await request.json() });
    const reply = replies[Math.min(posts.length - 1, replies.length - 1)]!;
    return Response.json(reply);
  };
  return { posts, transport };
}

async function render({ sld = 'optics', lang = 'en', url, overrides = {}, replies = [{ status: 0, data: 'tok.sig' }] }: { sld?: Sld; lang?: 'en' | 'zh'; url?: string; overrides?: Record<string, unknown>; replies?: Answer[] } = {}) {
  const server = secureParamsServer(...replies);
  const view = await renderBlock(aiPanel, { code: 'aiPanel' }, {
    bootstrap: sampleBootstrap(sld, overrides),
    lang,
    url: url ?? `http://localhost/${sld}/${lang}/home/`,
    transport: server.transport,
  });
  return { ...server, view };
}

const aiButton = (name: string) => screen.getByRole('button', { name });
const frameOf = () => document.querySelector('iframe');

describe('ai-panel block', () => {
  it('shows nothing without an AI Q&A configuration', async () => {
    const { view } = await render({ overrides: { aiqa: null } });
    expect(view.container.innerHTML).toBe('');
  });

  it('shows nothing when the configuration is switched off', async () => {
    const { view } = await render({ overrides: { aiqa: { ...aiqaOf('optics'), enabled: 0 } } });
    expect(view.container.innerHTML).toBe('');
  });

  it('shows on the home page a round button named by the config in the page language', async () => {
    const config = aiqaOf('optics');
    await render();
    const button = aiButton(config.enAppName);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.className).toContain('mh-ai-button-round');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel?.hidden).toBe(true);
  });

  it('is named in Chinese on a Chinese page', async () => {
    await render({ lang: 'zh' });
    expect(aiButton(aiqaOf('optics').appName)).toBeTruthy();
  });

  it('uses the tab style a site configures, with the name shown', async () => {
    const config = aiqaOf('ecology');
    await render({ sld: 'ecology' });
    const button = aiButton(config.enAppName);
    expect(button.className).toContain(`mh-ai-button-${config.buttonStyle}`);
    expect(button.textContent).toBe(config.enAppName);
  });

  it('shows on article pages only where the config says so', async () => {
    const optics = await render({ url: 'http://localhost/optics/en/article/10001/' });
    expect(screen.queryAllByRole('button')).toHaveLength(1);
    optics.view.unmount();
    const ecology = await render({ sld: 'ecology', url: 'http://localhost/ecology/en/article/20001/' });
    expect(ecology.view.container.innerHTML).toBe('');
    ecology.view.unmount();
    const elsewhere = await render({ url: 'http://localhost/optics/en/issues/' });
    expect(elsewhere.view.container.innerHTML).toBe('');
  });

  it('opens a panel with the frame on the token, and toggles aria-expanded', async () => {
    const config = aiqaOf('optics');
    const { posts } = await render({ replies: [{ status: 0, data: 'tok.sig' }] });
    const button = aiButton(config.enAppName);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: config.enAppName });
    await waitFor(() => expect(frameOf()).not.toBeNull());
    expect(frameOf()!.getAttribute('src')).toBe(`${config.frameUrl}?token=tok.sig`);
    expect(frameOf()!.getAttribute('title')).toBe(t('en', 'aiqa.frameTitle', { name: config.enAppName }));
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(posts).toEqual([{ path: aiqaSecureParamsPath, body: { code: 'portal', s: 2, host: window.location.host, siteId: siteIdOf('optics'), lang: 'en' } }]);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('posts host, site and language to the frame’s origin once it has loaded', async () => {
    await render({ lang: 'zh' });
    fireEvent.click(aiButton(aiqaOf('optics').appName));
    await waitFor(() => expect(frameOf()).not.toBeNull());
    const post = vi.spyOn(frameOf()!.contentWindow!, 'postMessage').mockImplementation(() => {});
    fireEvent.load(frameOf()!);
    expect(post).toHaveBeenCalledWith({ type: 'aiqa.context', host: window.location.host, siteId: siteIdOf('optics'), lang: 'zh' }, window.location.origin);
    for (const call of post.mock.calls) expect(call[1]).not.toBe('*');
  });

  it('says when the assistant could not be opened, and retries', async () => {
    const config = aiqaOf('optics');
    const { posts } = await render({ replies: [{ status: 40000, message: 'body field "host": nope' }, { status: 0, data: 'second' }] });
    fireEvent.click(aiButton(config.enAppName));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('en', 'aiqa.failed'));
    expect(frameOf()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('en', 'common.retry') }));
    await waitFor(() => expect(frameOf()?.getAttribute('src')).toBe(`${config.frameUrl}?token=second`));
    expect(posts).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes on Escape and on the close button, giving focus back to the button', async () => {
    const config = aiqaOf('optics');
    await render();
    const button = aiButton(config.enAppName);
    fireEvent.click(button);
    await waitFor(() => expect(frameOf()).not.toBeNull());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    await waitFor(() => expect(frameOf()).not.toBeNull());
    expect(document.activeElement).not.toBe(button);
    fireEvent.click(screen.getByRole('button', { name: t('en', 'aiqa.close', { name: config.enAppName }) }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when the frame says Escape was pressed in it, and ignores other windows', async () => {
    const config = aiqaOf('optics');
    await render();
    const button = aiButton(config.enAppName);
    fireEvent.click(button);
    await waitFor(() => expect(frameOf()).not.toBeNull());
    // The frame appeared after the token's request, outside act(): let React run the effects of that render (they
    // listen for the frame's messages) before the frame speaks, as a real frame that has to load first always would.
    await act(async () => {});
    const source = frameOf()!.contentWindow!;
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'aiqa.close' }, origin: 'https://elsewhere.example', source }));
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'aiqa.close' }, origin: window.location.origin, source: window }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'aiqa.close' }, origin: window.location.origin, source }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('reopens on the same token', async () => {
    const config = aiqaOf('optics');
    const { posts } = await render();
    const button = aiButton(config.enAppName);
    fireEvent.click(button);
    await waitFor(() => expect(frameOf()).not.toBeNull());
    fireEvent.click(button);
    fireEvent.click(button);
    expect(frameOf()?.getAttribute('src')).toBe(`${config.frameUrl}?token=tok.sig`);
    expect(posts).toHaveLength(1);
  });
});
