import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { codeCountdownMachine, defaultResendSeconds } from '../code-countdown-machine.ts';

function start(seconds?: number) {
  const clock = new SimulatedClock();
  const actor = createActor(codeCountdownMachine, { input: seconds === undefined ? {} : { seconds }, clock }).start();
  const remaining = () => actor.getSnapshot().context.remaining;
  return { actor, clock, remaining };
}

describe('codeCountdownMachine', () => {
  it('counts down from 60 by default, one second at a time, and is done at 0', () => {
    expect(defaultResendSeconds).toBe(60);
    const { actor, clock, remaining } = start();
    expect(remaining()).toBe(60);
    clock.increment(999);
    expect(remaining()).toBe(60);
    clock.increment(1);
    expect(remaining()).toBe(59);
    for (let second = 0; second < 58; second += 1) clock.increment(1000);
    expect(remaining()).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1000);
    expect(remaining()).toBe(0);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('starts from the seconds the server said, rounded up to whole seconds', () => {
    const { clock, remaining, actor } = start(2.5);
    expect(remaining()).toBe(3);
    clock.increment(1000);
    clock.increment(1000);
    expect(remaining()).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('is done at once when there is nothing to wait', () => {
    expect(start(0).actor.getSnapshot().status).toBe('done');
    expect(start(-5).actor.getSnapshot().status).toBe('done');
  });
});
