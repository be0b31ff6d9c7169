import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RegisterRequest } from '../../schemas/account/auth-api.ts';
import { successPauseMs } from '../account-outcome.ts';
import { accountFormMachine, type AccountFormSubmission } from '../account-form-machine.ts';
import { manualService, settle } from './account-machine-services.ts';

const request: RegisterRequest = { account: '13812345678', code: '123456', password: 'Secret123', confirmPassword: 'Secret123', agreement: true };
const submission: AccountFormSubmission = { form: 'register', request };

function start() {
  const clock = new SimulatedClock();
  const submit = manualService<unknown, AccountFormSubmission>();
  const effects: string[] = [];
  const actor = createActor(
    accountFormMachine.provide({
      actors: { submit: submit.actor },
      actions: { announceSuccess: () => effects.push('registration success'), navigate: (_, { href }) => effects.push(`navigate: ${href}`) },
    }),
    { input: { next: '/en/home/' }, clock },
  ).start();
  return { actor, clock, submit, effects, state: () => actor.getSnapshot().value, failure: () => actor.getSnapshot().context.failure };
}

describe('accountFormMachine', () => {
  it('submits the request, announces success, and moves on after the pause', async () => {
    const { actor, clock, submit, effects, state } = start();
    actor.send({ type: 'submit', submission });
    expect(state()).toBe('submitting');
    expect(submit.last().input).toEqual(submission);
    actor.send({ type: 'submit', submission });
    expect(submit.calls).toHaveLength(1);
    submit.last().resolve({});
    await settle();
    expect(effects).toEqual(['registration success']);
    clock.increment(successPauseMs - 1);
    expect(effects).toHaveLength(1);
    clock.increment(1);
    expect(effects).toEqual(['registration success', 'navigate: /en/home/']);
  });

  it("a refusal returns to editing with the server's message, cleared by the next submit", async () => {
    const { actor, submit, state, failure } = start();
    actor.send({ type: 'submit', submission });
    submit.last().reject({ status: 40900, message: 'This account is already registered, please log in' });
    await settle();
    expect(state()).toBe('editing');
    expect(failure()).toEqual({ status: 40900, message: 'This account is already registered, please log in' });
    actor.send({ type: 'submit', submission });
    expect(failure()).toBeNull();
  });
});
