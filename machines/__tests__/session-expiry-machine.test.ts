import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { redirectAfterUnauthorizedMs, sessionExpiryMachine } from '../session-expiry-machine.ts';

function start(loginTarget = () => '/login?url=%2Foptics%2Fen%2Farticle%2F12&lang=en') {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const actor = createActor(
    sessionExpiryMachine.provide({
      actions: {
        clearSession: () => effects.push('clear'),
        showMessage: (_, { message }) => effects.push(`message: ${message}`),
        navigate: (_, { href }) => effects.push(`navigate: ${href}`),
      },
    }),
    { input: { loginTarget }, clock },
  ).start();
  return { actor, clock, effects };
}

describe('sessionExpiryMachine', () => {
  it('waits 1100 ms (spec §9)', () => {
    expect(redirectAfterUnauthorizedMs).toBe(1100);
  });

  it('clears the session and shows the message at once, and goes to login only after 1100 ms', () => {
    const { actor, clock, effects } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'UNAUTHORIZED', message: 'Login expired, please log in again' });
    expect(effects).toEqual(['clear', 'message: Login expired, please log in again']);

    clock.increment(1099);
    expect(effects).toHaveLength(2);
    clock.increment(1);
    expect(effects).toEqual(['clear', 'message: Login expired, please log in again', 'navigate: /login?url=%2Foptics%2Fen%2Farticle%2F12&lang=en']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ignores further 401s while expiring: one clear, one message, one redirect, and the timer is not restarted', () => {
    const { actor, clock, effects } = start();
    actor.send({ type: 'UNAUTHORIZED', message: 'first' });
    clock.increment(600);
    actor.send({ type: 'UNAUTHORIZED', message: 'second' });
    actor.send({ type: 'UNAUTHORIZED', message: 'third' });
    clock.increment(500);
    expect(effects).toEqual(['clear', 'message: first', 'navigate: /login?url=%2Foptics%2Fen%2Farticle%2F12&lang=en']);
    actor.send({ type: 'UNAUTHORIZED', message: 'after' });
    clock.increment(5000);
    expect(effects).toHaveLength(3);
  });

  it('shows no empty message, but still clears and redirects', () => {
    const { actor, clock, effects } = start();
    actor.send({ type: 'UNAUTHORIZED', message: '' });
    clock.increment(1100);
    expect(effects).toEqual(['clear', 'navigate: /login?url=%2Foptics%2Fen%2Farticle%2F12&lang=en']);
  });

  it('takes the return URL as it is when the 401 arrives', () => {
    let where = '/login?url=%2Fen%2Fhome%2F&lang=en';
    const { actor, clock, effects } = start(() => where);
    actor.send({ type: 'UNAUTHORIZED', message: 'expired' });
    where = '/login?url=%2Fen%2Fnews%2F&lang=en';
    clock.increment(1100);
    expect(effects.at(-1)).toBe('navigate: /login?url=%2Fen%2Fhome%2F&lang=en');
  });
});
