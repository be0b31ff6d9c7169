// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { fakeAuthTransport, signedIn, type AuthHandler } from '../../../kits/account/__tests__/fake-auth-transport.ts';
import { loadAccountKit } from '../../../kits/account/load-account-kit.ts';
import { pageNavigation } from '../../../kits/account/page-navigation.ts';
import accountBinding from '../index.ts';

beforeAll(() => loadAccountKit());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

async function renderBinding(props: Record<string, string>, handlers: Record<string, AuthHandler> = {}, lang: 'en' | 'zh' = 'en') {
  const server = fakeAuthTransport(handlers);
  const navigations = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  await renderBlock(accountBinding, { code: 'accountBinding', props }, {
    bootstrap: sampleBootstrap('optics'),
    lang,
    url: `http://localhost/accountBinding?${new URLSearchParams({ lang, ...props })}`,
    transport: server.transport,
  });
  return { ...server, navigations };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('account-binding block', () => {
  it('without a ticket, says the binding has expired and offers the third-party login again', async () => {
    await renderBinding({ url: '/en/home/' }, {}, 'zh');
    expect(screen.getByText('绑定已失效，请重新进行第三方登录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新进行第三方登录' }).getAttribute('href')).toBe('/login?lang=zh&url=%2Fen%2Fhome%2F');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links the ticket to the account proven by its password, then returns', async () => {
    const { callsTo, navigations } = await renderBinding(
      { ticket: 'ticket-1', name: 'Dev Reader', url: '/optics/en/news/' },
      { '/rc-pub/api/thirdBind': () => ({ ...signedIn, message: 'Account linked successfully' }) },
    );
    expect(screen.getByText(/You signed in with a third party as Dev Reader/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Link account' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    expect(screen.getByText('Please enter your mobile number or e-mail')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();

    type('Mobile number or e-mail', 'reader@example.org');
    type('Password', 'whatever-it-was');
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo('/rc-pub/api/thirdBind')).toHaveLength(1));
    expect(callsTo('/rc-pub/api/thirdBind')[0]!.body).toEqual({ bindTicket: 'ticket-1', account: 'reader@example.org', password: 'whatever-it-was' });
    expect(await screen.findByText('Account linked successfully')).toBeTruthy();
    await waitFor(() => expect(navigations).toHaveBeenCalledWith('/optics/en/news/'), { timeout: 2000 });
  });

  it("shows the server's refusal ('User not found, please register first.')", async () => {
    await renderBinding({ ticket: 'ticket-1', name: 'Dev Reader' }, { '/rc-pub/api/thirdBind': () => ({ status: 40401, message: 'User not found, please register first.' }) });
    const submit = screen.getByRole('button', { name: 'Link account' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    type('Mobile number or e-mail', '13900000000');
    type('Password', 'Secret123');
    fireEvent.click(submit);
    expect((await screen.findByText('User not found, please register first.')).getAttribute('role')).toBe('alert');
  });
});
