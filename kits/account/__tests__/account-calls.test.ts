import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../runtime/api/api-client.ts';
import { createAccountCalls } from '../on-demand/account-calls.ts';
import { fakeAuthTransport, type AuthHandler } from './fake-auth-transport.ts';

function callsWith(handlers: Record<string, AuthHandler>) {
  const server = fakeAuthTransport(handlers);
  const api = createApiClient({ baseUrl: 'http://localhost', transport: server.transport, getToken: () => undefined, getLanguage: () => 'en', getSiteId: () => 101 });
  return { calls: createAccountCalls(api), server };
}

describe('createAccountCalls', () => {
  it('rejects with the status, message and wait of a refused call', async () => {
    const { calls } = callsWith({
      '/rc-pub/api/sendReceiverMessage': () => ({ status: 42902, message: 'Please wait 42 seconds before asking for a new code', data: { retryAfterSeconds: 42 } }),
    });
    await expect(calls.sendCode({ account: '13812345678', purpose: 'login', captchaId: 'c', captcha: 'x' })).rejects.toEqual({
      status: 42902,
      message: 'Please wait 42 seconds before asking for a new code',
      retryAfterSeconds: 42,
    });
  });

  it('rejects without a reply as status -1', async () => {
    const api = createApiClient({ baseUrl: 'http://localhost', transport: () => Promise.reject(new TypeError('offline')), getToken: () => undefined, getLanguage: () => 'en', getSiteId: () => 101 });
    await expect(createAccountCalls(api).login({ account: 'a@b.org', password: 'x' })).rejects.toEqual({ status: -1, message: '' });
  });

  it('asks the provider address with the return target', async () => {
    const { calls, server } = callsWith({ '/rc-pub/api/getUmtLoginUrl': () => ({ status: 0, data: { url: 'https://umt.example.org/authorize?state=s' } }) });
    expect(await calls.thirdPartyUrl('/en/news/')).toBe('https://umt.example.org/authorize?state=s');
    expect(server.callsTo('/rc-pub/api/getUmtLoginUrl')[0]!.query).toEqual({ returnUrl: '/en/news/' });
  });

  it("keeps a third party's return target only when it is a path on this site", async () => {
    const signedInTo = (returnUrl: string) => callsWith({ '/rc-pub/api/loginByThirdLoginUrl': () => ({ status: 0, data: { token: 't', userName: 'u', memberId: 1, returnUrl } }) }).calls;
    expect(await signedInTo('/optics/en/home/').loginByThirdParty({ code: 'c', state: 's' })).toEqual({ kind: 'signedIn', returnTo: '/optics/en/home/' });
    expect(await signedInTo('//evil.example.com/').loginByThirdParty({ code: 'c', state: 's' })).toEqual({ kind: 'signedIn', returnTo: undefined });
  });

  it('turns "please bind first" into the binding it needs', async () => {
    const { calls } = callsWith({
      '/rc-pub/api/loginByThirdLoginUrl': () => ({ status: 40402, message: 'User not found, please bind first.', data: { bindTicket: 'b', displayName: 'Dev', returnUrl: '/en/home/' } }),
    });
    expect(await calls.loginByThirdParty({ code: 'c', state: 's' })).toEqual({ kind: 'bindRequired', binding: { bindTicket: 'b', displayName: 'Dev', returnUrl: '/en/home/' } });
  });
});
