// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { codeSent, fakeAuthTransport, signedIn, type AuthHandler } from '../../../kits/account/__tests__/fake-auth-transport.ts';
import { loadAccountKit } from '../../../kits/account/load-account-kit.ts';
import { pageNavigation } from '../../../kits/account/page-navigation.ts';
import register from '../index.ts';

beforeAll(() => loadAccountKit());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const labels = {
  en: { account: 'Mobile number or e-mail', captcha: 'Captcha', code: 'Verification code', password: 'Password', confirm: 'Confirm password', agreement: 'I have read and accept the user agreement', submit: 'Register', send: 'Get code' },
  zh: { account: '手机号或邮箱', captcha: '图形验证码', code: '验证码', password: '密码', confirm: '确认密码', agreement: '我已阅读并同意用户协议', submit: '注册', send: '获取验证码' },
};

async function renderRegister(lang: 'en' | 'zh' = 'en', handlers: Record<string, AuthHandler> = {}) {
  const server = fakeAuthTransport(handlers);
  const navigations = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  await renderBlock(register, { code: 'register', props: { url: '/ecology/en/news/' } }, {
    bootstrap: sampleBootstrap('ecology'),
    lang,
    url: `http://localhost/register?lang=${lang}&url=%2Fecology%2Fen%2Fnews%2F&slds=ecology`,
    transport: server.transport,
  });
  const label = labels[lang];
  const submit = screen.getByRole('button', { name: label.submit });
  await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
  const type = (field: keyof typeof label, value: string) => fireEvent.change(screen.getByLabelText(label[field]), { target: { value } });
  return { ...server, navigations, submit, type, label };
}

describe('register block', () => {
  it('loads the captcha at once and links back to login, keeping site and return target', async () => {
    const { callsTo } = await renderRegister();
    await waitFor(() => expect(callsTo('/rc-pub/api/captcha')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?lang=en&url=%2Fecology%2Fen%2Fnews%2F&slds=ecology');
  });

  it.each([
    ['en', ['Please enter your mobile number or e-mail', 'Please enter the verification code', 'Please enter your password', 'Please enter the new password again', 'Please click to accept the user agreement first']],
    ['zh', ['请输入手机号或邮箱', '请输入验证码', '请输入密码', '请再次输入新密码', '请先勾选同意用户协议']],
  ] as const)('an empty form shows each field’s message (%s)', async (lang, messages) => {
    const { submit, calls } = await renderRegister(lang);
    fireEvent.click(submit);
    for (const message of messages) expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByLabelText(labels[lang].agreement).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it.each([
    ['en', 'The password must contain digits, uppercase and lowercase letters', 'Passwords do not match, please try again'],
    ['zh', '密码须同时包含数字、大写字母和小写字母', '两次输入的密码不一致，请重新输入'],
  ] as const)('checks the password rules and the confirmation (%s)', async (lang, weak, mismatch) => {
    const { submit, type, label } = await renderRegister(lang);
    type('account', '13812345678');
    type('code', '123456');
    fireEvent.click(screen.getByLabelText(label.agreement));
    type('password', 'alllowercase1');
    type('confirm', 'different');
    fireEvent.click(submit);
    expect(screen.getByText(weak)).toBeTruthy();
    expect(screen.getByText(mismatch)).toBeTruthy();
  });

  it('sends the code, then registers, says so, and goes to the return target', async () => {
    const { submit, type, callsTo, navigations } = await renderRegister('en', {
      '/rc-pub/api/sendReceiverMessage': () => ({ ...codeSent, data: { ...codeSent.data, channel: 'email' } }),
      '/rc-pub/api/register': () => ({ ...signedIn, message: 'registration success' }),
    });
    await screen.findByRole('img', { name: 'Captcha image' });
    type('account', 'New.Reader@Example.org');
    type('captcha', 'x7k2');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(callsTo('/rc-pub/api/sendReceiverMessage')).toHaveLength(1));
    expect(callsTo('/rc-pub/api/sendReceiverMessage')[0]!.body).toEqual({ account: 'new.reader@example.org', purpose: 'register', captchaId: 'captcha-1', captcha: 'x7k2' });
    expect(await screen.findByText('The verification code has been sent')).toBeTruthy();

    type('code', '654321');
    type('password', 'Secret123');
    type('confirm', 'Secret123');
    fireEvent.click(screen.getByLabelText('I have read and accept the user agreement'));
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo('/rc-pub/api/register')).toHaveLength(1));
    expect(callsTo('/rc-pub/api/register')[0]!.body).toEqual({ account: 'new.reader@example.org', code: '654321', password: 'Secret123', confirmPassword: 'Secret123', agreement: true });
    expect(await screen.findByText('registration success')).toBeTruthy();
    await waitFor(() => expect(navigations).toHaveBeenCalledWith('/ecology/en/news/'), { timeout: 2000 });
  });

  it("shows the server's refusal", async () => {
    const { submit, type } = await renderRegister('en', {
      '/rc-pub/api/register': () => ({ status: 40900, message: 'This account is already registered, please log in' }),
    });
    type('account', '13812345678');
    type('code', '654321');
    type('password', 'Secret123');
    type('confirm', 'Secret123');
    fireEvent.click(screen.getByLabelText('I have read and accept the user agreement'));
    fireEvent.click(submit);
    expect((await screen.findByText('This account is already registered, please log in')).getAttribute('role')).toBe('alert');
  });
});
