import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CodePurpose } from '../../schemas/account/auth-api.ts';
import { verificationCodeMachine } from '../verification-code-machine.ts';
import { captchaNo, codeServices, settle } from './account-machine-services.ts';

function start(purpose: CodePurpose = 'register') {
  const clock = new SimulatedClock();
  const services = codeServices();
  const announced: string[] = [];
  const actor = createActor(
    verificationCodeMachine.provide({ actors: services.actors, actions: { announceSent: (_, { channel }) => announced.push(channel) } }),
    { input: { purpose }, clock },
  ).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, clock, services, announced, snapshot };
}

async function withCaptcha(purpose?: CodePurpose) {
  const started = start(purpose);
  started.actor.send({ type: 'captcha.load' });
  started.services.captcha.last().resolve(captchaNo(1));
  await settle();
  return started;
}

describe('verificationCodeMachine', () => {
  it('loads the image captcha once on captcha.load, and again on refresh', async () => {
    const { actor, services, snapshot } = start();
    expect(snapshot().value).toEqual({ captcha: 'idle', code: 'ready' });
    actor.send({ type: 'captcha.load' });
    actor.send({ type: 'captcha.load' });
    expect(services.captcha.calls).toHaveLength(1);
    services.captcha.last().resolve(captchaNo(1));
    await settle();
    expect(snapshot().context.captcha).toEqual(captchaNo(1));
    actor.send({ type: 'captcha.load' });
    expect(services.captcha.calls).toHaveLength(1);
    actor.send({ type: 'captcha.refresh' });
    services.captcha.last().resolve(captchaNo(2));
    await settle();
    expect(snapshot().context.captcha?.captchaId).toBe('c2');
  });

  it('a captcha that fails to load can be retried', async () => {
    const { actor, services, snapshot } = start();
    actor.send({ type: 'captcha.load' });
    services.captcha.last().reject(new Error('offline'));
    await settle();
    expect(snapshot().value).toMatchObject({ captcha: 'failed' });
    actor.send({ type: 'captcha.refresh' });
    services.captcha.last().resolve(captchaNo(3));
    await settle();
    expect(snapshot().value).toMatchObject({ captcha: 'ready' });
  });

  it('sends nothing before a captcha is there', () => {
    const { actor, services, snapshot } = start();
    actor.send({ type: 'code.send', account: '13812345678', captcha: 'ab12' });
    expect(services.send.calls).toEqual([]);
    expect(snapshot().value).toMatchObject({ code: 'ready' });
  });

  it('sends with the purpose and captcha, counts down the seconds the server gave, then may send again', async () => {
    const { actor, clock, services, announced, snapshot } = await withCaptcha('reset');
    actor.send({ type: 'code.send', account: 'reader@example.org', captcha: 'ab12' });
    expect(snapshot().value).toMatchObject({ code: 'sending' });
    expect(services.send.last().input).toEqual({ account: 'reader@example.org', purpose: 'reset', captchaId: 'c1', captcha: 'ab12' });

    actor.send({ type: 'code.send', account: 'reader@example.org', captcha: 'ab12' });
    expect(services.send.calls).toHaveLength(1);

    services.send.last().resolve({ channel: 'email', resendAfterSeconds: 3, expiresInSeconds: 300 });
    await settle();
    expect(announced).toEqual(['email']);
    expect(snapshot().value).toMatchObject({ code: 'counting', captcha: 'loading' });
    expect(snapshot().context).toMatchObject({ resendIn: 3, channel: 'email', failure: null });
    // The captcha was spent: a new one loads for the next send.
    expect(services.captcha.calls).toHaveLength(2);

    actor.send({ type: 'code.send', account: 'reader@example.org', captcha: 'zz' });
    expect(services.send.calls).toHaveLength(1);
    clock.increment(1000);
    expect(snapshot().context.resendIn).toBe(2);
    clock.increment(1000);
    expect(snapshot().context.resendIn).toBe(1);
    clock.increment(1000);
    expect(snapshot().context.resendIn).toBe(0);
    expect(snapshot().value).toMatchObject({ code: 'ready' });
  });

  it('a refused send shows the server message, refreshes the captcha, and may be tried again at once', async () => {
    const { actor, services, snapshot } = await withCaptcha();
    actor.send({ type: 'code.send', account: '13812345678', captcha: 'wrong' });
    services.send.last().reject({ status: 40012, message: 'The captcha is incorrect' });
    await settle();
    expect(snapshot().value).toMatchObject({ code: 'ready', captcha: 'loading' });
    expect(snapshot().context.failure).toEqual({ status: 40012, message: 'The captcha is incorrect' });
    services.captcha.last().resolve(captchaNo(2));
    await settle();
    actor.send({ type: 'code.send', account: '13812345678', captcha: 'right' });
    expect(snapshot().context.failure).toBeNull();
    expect(services.send.last().input.captchaId).toBe('c2');
  });

  it('a send refused as too soon counts down the seconds it names', async () => {
    const { actor, clock, services, snapshot } = await withCaptcha();
    actor.send({ type: 'code.send', account: '13812345678', captcha: 'ab12' });
    services.send.last().reject({ status: 42902, message: 'Please wait 2 seconds before asking for a new code', retryAfterSeconds: 2 });
    await settle();
    expect(snapshot().value).toMatchObject({ code: 'counting' });
    expect(snapshot().context.resendIn).toBe(2);
    clock.increment(1000);
    clock.increment(1000);
    expect(snapshot().value).toMatchObject({ code: 'ready' });
  });

  it('a send that gets no reply is a failure without a message', async () => {
    const { actor, services, snapshot } = await withCaptcha();
    actor.send({ type: 'code.send', account: '13812345678', captcha: 'ab12' });
    services.send.last().reject(new TypeError('Failed to fetch'));
    await settle();
    expect(snapshot().context.failure).toEqual({ status: -1, message: '' });
  });
});
