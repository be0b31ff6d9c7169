// @vitest-environment jsdom
import { createDecipheriv, randomBytes } from 'node:crypto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LanguageSegment } from '../../../../schemas/language-codes.ts';
import { createApiClient } from '../../../../runtime/api/api-client.ts';
import { PageContext, type PageContextValue } from '../../../../runtime/context/page-context.ts';
import { bundledI18n } from '../../../../runtime/i18n/bundled-catalogues.ts';
import { parseLocation } from '../../../../runtime/routing/parse-location.ts';
import { sampleBootstrap } from '../../../../tests/support/render-block.tsx';
import { loadIslandComponent } from '../../../../runtime/islands/island-components.ts';
import { translateControlIsland } from '../../islands.ts';
import { Translatable } from '../Translatable.tsx';

// The control is an island of its own; its code is here before a page renders it, as on the server.
beforeAll(async () => {
  await loadIslandComponent(translateControlIsland);
});

// The first click loads the translator's code; under a busy test run that can outlast the default second.

type Envelope = { status: number; message?: string; data?: unknown };
type Asked = { from: string; to: string; salt: number; q: string };

const key = randomBytes(32);

/** What the server would read from the body: the format of schemas/translation.ts, decrypted independently. */
function decrypt(body: string): Asked {
  const [iv, ciphertext] = body.split(':');
  const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(iv!, 'base64'));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(ciphertext!, 'base64')), decipher.final()]).toString('utf8')) as Asked;
}

/** A translator page: the API stubbed (getAesKey, and the translate call answered by `answer`), the rest real. */
function renderTranslatable({
  site = 'optics',
  lang = 'en',
  textLang = 'en',
  answer,
}: {
  site?: 'optics' | 'ecology';
  lang?: LanguageSegment;
  textLang?: string;
  answer: (asked: Asked) => Envelope | Promise<Envelope>;
}) {
  const asked: Array<Asked & { contentType: string | null }> = [];
  const api = createApiClient({
    baseUrl: 'http://localhost',
    transport: async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/rc-pub/front/getAesKey') return Response.json({ status: 0, data: { aesKey: key.toString('hex') } });
      const question = decrypt(await request.text());
      asked.push({ ...question, contentType: request.headers.get('content-type') });
      return Response.json(await answer(question));
    },
    getToken: () => undefined,
    getLanguage: () => lang,
    getSiteId: () => 101,
  });
  const bootstrap = sampleBootstrap(site);
  const page: PageContextValue = { bootstrap, diagnostics: [], location: parseLocation(`/${lang}/home/`, ''), path: `/${lang}/home/`, lang, prefix: `/${lang}`, dev: false, api, device: 'desktop' };
  render(
    <I18nextProvider i18n={bundledI18n(lang)}>
      <PageContext.Provider value={page}>
        <Translatable lang={textLang}>
          <section lang={textLang} className="mh-article-part">
            <h2>Abstract</h2>
            <p>Hello world</p>
            <p>Machine translation</p>
          </section>
        </Translatable>
      </PageContext.Provider>
    </I18nextProvider>,
  );
  return { asked };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const translated = (...dst: string[]): Envelope => ({ status: 0, data: { trans_result: dst.map((text) => ({ src: 'x', dst: text })) } });
const disclaimerEn = /Machine translation is for reference only/;
const translateButton = () => screen.getByRole('button', { name: /^(Translate|翻译)$/ });

describe('Translatable', () => {
  it('offers translation for English text on a site that enables it', () => {
    renderTranslatable({ answer: () => translated('你好') });
    expect(translateButton()).toBeTruthy();
  });

  it.each([
    ['Chinese text', { textLang: 'zh' }],
    ['a site whose aggregated config leaves translation off', { site: 'ecology' as const }],
  ])('offers nothing for %s', (_, options) => {
    renderTranslatable({ ...options, answer: () => translated('你好') });
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
    expect(screen.getByText('Hello world')).toBeTruthy();
  });

  it('shows the generating message, then the translation, with the disclaimer all along', async () => {
    const reply = deferred<Envelope>();
    const { asked } = renderTranslatable({ answer: () => reply.promise });
    fireEvent.click(translateButton());
    const dialog = await screen.findByRole('dialog', { name: 'Machine translation' });
    await waitFor(() => expect(dialog.textContent).toContain('Generating the translation…'));
    expect(dialog.textContent).toMatch(disclaimerEn);
    expect(document.activeElement).toBe(dialog);

    await act(async () => reply.resolve(translated('你好，世界', '机器翻译')));
    await waitFor(() => expect(screen.getByText('你好，世界')).toBeTruthy());
    expect(screen.getByText('机器翻译')).toBeTruthy();
    expect(dialog.textContent).not.toContain('Generating');
    expect(dialog.textContent).toMatch(disclaimerEn);
    // The part's prose as the page shows it, one line a paragraph; its heading ("Abstract") is not sent.
    expect(asked).toEqual([{ from: 'auto', to: 'zh', salt: expect.any(Number), q: 'Hello world\nMachine translation', contentType: expect.stringMatching(/^text\/plain/) }]);
  });

  it('shows 未授权用户 for error code 52003, with the disclaimer', async () => {
    renderTranslatable({ lang: 'zh', answer: () => ({ status: 0, data: { error_code: '52003', error_msg: 'UNAUTHORIZED USER' } }) });
    fireEvent.click(translateButton());
    const dialog = await screen.findByRole('dialog', { name: '机器翻译' });
    await waitFor(() => expect(screen.getByText('未授权用户')).toBeTruthy());
    expect(dialog.textContent).toContain('机器翻译结果仅供参考，本网站不承担任何商业或法律责任。');
  });

  it.each([
    ['another error code', { status: 0, data: { error_code: '52001', error_msg: 'TIMEOUT' } }],
    ['a non-zero status', { status: 50300, message: 'Machine translation is not configured on this server' }],
  ])('shows 请求超时 for %s', async (_, envelope) => {
    renderTranslatable({ lang: 'zh', answer: () => envelope });
    fireEvent.click(translateButton());
    await waitFor(() => expect(screen.getByText('请求超时')).toBeTruthy());
    expect(screen.getByRole('dialog').textContent).toContain('仅供参考');
  });

  it('translates again into the language chosen, offering the spec’s ten', async () => {
    const { asked } = renderTranslatable({ answer: ({ to }) => translated(to === 'fra' ? 'Bonjour le monde' : '你好') });
    fireEvent.click(translateButton());
    await waitFor(() => expect(screen.getByText('你好')).toBeTruthy());
    const select = screen.getByRole('combobox', { name: /Translate into/ }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['zh', 'en', 'ru', 'ara', 'fra', 'spa', 'de', 'jp', 'kor', 'pt']);
    fireEvent.change(select, { target: { value: 'fra' } });
    await waitFor(() => expect(screen.getByText('Bonjour le monde')).toBeTruthy());
    expect(screen.getByText('Bonjour le monde').parentElement!.getAttribute('lang')).toBe('fr');
    expect(asked.map((question) => question.to)).toEqual(['zh', 'fra']);
  });

  it('hides with the close icon or Escape, giving focus back to the button', async () => {
    renderTranslatable({ answer: () => translated('你好') });
    fireEvent.click(translateButton());
    await waitFor(() => expect(screen.getByText('你好')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(translateButton());

    fireEvent.click(translateButton());
    await screen.findByRole('dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(translateButton().getAttribute('aria-expanded')).toBe('false');
  });
});
