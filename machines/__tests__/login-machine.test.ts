import { createActor, SimulatedClock, type ActorRefFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { LoginByMessageRequest, LoginReply, LoginRequest } from '../../schemas/account/auth-api.ts';
import { successPauseMs } from '../account-outcome.ts';
import { loginMachine, type LoginInput, type LoginMethod, type ThirdPartyOutcome } from '../login-machine.ts';
import { verificationCodeMachine } from '../verification-code-machine.ts';
import { captchaNo, codeServices, manualService, settle } from './account-machine-services.ts';

const signedIn: LoginReply = { token: 't-1', userName: '138****5678', memberId: 7 };

function start(method: LoginMethod = 'password', returnTo = '/optics/en/article/12?from=search', thirdPartyCallback?: LoginInput['thirdPartyCallback']) {
  const clock = new SimulatedClock();
  const login = manualService<LoginReply, LoginRequest>();
  const loginByCode = manualService<LoginReply, LoginByMessageRequest>();
  const thirdPartyUrl = manualService<string, { returnTo: string }>();
  const loginByThirdParty = manualService<ThirdPartyOutcome, { code: string; state: string }>();
  const code = codeServices();
  const effects: string[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: {
        login: login.actor,
        loginByCode: loginByCode.actor,
        thirdPartyUrl: thirdPartyUrl.actor,
        loginByThirdParty: loginByThirdParty.actor,
        verificationCode: verificationCodeMachine.provide({
          actors: code.actors,
          actions: { announceSent: (_, { channel }) => effects.push(`sent by ${channel}`) },
        }),
      },
      actions: {
        announceSuccess: () => effects.push('Login successful'),
        navigate: (_, { href }) => effects.push(`navigate: ${href}`),
        openBinding: (_, { binding }) => effects.push(`bind: ${binding.displayName}`),
      },
    }),
    { input: { method, returnTo, thirdPartyCallback }, clock },
  ).start();
  const state = () => actor.getSnapshot().value;
  const failure = () => actor.getSnapshot().context.failure;
  const codeActor = () => actor.getSnapshot().children.verificationCode as ActorRefFrom<typeof verificationCodeMachine>;
  return { actor, clock, login, loginByCode, thirdPartyUrl, loginByThirdParty, code, effects, state, failure, codeActor };
}

