import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessage } from '../../schemas/account/account-messages.ts';
import { authPaths, authStatusCodes, type CodePurpose } from '../../schemas/account/auth-api.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import type { Envelope } from './helpers.ts';

/**
 * Authentication end to end against the real server: registration, password and SMS login, account page, password
 * change and reset, logout, captcha, third-party login, rate limits and the per-account lockout.
 *
 * Captcha answers: the server runs with NODE_ENV=test and CAPTCHA_TEST_ANSWER, the only mode in which every captcha
 * has that answer (server/accounts/auth-settings.ts). Codes: read from the development outbox through
 * GET /rc-pub/admin/outbox (loopback callers need no admin token when ADMIN_TOKEN is unset).
 */
const captchaAnswer = 'Ab3d';
const en = { language: 'en' };

let server: TestServer;
let strict: TestServer;
beforeAll(async () => {
  const common = { NODE_ENV: 'test', SAMPLE_ARTICLES: 'off', CAPTCHA_TEST_ANSWER: captchaAnswer } as const;
  [server, strict] = await Promise.all([
    startTestServer({ ...common, AUTH_RATE_LIMIT_FACTOR: '100', THIRD_PARTY_LOGIN: 'development', THIRD_PARTY_CALLBACK_URL: '/login' }),
    startTestServer({ ...common }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), strict?.close()]);
});

type Reply = { http: number; body: Envelope; cookies: string[] };

