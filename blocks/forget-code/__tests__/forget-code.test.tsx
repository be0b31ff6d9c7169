// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { codeSent, fakeAuthTransport, type AuthHandler } from '../../../kits/account/__tests__/fake-auth-transport.ts';
import { loadAccountKit } from '../../../kits/account/load-account-kit.ts';
import { pageNavigation } from '../../../kits/account/page-navigation.ts';
import forgetCode from '../index.ts';

beforeAll(() => loadAccountKit());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

async function renderForgetCode(lang: 'en' | 'zh', handlers: Record<string, AuthHandler> = {}) {
  const server = fakeAuthTransport(handlers);
  const navigations = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  await renderBlock(forgetCode, { code: 'forgetCode', props: { url: '/zh/home/' } }, {
    bootstrap: sampleBootstrap('optics'),
    lang,
    url: `http://localhost/forgetCode?lang=${lang}&url=%2Fzh%2Fhome%2F`,
    transport: server.transport,
  });
  const submit = screen.getByRole('button', { name: lang === 'zh' ? '重置密码' : 'Reset password' });
  await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
  return { ...server, navigations, submit };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('forget-code block', () => {
  it('asks for the new password twice, with the spec messages in Chinese', async () => {
    const { submit } = await renderForgetCode('zh');
    type('手机号或邮箱', '13812345678');
    type('验证码', '123456');
    type('新密码', 'Abc13812345678x');
    type('确认新密码', 'Abc13812345678y');
    fireEvent.click(submit);
    expect(screen.getByText('密码不能与用户名相同或包含用户名')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致，请重新输入')).toBeTruthy();
  });

  it('sends a reset code, sets the new password, and goes to login keeping the return target', async () => {
    const { submit, callsTo, navigations } = await renderForgetCode('en', {
      '/rc-pub/api/sendReceiverMessage': () => codeSent,
      '/rc-pub/api/setNewPwd': () => ({ status: 0, message: 'Password Reset Successfully', data: null }),
    });
    await screen.findByRole('img', { name: 'Captcha image' });
    type('Mobile number or e-mail', '13812345678');
    type('Captcha', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(callsTo('/rc-pub/api/sendReceiverMessage')[0]?.body).toMatchObject({ purpose: 'reset' }));
    type('Verification code', '123456');
    type('New password', 'Secret123');
    type('Confirm new password', 'Secret123');
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo('/rc-pub/api/setNewPwd')).toHaveLength(1));
    expect(callsTo('/rc-pub/api/setNewPwd')[0]!.body).toEqual({ account: '13812345678', code: '123456', password: 'Secret123', confirmPassword: 'Secret123' });
    expect(await screen.findByText('Password Reset Successfully')).toBeTruthy();
    await waitFor(() => expect(navigations).toHaveBeenCalledWith('/login?lang=en&url=%2Fzh%2Fhome%2F'), { timeout: 2000 });
  });
});
