import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { headerMachine } from '../header-machine.ts';

function start() {
  const effects: string[] = [];
  const record = (name: string) => () => effects.push(name);
  const actor = createActor(
    headerMachine.provide({
      actions: {
        lockScroll: record('lock'),
        unlockScroll: record('unlock'),
        hideVideoPlayer: record('hideVideo'),
        showVideoPlayer: record('showVideo'),
        focusSearch: record('focusSearch'),
      },
    }),
  ).start();
  return { actor, effects };
}

describe('headerMachine', () => {
  it('opening the menu locks scroll and hides the video player; closing undoes both', () => {
    const { actor, effects } = start();
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('menuOpen');
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects).toEqual(['lock', 'hideVideo', 'unlock', 'showVideo']);
  });

  it('opening search closes the menu and keeps scroll locked', () => {
    const { actor, effects } = start();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'search.toggle' });
    expect(actor.getSnapshot().value).toBe('searchOpen');
    expect(effects).toEqual(['lock', 'hideVideo', 'unlock', 'showVideo', 'lock', 'focusSearch']);
  });

  it('close (Escape) closes whichever is open', () => {
    const { actor } = start();
    actor.send({ type: 'search.toggle' });
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
