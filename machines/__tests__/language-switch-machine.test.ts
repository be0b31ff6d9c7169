import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { languageSwitchMachine } from '../language-switch-machine.ts';

function start(current: LanguageSegment) {
  const clock = new SimulatedClock();
  const cookies: string[] = [];
  const navigations: string[] = [];
  const actor = createActor(
    languageSwitchMachine.provide({
      actions: {
        setLanguageCookie: (_, { language }) => cookies.push(language),
        navigate: (_, { href }) => navigations.push(href),
      },
    }),
    { input: { current, targetUrl: (language) => `/${language}/home/` }, clock },
  ).start();
  return { actor, clock, cookies, navigations };
}

describe('languageSwitchMachine', () => {
  it('sets the cookie at once and reloads at the new URL after 500 ms', () => {
    const { actor, clock, cookies, navigations } = start('zh');
    actor.send({ type: 'switch', language: 'ara' });
    expect(cookies).toEqual(['ara']);
    clock.increment(499);
    expect(navigations).toEqual([]);
    clock.increment(1);
    expect(navigations).toEqual(['/ara/home/']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('toggles zh ↔ en without an explicit language', () => {
    const fromZh = start('zh');
    fromZh.actor.send({ type: 'switch' });
    fromZh.clock.increment(500);
    expect(fromZh.navigations).toEqual(['/en/home/']);

    const fromFr = start('fra');
    fromFr.actor.send({ type: 'switch' });
    fromFr.clock.increment(500);
    expect(fromFr.navigations).toEqual(['/zh/home/']);
  });

  it('ignores a switch to the current language', () => {
    const { actor, cookies } = start('en');
    actor.send({ type: 'switch', language: 'en' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(cookies).toEqual([]);
  });
});