async function call(method: string, path: string, options: { body?: unknown; raw?: string; headers?: Record<string, string>; target?: TestServer } = {}): Promise<Reply> {
  const target = options.target ?? server;
  const hasBody = options.body !== undefined || options.raw !== undefined;
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(hasBody ? { body: options.raw ?? JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { http: response.status, body: text ? (JSON.parse(text) as Envelope) : { status: -1 }, cookies: response.headers.getSetCookie() };
}
const post = (path: string, body: unknown, headers: Record<string, string> = en, target?: TestServer) => call('POST', path, { body, headers, ...(target ? { target } : {}) });

async function captcha(target = server): Promise<{ captchaId: string; captcha: string }> {
  const reply = await call('GET', authPaths.captcha, { target });
  const data = reply.body.data as { captchaId: string; image: string };
  return { captchaId: data.captchaId, captcha: captchaAnswer };
}

/** The newest code sent to the account, read from the development outbox. */
async function latestCode(account: string, target = server): Promise<string> {
  const reply = await call('GET', `/rc-pub/admin/outbox?to=${encodeURIComponent(account)}`, { target });
  const { sms, mail } = reply.body.data as { sms: Array<{ text: string }>; mail: Array<{ text: string }> };
  const text = [...sms, ...mail].at(-1)?.text ?? '';
  return /\d{6}/.exec(text)?.[0] ?? '';
}

async function sendCode(account: string, purpose: CodePurpose, headers: Record<string, string> = en, target = server): Promise<string> {
  const reply = await post(authPaths.sendReceiverMessage, { account, purpose, ...(await captcha(target)) }, headers, target);
  expect(reply.body).toMatchObject({ status: 0 });
  return latestCode(account, target);
}

let mobileCounter = 10_000_000 + Math.floor(Math.random() * 80_000_000);
/** A fresh mainland mobile number. */
const newMobile = () => `139${mobileCounter++}`;

async function register(account: string, password: string, target = server): Promise<Reply> {
  const code = await sendCode(account, 'register', en, target);
  return post(authPaths.register, { account, code, password, confirmPassword: password, agreement: true }, en, target);
}

const cookieNamed = (cookies: string[], name: string) => cookies.find((cookie) => cookie.startsWith(`${name}=`)) ?? '';
const tokenOf = (reply: Reply) => (reply.body.data as { token: string }).token;

describe('register → login → account → changePwd → logout', () => {
  it('runs the whole life of a password account', async () => {
    const mobile = newMobile();
    const registered = await register(mobile, 'Reader2024');
    expect(registered.body).toMatchObject({ status: 0, message: 'registration success', data: { userName: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` } });
    const firstToken = tokenOf(registered);

    const login = await post(authPaths.login, { account: mobile, password: 'Reader2024' });
    expect(login.body).toMatchObject({ status: 0, message: 'Login successful' });
    const token = tokenOf(login);
    expect(token).not.toBe(firstToken);
    // The spec's client reads commonToken to send the token header: not HttpOnly; Lax; the session's lifetime.
    const tokenCookie = cookieNamed(login.cookies, 'commonToken');
    expect(tokenCookie).toContain(`commonToken=${token}`);
    expect(tokenCookie).toMatch(/Path=\//);
    expect(tokenCookie).toMatch(/SameSite=Lax/);
    expect(tokenCookie).toMatch(/Max-Age=2592000/);
    expect(tokenCookie).not.toMatch(/HttpOnly/i);
    expect(cookieNamed(login.cookies, 'userName')).toContain(encodeURIComponent(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`));

    const account = await call('GET', authPaths.account, { headers: { token } });
    expect(account.body).toEqual({
      status: 0,
      data: { memberId: expect.any(Number), userName: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, email: null, mobileStatus: 'Linked', passwordStatus: 'Set' },
    });
    // The cookie alone signs in too.
    expect((await call('GET', authPaths.account, { headers: { cookie: `commonToken=${token}` } })).body.status).toBe(0);

    const wrongOriginal = await post(authPaths.changePwd, { originalPassword: 'Wrong2024x', password: 'Better2025', confirmPassword: 'Better2025' }, { ...en, token });
    expect(wrongOriginal.body).toMatchObject({ status: authStatusCodes.wrongPassword, message: 'The original password is incorrect' });
    const unchanged = await post(authPaths.changePwd, { originalPassword: 'Reader2024', password: 'Reader2024', confirmPassword: 'Reader2024' }, { ...en, token });
    expect(unchanged).toMatchObject({ http: 400, body: { status: statusCodes.badRequest, message: 'The new password must differ from the original password' } });
    const containsName = await post(authPaths.changePwd, { originalPassword: 'Reader2024', password: `A${mobile}b`, confirmPassword: `A${mobile}b` }, { ...en, token });
    expect(containsName.body).toMatchObject({ status: statusCodes.badRequest, message: 'The password must not equal or contain the user name' });
    const changed = await post(authPaths.changePwd, { originalPassword: 'Reader2024', password: 'Better2025', confirmPassword: 'Better2025' }, { ...en, token });
    expect(changed.body).toMatchObject({ status: 0, message: 'Password changed successfully' });
    // The other session ended; this one stays.
    expect((await call('GET', authPaths.account, { headers: { token: firstToken } })).body.status).toBe(statusCodes.unauthorized);
    expect((await call('GET', authPaths.account, { headers: { token } })).body.status).toBe(0);
    expect((await post(authPaths.login, { account: mobile, password: 'Reader2024' })).body.status).toBe(authStatusCodes.wrongPassword);
    expect((await post(authPaths.login, { account: mobile, password: 'Better2025' })).body.status).toBe(0);

    // No language header means zh (spec §7).
    const logout = await call('DELETE', authPaths.logout, { headers: { token } });
    expect(logout.body).toEqual({ status: 0, message: '退出成功', data: null });
    expect(cookieNamed(logout.cookies, 'commonToken')).toMatch(/commonToken=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    const refused = await call('GET', authPaths.account, { headers: { token, ...en } });
    expect(refused).toMatchObject({ http: 401, body: { status: statusCodes.unauthorized, message: 'Your session has expired, please log in again.' } });
    expect((await call('DELETE', authPaths.logout, { headers: en })).body).toEqual({ status: 0, message: 'Logout successful', data: null });
  });

  it('refuses a second registration and a code for another purpose', async () => {
    const mobile = newMobile();
    await register(mobile, 'Reader2024');
    const again = await post(authPaths.sendReceiverMessage, { account: mobile, purpose: 'register', ...(await captcha()) });
    expect(again.body).toMatchObject({ status: authStatusCodes.alreadyRegistered, message: 'This account is already registered, please log in' });

    const other = newMobile();
    // A login code for an account without a member is answered as sent but never sent (no enumeration; issue 16).
    const loginCode = await post(authPaths.sendReceiverMessage, { account: other, purpose: 'login', ...(await captcha()) });
    expect(loginCode.body).toMatchObject({ status: 0, message: 'The verification code has been sent' });
    expect(await latestCode(other)).toBe('');
    const code = await sendCode(other, 'register');
    // A register code does not sign in.
    expect((await post(authPaths.loginByMessage, { account: other, code })).body.status).toBe(authStatusCodes.codeRejected);
    const noAgreement = await post(authPaths.register, { account: other, code, password: 'Reader2024', confirmPassword: 'Reader2024', agreement: false });
    expect(noAgreement.body).toMatchObject({ status: statusCodes.badRequest, message: 'Please click to accept the user agreement first' });
    // Field problems come first; then the cross-field ones.
    const noAgreementZh = await post(authPaths.register, { account: other, code, password: 'Reader2024', confirmPassword: 'Reader2025' }, { language: 'zh' });
    expect(noAgreementZh.body.message).toBe(accountMessage('agreementRequired', 'zh'));
    const mismatchOnly = await post(authPaths.register, { account: other, code, password: 'Reader2024', confirmPassword: 'Reader2025', agreement: true });
    expect(mismatchOnly.body.message).toBe('Passwords do not match, please try again');
    // Bad input did not use the code up.
    const ok = await post(authPaths.register, { account: other, code, password: 'Reader2024', confirmPassword: 'Reader2024', agreement: true });
    expect(ok.body.status).toBe(0);
  });

  it('registers an e-mail account with a code sent by mail', async () => {
    const email = `Reader.${Date.now()}@Example.org`;
    const registered = await register(email, 'Reader2024');
    expect(registered.body.status).toBe(0);
    const login = await post(authPaths.login, { account: email.toUpperCase(), password: 'Reader2024' });
    expect(login.body.status).toBe(0);
    const account = await call('GET', authPaths.account, { headers: { token: tokenOf(login) } });
    expect(account.body.data).toMatchObject({ mobile: null, mobileStatus: 'Unlinked', email: expect.stringContaining('****') });
  });
});

describe('SMS login', () => {
  it('signs in with the code from the outbox, once', async () => {
    const mobile = newMobile();
    await register(mobile, 'Reader2024');
    const code = await sendCode(mobile, 'login');
    expect(code).toMatch(/^\d{6}$/);
    const login = await post(authPaths.loginByMessage, { account: mobile, code });
    expect(login.body).toMatchObject({ status: 0, message: 'Login successful', data: { token: expect.any(String) } });
    const reused = await post(authPaths.loginByMessage, { account: mobile, code });
    expect(reused.body).toMatchObject({ status: authStatusCodes.codeRejected, message: 'The verification code is incorrect' });
  });

  it('answers an unknown account like a wrong code, in both languages (issue 16 overrides spec §8 here)', async () => {
    const unknown = await post(authPaths.loginByMessage, { account: newMobile(), code: '123456' });
    expect(unknown.body).toMatchObject({ status: authStatusCodes.codeRejected, message: 'The verification code is incorrect' });
    const zh = await post(authPaths.loginByMessage, { account: newMobile(), code: '123456' }, {});
    expect(zh.body.message).toBe('验证码错误');
  });

  it('uses a code up after 5 wrong tries, and waits 60 s before sending another', async () => {
    const mobile = newMobile();
    await register(mobile, 'Reader2024');
    const code = await sendCode(mobile, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = [];
    for (let attempt = 0; attempt < 5; attempt++) tries.push((await post(authPaths.loginByMessage, { account: mobile, code: wrong })).body.message);
    expect(tries).toEqual([...Array(4).fill('The verification code is incorrect'), 'Too many wrong codes, please get a new one']);
    expect((await post(authPaths.loginByMessage, { account: mobile, code })).body.status).toBe(authStatusCodes.codeRejected);

    const soon = await post(authPaths.sendReceiverMessage, { account: mobile, purpose: 'login', ...(await captcha()) });
    expect(soon.http).toBe(429);
    expect(soon.body).toMatchObject({ status: authStatusCodes.resendTooSoon, data: { retryAfterSeconds: expect.any(Number) } });
    const seconds = (soon.body.data as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(soon.body.message).toBe(`Please wait ${seconds} seconds before asking for a new code`);
  });
});

describe('captcha', () => {
  it('is a PNG data URL (no outlines a script could match), never cached', async () => {
    const reply = await fetch(`${server.url}${authPaths.captcha}`);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const { data } = (await reply.json()) as { data: { captchaId: string; image: string } };
    expect(data.image).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(data.image.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    // The older address in the spec's catalogue answers the same.
    expect((await call('GET', authPaths.legacyCaptcha)).body.data).toMatchObject({ captchaId: expect.any(String), image: expect.stringMatching(/^data:image\/png/) });
  });

  it('is required, must be right, and answers once', async () => {
    const mobile = newMobile();
    const missing = await post(authPaths.sendReceiverMessage, { account: mobile, purpose: 'register' });
    expect(missing).toMatchObject({ http: 400, body: { status: statusCodes.badRequest, message: 'Please enter the captcha' } });

    const wrong = await post(authPaths.sendReceiverMessage, { account: mobile, purpose: 'register', captchaId: (await captcha()).captchaId, captcha: 'zzzz' });
    expect(wrong.body).toMatchObject({ status: authStatusCodes.captchaRejected, message: 'The captcha is incorrect' });

    const fresh = await captcha();
    // Case does not matter.
    const first = await post(authPaths.sendReceiverMessage, { account: mobile, purpose: 'register', ...fresh, captcha: captchaAnswer.toUpperCase() });
    expect(first.body.status).toBe(0);
    const reused = await post(authPaths.sendReceiverMessage, { account: newMobile(), purpose: 'register', ...fresh });
    expect(reused.body).toMatchObject({ status: authStatusCodes.captchaRejected, message: 'The captcha has expired, please refresh it' });
    const unknownId = await post(authPaths.sendReceiverMessage, { account: newMobile(), purpose: 'register', captchaId: 'no-such-id', captcha: captchaAnswer });
    expect(unknownId.body.status).toBe(authStatusCodes.captchaRejected);
  });
});

describe('forgotten password', () => {
  it('resets by a code sent by e-mail and signs out every session', async () => {
    const email = `forgot.${Date.now()}@example.org`;
    const registered = await register(email, 'Reader2024');
    const oldToken = tokenOf(registered);
    const code = await sendCode(email, 'reset');
    const mismatch = await post(authPaths.setNewPwd, { account: email, code, password: 'Renewed2025', confirmPassword: 'Renewed2026' });
    expect(mismatch.body.message).toBe('Passwords do not match, please try again');
    const reset = await post(authPaths.setNewPwd, { account: email, code, password: 'Renewed2025', confirmPassword: 'Renewed2025' });
    expect(reset.body).toEqual({ status: 0, message: 'Password Reset Successfully', data: null });
    expect((await call('GET', authPaths.account, { headers: { token: oldToken } })).body.status).toBe(statusCodes.unauthorized);
    expect((await post(authPaths.login, { account: email, password: 'Reader2024' })).body.status).toBe(authStatusCodes.wrongPassword);
    expect((await post(authPaths.login, { account: email, password: 'Renewed2025' })).body.status).toBe(0);
  });

  it('answers an unknown account as if the code were sent, and sends nothing', async () => {
    const nobody = `nobody.${Date.now()}@example.org`;
    const reply = await post(authPaths.sendReceiverMessage, { account: nobody, purpose: 'reset', ...(await captcha()) });
    expect(reply.body).toMatchObject({ status: 0, data: { channel: 'email' } });
    expect(await latestCode(nobody)).toBe('');
  });
});

describe('changeMobile', () => {
  it('moves the account to a new mobile proven by a code sent to it', async () => {
    const mobile = newMobile();
    const token = tokenOf(await register(mobile, 'Reader2024'));
    const unsigned = await post(authPaths.sendReceiverMessage, { account: newMobile(), purpose: 'changeMobile', ...(await captcha()) });
    expect(unsigned.body.status).toBe(statusCodes.unauthorized);

    const taken = newMobile();
    await register(taken, 'Reader2024');
    const inUse = await post(authPaths.sendReceiverMessage, { account: taken, purpose: 'changeMobile', ...(await captcha()) }, { ...en, token });
    expect(inUse.body).toMatchObject({ status: authStatusCodes.alreadyRegistered, message: 'This mobile number is already linked to another account' });

    const next = newMobile();
    const code = await sendCode(next, 'changeMobile', { ...en, token });
    const changed = await post(authPaths.changeMobile, { mobile: next, code }, { ...en, token });
    expect(changed.body).toMatchObject({ status: 0, message: 'Mobile number changed successfully', data: { mobile: `${next.slice(0, 3)}****${next.slice(-4)}` } });
    expect((await post(authPaths.login, { account: next, password: 'Reader2024' })).body.status).toBe(0);
    expect((await post(authPaths.login, { account: mobile, password: 'Reader2024' })).body.status).toBe(authStatusCodes.wrongPassword);
  });
});

describe('third-party login (development provider)', () => {
  it('asks an unknown identity to bind, binds it by password, then signs it straight in', async () => {
    const mobile = newMobile();
    await register(mobile, 'Reader2024');
    const identity = `umt-${Date.now()}`;

    const start = async () => {
      const reply = await call('GET', `${authPaths.getUmtLoginUrl}?returnUrl=${encodeURIComponent('/optics/en/home/')}`);
      expect(reply.body.status).toBe(0);
      const url = new URL((reply.body.data as { url: string }).url, server.url);
      expect(url.pathname).toBe('/login');
      const nonce = cookieNamed(reply.cookies, 'umtNonce').split(';')[0]!;
      return { state: url.searchParams.get('state')!, code: url.searchParams.get('code')!, nonce };
    };

    const first = await start();
    expect(first.code).toBe('dev:dev-reader');
    const callback = (state: string, cookie: string, code = `dev:${identity}`) =>
      call('GET', `${authPaths.loginByThirdLoginUrl}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`, { headers: { ...en, cookie } });

    // Without the browser's nonce cookie (a forged callback), or with a bad code, nothing happens.
    expect((await callback(first.state, '')).body.status).toBe(authStatusCodes.thirdPartyFailed);
    const again = await start();
    expect((await callback(again.state, again.nonce, 'forged')).body.status).toBe(authStatusCodes.thirdPartyFailed);

    const unbound = await start();
    const bind = await callback(unbound.state, unbound.nonce);
    expect(bind.body).toMatchObject({ status: authStatusCodes.bindRequired, message: 'User not found, please bind first.', data: { displayName: identity, returnUrl: '/optics/en/home/' } });
    const { bindTicket } = bind.body.data as { bindTicket: string };

    expect((await post(authPaths.thirdBind, { bindTicket, account: mobile, password: 'Wrong2024x' })).body.status).toBe(authStatusCodes.wrongPassword);
    expect((await post(authPaths.thirdBind, { bindTicket: `${bindTicket}x`, account: mobile, password: 'Reader2024' })).body.status).toBe(authStatusCodes.thirdPartyFailed);
    const bound = await post(authPaths.thirdBind, { bindTicket, account: mobile, password: 'Reader2024' });
    expect(bound.body).toMatchObject({ status: 0, data: { token: expect.any(String), returnUrl: '/optics/en/home/' } });

    const later = await start();
    const login = await callback(later.state, later.nonce);
    expect(login.body).toMatchObject({ status: 0, message: 'Login successful', data: { userName: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` } });
    expect(cookieNamed(login.cookies, 'commonToken')).toContain(tokenOf(login));
  });

  it('is unavailable where not configured', async () => {
    const reply = await call('GET', authPaths.getUmtLoginUrl, { target: strict, headers: en });
    expect(reply.body).toMatchObject({ status: authStatusCodes.thirdPartyFailed, message: 'Third-party login is not available' });
  });
});

describe('abuse limits', () => {
  it('answers the request over the per-address limit with a 429 envelope', async () => {
    const replies = [];
    for (let index = 0; index < 31; index++) replies.push(await call('GET', authPaths.captcha, { target: strict, headers: en }));
    expect(replies.slice(0, 30).every((reply) => reply.body.status === 0)).toBe(true);
    expect(replies[30]).toMatchObject({ http: 429, body: { status: authStatusCodes.tooManyRequests, message: 'Too many requests, please try again later' } });
    // Another address is not held back.
    const elsewhere = await strict.app.inject({ method: 'GET', url: authPaths.captcha, remoteAddress: '10.0.0.2' });
    expect(elsewhere.json()).toMatchObject({ status: 0 });
  });

  it('holds an address after 5 failed passwords for an account, even for the right one', async () => {
    const mobile = newMobile();
    await register(mobile, 'Reader2024');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post(authPaths.login, { account: mobile, password: `Wrong${attempt}xyZ` })).body.status).toBe(authStatusCodes.wrongPassword);
    }
    const held = await post(authPaths.login, { account: mobile, password: 'Reader2024' });
    expect(held).toMatchObject({ http: 429, body: { status: authStatusCodes.tooManyAttempts, message: 'Too many failed attempts, please try again in 15 minutes' } });
    expect((held.body.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60);
    // The hold is this address's: the owner elsewhere still signs in (tests/security/account-abuse.test.ts).
    const elsewhere = await server.app.inject({ method: 'POST', url: authPaths.login, remoteAddress: '10.0.0.3', headers: en, payload: { account: mobile, password: 'Reader2024' } });
    expect([elsewhere.statusCode, elsewhere.json().status]).toEqual([200, 0]);
    // SMS login is not held.
    const code = await sendCode(mobile, 'login');
    expect((await post(authPaths.loginByMessage, { account: mobile, code })).body.status).toBe(0);
  });
});

describe('hostile input', () => {
  const long = 'x'.repeat(10_000);
  const cases: Array<[string, string, unknown]> = [
    ['login with 10,000-character fields', authPaths.login, { account: long, password: long }],
    ['register with 10,000-character fields', authPaths.register, { account: `${long}@example.org`, code: long, password: long, confirmPassword: long, agreement: true }],
    ['control characters', authPaths.login, { account: '1381234\u00005678', password: 'Pass\u0007word1' }],
    ['wrong types', authPaths.register, { account: 13812345678, code: 123456, password: ['Reader2024'], confirmPassword: { a: 1 }, agreement: 'yes' }],
    ['an array body', authPaths.setNewPwd, [1, 2, 3]],
    ['a string body', authPaths.loginByMessage, 'hello'],
    ['null', authPaths.isRegistered, null],
    ['an unknown purpose', authPaths.sendReceiverMessage, { account: '13812345678', purpose: 'admin', captchaId: 'x', captcha: 'abcd' }],
    ['a bind ticket of 10,000 characters', authPaths.thirdBind, { bindTicket: long, account: '13812345678', password: 'x' }],
  ];
  it.each(cases)('%s → 40000 envelope with a catalogue message', async (_name, path, body) => {
    const reply = await post(path, body);
    expect(reply.http).toBe(400);
    expect(reply.body.status).toBe(statusCodes.badRequest);
    expect(reply.body.message).toEqual(expect.any(String));
    expect(reply.body.message!.length).toBeLessThan(200);
  });

  it('malformed JSON and a huge token are refused without a 500', async () => {
    const malformed = await call('POST', authPaths.login, { raw: '{"account":', headers: en });
    expect(malformed.http).toBe(400);
    expect(malformed.body.status).toBe(statusCodes.badRequest);
    const hugeToken = await call('GET', authPaths.account, { headers: { token: long } });
    expect(hugeToken.body.status).toBe(statusCodes.unauthorized);
    const badQuery = await call('GET', `${authPaths.loginByThirdLoginUrl}?code=${long}&state=x`);
    expect(badQuery.http).toBe(400);
  });
});
