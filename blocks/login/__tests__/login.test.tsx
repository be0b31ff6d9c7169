// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { codeSent, fakeAuthTransport, signedIn, type AuthHandler } from '../../../kits/account/__tests__/fake-auth-transport.ts';
import { loadAccountKit } from '../../../kits/account/load-account-kit.ts';
import { pageNavigation } from '../../../kits/account/page-navigation.ts';
import login from '../index.ts';

// The kit loads after hydration; loading it first lets each test start at once.
beforeAll(() => loadAccountKit());
afterEach(() => {
  vi.restoreAllMocks();
  // Toasts live on the body, outside what Testing Library renders.
  document.body.replaceChildren();
});

const returnUrl = '/optics/en/article/12?from=search';

type RenderOptions = { lang?: LanguageSegment; method?: 'password' | 'code'; handlers?: Record<string, AuthHandler>; query?: Record<string, string>; umtFlag?: boolean };

async function renderLogin({ lang = 'en', method = 'password', handlers = {}, query = {}, umtFlag = false }: RenderOptions = {}) {
  const server = fakeAuthTransport(handlers);
  const navigations = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  const search = new URLSearchParams({ lang, url: returnUrl, ...query });
  const route = method === 'code' ? 'quickLogin' : 'login';
  await renderBlock(login, { code: 'login', props: { method, url: returnUrl, ...query } }, {
    bootstrap: { ...sampleBootstrap('optics'), site: { ...sampleBootstrap('optics').site, umtFlag } },
    lang,
    url: `http://localhost/${route}?${search}`,
    transport: server.transport,
  });
  const submit = screen.getByRole('button', { name: lang === 'zh' ? '登录' : 'Log in' });
  await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
  return { ...server, navigations, submit };
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login block', () => {
  it('offers third-party login only on a site whose umtFlag is on', async () => {
    await renderLogin();
    expect(screen.queryByRole('button', { name: 'Log in with a third-party account' })).toBeNull();
    document.body.replaceChildren();
    await renderLogin({ umtFlag: true });
    expect(screen.getByRole('button', { name: 'Log in with a third-party account' })).toBeTruthy();
  });

  it('shows the two tabs as links and keeps the return target in every link', async () => {
    await renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Ways to log in' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['Password', '/login?lang=en&url=%2Foptics%2Fen%2Farticle%2F12%3Ffrom%3Dsearch', 'page'],
      ['SMS code', '/quickLogin?lang=en&url=%2Foptics%2Fen%2Farticle%2F12%3Ffrom%3Dsearch', null],
    ]);
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register?lang=en&url=%2Foptics%2Fen%2Farticle%2F12%3Ffrom%3Dsearch');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgetCode?lang=en&url=%2Foptics%2Fen%2Farticle%2F12%3Ffrom%3Dsearch');
  });

  it('checks the fields with the server rules before sending, in English', async () => {
    const { submit, calls } = await renderLogin();
    fireEvent.click(submit);
    expect(screen.getByText('Please enter your mobile number or e-mail')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByLabelText('Mobile number or e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile number or e-mail'));

    type('Mobile number or e-mail', '12345');
    expect(screen.queryByText('Please enter your mobile number or e-mail')).toBeNull();
    fireEvent.click(submit);
    expect(screen.getByText('Phone number format incorrect, please try again.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('checks the fields in Chinese on a Chinese page', async () => {
    const { submit } = await renderLogin({ lang: 'zh' });
    type('手机号或邮箱', 'reader@invalid');
    fireEvent.click(submit);
    expect(screen.getByText('邮箱格式不正确')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
  });

  it('signs in, says so, and returns to the page the reader came from', async () => {
    let answer: (reply: typeof signedIn) => void = () => {};
    const { submit, callsTo, navigations } = await renderLogin({ handlers: { '/rc-pub/api/login': () => new Promise((resolve) => (answer = resolve)) } });
    type('Mobile number or e-mail', ' 13812345678 ');
    type('Password', 'Secret123');
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo('/rc-pub/api/login')).toHaveLength(1));
    expect(callsTo('/rc-pub/api/login')[0]).toMatchObject({ method: 'POST', body: { account: '13812345678', password: 'Secret123' }, language: 'en' });
    // Disabled while the call is out: a second press sends nothing.
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(true));
    expect(submit.textContent).toBe('Logging in…');

    answer(signedIn);
    expect(await screen.findByText('Login successful')).toBeTruthy();
    await waitFor(() => expect(navigations).toHaveBeenCalledWith(returnUrl), { timeout: 2000 });
  });

  it("shows the server's message when the login is refused", async () => {
    const { submit } = await renderLogin({ handlers: { '/rc-pub/api/login': () => ({ status: 40401, message: 'User not found, please register first.' }) } });
    type('Mobile number or e-mail', '13900000000');
    type('Password', 'Secret123');
    fireEvent.click(submit);
    const alert = await screen.findByText('User not found, please register first.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('code tab: captcha, code sent with a countdown, and login by code', async () => {
    const { submit, callsTo, navigations } = await renderLogin({
      method: 'code',
      handlers: { '/rc-pub/api/sendReceiverMessage': () => codeSent, '/rc-pub/api/loginByMessage': () => signedIn },
    });
    const image = await screen.findByRole('img', { name: 'Captcha image' });
    expect(image.getAttribute('src')).toContain('data:image/svg+xml');

    const send = screen.getByRole('button', { name: 'Get code' });
    type('Mobile number or e-mail', '13812345678');
    fireEvent.click(send);
    expect(screen.getByText('Please enter the captcha')).toBeTruthy();
    expect(callsTo('/rc-pub/api/sendReceiverMessage')).toEqual([]);

    type('Captcha', 'ab12');
    fireEvent.click(send);
    await waitFor(() => expect(callsTo('/rc-pub/api/sendReceiverMessage')).toHaveLength(1));
    expect(callsTo('/rc-pub/api/sendReceiverMessage')[0]!.body).toEqual({ account: '13812345678', purpose: 'login', captchaId: 'captcha-1', captcha: 'ab12' });
    expect(await screen.findByRole('button', { name: 'Again in 60 s' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Again in 60 s' }).hasAttribute('disabled')).toBe(true);
    // The captcha was spent: a new one came, and the old answer went.
    await waitFor(() => expect(callsTo('/rc-pub/api/captcha')).toHaveLength(2));
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');

    fireEvent.click(submit);
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
    type('Verification code', '12345');
    fireEvent.click(submit);
    expect(screen.getByText('The verification code is 6 digits')).toBeTruthy();
    type('Verification code', '123456');
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo('/rc-pub/api/loginByMessage')).toHaveLength(1));
    expect(callsTo('/rc-pub/api/loginByMessage')[0]!.body).toEqual({ account: '13812345678', code: '123456' });
    await waitFor(() => expect(navigations).toHaveBeenCalledWith(returnUrl), { timeout: 2000 });
  });

  it('switching tabs shows the other form in place, without a page load', async () => {
    const { callsTo } = await renderLogin();
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'SMS code' }));
    expect(screen.getByRole('link', { name: 'SMS code' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByLabelText('Captcha')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    // Until its picture comes, the captcha button is named by the words it shows.
    expect(screen.getByRole('button', { name: 'Loading the captcha…' })).toBeTruthy();
    await waitFor(() => expect(callsTo('/rc-pub/api/captcha')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Get a new captcha' })).toBeTruthy();
    expect(window.location.pathname).toBe('/quickLogin');
  });

  it('back from the third party: an identity not linked yet goes on to binding, with its ticket', async () => {
    const server = fakeAuthTransport({
      '/rc-pub/api/loginByThirdLoginUrl': () => ({
        status: 40402,
        message: 'User not found, please bind first.',
        data: { bindTicket: 'ticket-1', displayName: 'Dev Reader', returnUrl: '/optics/en/news/' },
      }),
    });
    const navigations = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    await renderBlock(login, { code: 'login', props: { method: 'password', url: '', code: 'dev:reader', state: 'signed-state' } }, {
      bootstrap: sampleBootstrap('optics'),
      lang: 'en',
      url: 'http://localhost/login?code=dev%3Areader&state=signed-state',
      transport: server.transport,
    });
    expect(screen.getByRole('status').textContent).toBe('Signing you in…');
    expect(screen.getByRole('button', { name: 'Logging in…' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(navigations).toHaveBeenCalled());
    expect(server.callsTo('/rc-pub/api/loginByThirdLoginUrl')[0]!.query).toEqual({ code: 'dev:reader', state: 'signed-state' });
    expect(navigations).toHaveBeenCalledWith('/accountBinding?lang=en&url=%2Foptics%2Fen%2Fnews%2F&ticket=ticket-1&name=Dev+Reader');
  });
});
