import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { subscriptionMachine, type SubscriptionFieldMessages, type SubscriptionSubmission } from '../subscription-machine.ts';
import { manualService, settle } from './account-machine-services.ts';

const subscribe: SubscriptionSubmission = { mode: 'subscribe', request: { email: 'reader@example.org', captchaId: 'c1', captcha: 'ab12', type: 'current' } };
const unsubscribe: SubscriptionSubmission = { mode: 'unsubscribe', request: { email: 'reader@example.org', captchaId: 'c2', captcha: 'cd34' } };

function start() {
  const check = manualService<SubscriptionFieldMessages | null, SubscriptionSubmission>();
  const send = manualService<unknown, SubscriptionSubmission>();
  const effects: string[] = [];
  const actor = createActor(
    subscriptionMachine.provide({
      actors: { check: check.actor, send: send.actor },
      actions: { announceSuccess: (_, { mode }) => effects.push(`announce ${mode}`), refreshCaptcha: () => effects.push('refresh captcha') },
    }),
  ).start();
  return { actor, check, send, effects, state: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('subscriptionMachine', () => {
  it('checks, sends, announces the success and asks for a new captcha', async () => {
    const { actor, check, send, effects, state, context } = start();
    actor.send({ type: 'submit', submission: subscribe });
    expect(state()).toBe('checking');
    expect(check.last().input).toEqual(subscribe);
    check.last().resolve(null);
    await settle();
    expect(state()).toBe('sending');
    expect(send.last().input).toEqual(subscribe);
    actor.send({ type: 'submit', submission: subscribe });
    expect(send.calls).toHaveLength(1);
    send.last().resolve({});
    await settle();
    expect(state()).toBe('succeeded');
    expect(context().done).toBe('subscribe');
    expect(effects).toEqual(['announce subscribe', 'refresh captcha']);
  });

  it('stops at the field messages of a submission that may not be sent, without spending the captcha', async () => {
    const { actor, check, send, effects, state, context } = start();
    actor.send({ type: 'submit', submission: subscribe });
    check.last().resolve({ email: 'Please enter the correct email format' });
    await settle();
    expect(state()).toBe('editing');
    expect(context().fieldMessages).toEqual({ email: 'Please enter the correct email format' });
    expect(send.calls).toHaveLength(0);
    expect(effects).toEqual([]);
    actor.send({ type: 'submit', submission: subscribe });
    expect(context().fieldMessages).toEqual({});
  });

  it("returns to editing with the server's message and a new captcha when the server refuses", async () => {
    const { actor, check, send, effects, state, context } = start();
    actor.send({ type: 'submit', submission: unsubscribe });
    check.last().resolve(null);
    await settle();
    send.last().reject({ status: 40400, message: 'No subscription found for this e-mail' });
    await settle();
    expect(state()).toBe('editing');
    expect(context().failure).toEqual({ status: 40400, message: 'No subscription found for this e-mail' });
    expect(effects).toEqual(['refresh captcha']);
  });

  it('submits again after a success; edit clears what was done', async () => {
    const { actor, check, send, state, context } = start();
    actor.send({ type: 'submit', submission: subscribe });
    check.last().resolve(null);
    await settle();
    send.last().resolve({});
    await settle();
    actor.send({ type: 'edit' });
    expect(state()).toBe('editing');
    expect(context().done).toBeNull();
    actor.send({ type: 'submit', submission: unsubscribe });
    expect(state()).toBe('checking');
  });
});