describe('loginMachine, password tab', () => {
  it('signs in, announces success, and after a short pause goes to the return target', async () => {
    const { actor, clock, login, effects, state } = start();
    actor.send({ type: 'password.submit', credentials: { account: '13812345678', password: 'Secret123' } });
    expect(state()).toBe('signingInWithPassword');
    expect(login.last().input).toEqual({ account: '13812345678', password: 'Secret123' });
    login.last().resolve(signedIn);
    await settle();
    expect(state()).toBe('succeeded');
    expect(effects).toEqual(['Login successful']);
    clock.increment(successPauseMs);
    expect(effects).toEqual(['Login successful', 'navigate: /optics/en/article/12?from=search']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("shows the server's message when the login is refused, and may be tried again", async () => {
    const { actor, login, effects, state, failure } = start();
    actor.send({ type: 'password.submit', credentials: { account: '13900000000', password: 'Secret123' } });
    login.last().reject({ status: 40401, message: 'User not found, please register first.' });
    await settle();
    expect(state()).toBe('editing');
    expect(failure()).toEqual({ status: 40401, message: 'User not found, please register first.' });
    expect(effects).toEqual([]);

    actor.send({ type: 'password.submit', credentials: { account: '13812345678', password: 'Secret123' } });
    expect(failure()).toBeNull();
    login.last().resolve(signedIn);
    await settle();
    expect(state()).toBe('succeeded');
  });

  it('ignores a second submit while signing in, and a code submit on the password tab', () => {
    const { actor, login, loginByCode } = start();
    actor.send({ type: 'code.submit', credentials: { account: '13812345678', code: '123456' } });
    expect(loginByCode.calls).toEqual([]);
    actor.send({ type: 'password.submit', credentials: { account: '13812345678', password: 'Secret123' } });
    actor.send({ type: 'password.submit', credentials: { account: '13812345678', password: 'Secret123' } });
    expect(login.calls).toHaveLength(1);
  });

  it('does not load a captcha the password tab does not need', () => {
    expect(start('password').code.captcha.calls).toEqual([]);
  });
});

describe('loginMachine, code tab', () => {
  it('loads the captcha on the code tab, sends the code, counts down, and signs in with the code', async () => {
    const { actor, clock, code, loginByCode, effects, state, codeActor } = start();
    actor.send({ type: 'method.choose', method: 'code' });
    expect(code.captcha.calls).toHaveLength(1);
    code.captcha.last().resolve(captchaNo(1));
    await settle();

    actor.send({ type: 'code.send', account: '13812345678', captcha: 'ab12' });
    expect(code.send.last().input).toEqual({ account: '13812345678', purpose: 'login', captchaId: 'c1', captcha: 'ab12' });
    code.send.last().resolve({ channel: 'sms', resendAfterSeconds: 60, expiresInSeconds: 300 });
    await settle();
    expect(effects).toEqual(['sent by sms']);
    expect(codeActor().getSnapshot().context.resendIn).toBe(60);
    clock.increment(1000);
    expect(codeActor().getSnapshot().context.resendIn).toBe(59);

    actor.send({ type: 'code.submit', credentials: { account: '13812345678', code: '123456' } });
    expect(state()).toBe('signingInWithCode');
    expect(loginByCode.last().input).toEqual({ account: '13812345678', code: '123456' });
    loginByCode.last().resolve(signedIn);
    await settle();
    clock.increment(successPauseMs);
    expect(effects).toEqual(['sent by sms', 'Login successful', 'navigate: /optics/en/article/12?from=search']);
  });

  it('/quickLogin opens on the code tab with its captcha loading', () => {
    const { code, actor } = start('code');
    expect(actor.getSnapshot().context.method).toBe('code');
    expect(code.captcha.calls).toHaveLength(1);
  });

  it('keeps the countdown and the captcha across tab switches', async () => {
    const { actor, clock, code, codeActor } = start('code');
    code.captcha.last().resolve(captchaNo(1));
    await settle();
    actor.send({ type: 'code.send', account: '13812345678', captcha: 'ab12' });
    code.send.last().resolve({ channel: 'sms', resendAfterSeconds: 60, expiresInSeconds: 300 });
    await settle();
    code.captcha.last().resolve(captchaNo(2));
    await settle();

    actor.send({ type: 'method.choose', method: 'password' });
    clock.increment(1000);
    actor.send({ type: 'method.choose', method: 'code' });
    expect(code.captcha.calls).toHaveLength(2);
    expect(codeActor().getSnapshot().context.resendIn).toBe(59);
    expect(codeActor().getSnapshot().context.captcha?.captchaId).toBe('c2');
  });

  it('forwards a captcha refresh to the code sender', async () => {
    const { actor, code } = start('code');
    code.captcha.last().resolve(captchaNo(1));
    await settle();
    actor.send({ type: 'captcha.refresh' });
    expect(code.captcha.calls).toHaveLength(2);
  });

  it('a wrong code shows the server message and clears on a tab switch', async () => {
    const { actor, loginByCode, state, failure } = start('code');
    actor.send({ type: 'code.submit', credentials: { account: '13812345678', code: '000000' } });
    loginByCode.last().reject({ status: 40011, message: 'The verification code is incorrect' });
    await settle();
    expect(state()).toBe('editing');
    expect(failure()?.message).toBe('The verification code is incorrect');
    actor.send({ type: 'method.choose', method: 'password' });
    expect(failure()).toBeNull();
  });
});

describe('loginMachine, third party', () => {
  it('asks for the provider address with the return target, then leaves for it', async () => {
    const { actor, thirdPartyUrl, effects } = start('password', '/en/news/');
    actor.send({ type: 'thirdParty.start' });
    expect(thirdPartyUrl.last().input).toEqual({ returnTo: '/en/news/' });
    thirdPartyUrl.last().resolve('https://umt.example.org/authorize?state=s');
    await settle();
    expect(effects).toEqual(['navigate: https://umt.example.org/authorize?state=s']);
  });

  it('shows why the provider address could not be had', async () => {
    const { actor, thirdPartyUrl, state, failure } = start();
    actor.send({ type: 'thirdParty.start' });
    thirdPartyUrl.last().reject({ status: 40013, message: 'Third-party login is not available' });
    await settle();
    expect(state()).toBe('editing');
    expect(failure()?.message).toBe('Third-party login is not available');
  });

  it('back from the provider: a linked identity signs in and returns where the reader set out from', async () => {
    const { clock, loginByThirdParty, effects, state } = start('password', '/en/home/', { code: 'dev:reader', state: 's' });
    expect(state()).toBe('returningFromThirdParty');
    expect(loginByThirdParty.last().input).toEqual({ code: 'dev:reader', state: 's' });
    loginByThirdParty.last().resolve({ kind: 'signedIn', returnTo: '/optics/en/article/3' });
    await settle();
    clock.increment(successPauseMs);
    expect(effects).toEqual(['Login successful', 'navigate: /optics/en/article/3']);
  });

  it('back from the provider: an identity not linked yet goes on to binding', async () => {
    const { loginByThirdParty, effects, actor } = start('password', '/en/home/', { code: 'dev:new', state: 's' });
    loginByThirdParty.last().resolve({ kind: 'bindRequired', binding: { bindTicket: 'ticket', displayName: 'New Reader' } });
    await settle();
    expect(effects).toEqual(['bind: New Reader']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('back from the provider: a refused callback shows the message and leaves the form to use', async () => {
    const { loginByThirdParty, state, failure } = start('password', '/en/home/', { code: 'x', state: 'forged' });
    loginByThirdParty.last().reject({ status: 40013, message: 'Third-party login failed, please try again' });
    await settle();
    expect(state()).toBe('editing');
    expect(failure()?.status).toBe(40013);
  });
});
