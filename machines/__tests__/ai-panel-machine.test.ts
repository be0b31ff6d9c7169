import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { aiqaTokenLifetimeSeconds } from '../../schemas/aiqa-frame.ts';
import { aiPanelMachine, frameSrcOf } from '../ai-panel-machine.ts';

type Call = { resolve: (token: string) => void; reject: (error: Error) => void };

function start(frameUrl = '/aiqa/frame') {
  const calls: Call[] = [];
  const posts: Array<string | null> = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    aiPanelMachine.provide({
      actors: {
        requestSecureParams: fromPromise<string>(() => new Promise((resolve, reject) => calls.push({ resolve, reject }))),
      },
      actions: {
        postHostContext: ({ context }) => posts.push(context.frameSrc),
      },
    }),
    { input: { frameUrl }, clock },
  ).start();
  const view = () => {
    const { value, context } = actor.getSnapshot();
    return { panel: (value as { panel: string }).panel, frameSrc: context.frameSrc, error: context.error };
  };
  return { actor, calls, posts, clock, view };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('aiPanelMachine', () => {
  it('goes closed → opening → open with the frame URL and the token', async () => {
    const { actor, calls, view } = start();
    expect(view()).toEqual({ panel: 'closed', frameSrc: null, error: null });
    actor.send({ type: 'toggle' });
    expect(view().panel).toBe('opening');
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('t.sig');
    await settle();
    expect(view()).toEqual({ panel: 'open', frameSrc: '/aiqa/frame?token=t.sig', error: null });
  });

  it('fails with the reason, and retries on request', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'open' });
    calls[0]!.reject(new Error('body field "siteId" is not this site'));
    await settle();
    expect(view()).toEqual({ panel: 'failed', frameSrc: null, error: 'body field "siteId" is not this site' });
    actor.send({ type: 'retry' });
    expect(view()).toMatchObject({ panel: 'opening', error: null });
    calls[1]!.resolve('second');
    await settle();
    expect(view()).toMatchObject({ panel: 'open', frameSrc: '/aiqa/frame?token=second' });
  });

  it('closes from every state, and drops a token that arrives after closing', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'toggle' });
    actor.send({ type: 'close' });
    expect(view().panel).toBe('closed');
    calls[0]!.resolve('late');
    await settle();
    expect(view().panel).toBe('closed');

    actor.send({ type: 'toggle' });
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new Error('down'));
    await settle();
    actor.send({ type: 'toggle' });
    expect(view().panel).toBe('closed');

    actor.send({ type: 'open' });
    calls[2]!.resolve('ok');
    await settle();
    actor.send({ type: 'toggle' });
    expect(view().panel).toBe('closed');
  });

  it('re-opens with the same token while it is still good, and asks anew once it is about to lapse', async () => {
    const { actor, calls, clock, view } = start();
    actor.send({ type: 'toggle' });
    calls[0]!.resolve('first');
    await settle();
    actor.send({ type: 'toggle' });

    clock.increment((aiqaTokenLifetimeSeconds - 61) * 1000);
    actor.send({ type: 'toggle' });
    expect(view()).toMatchObject({ panel: 'open', frameSrc: '/aiqa/frame?token=first' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'close' });

    // Less than a minute left: not worth a frame.
    clock.increment(1000);
    actor.send({ type: 'toggle' });
    expect(view().panel).toBe('opening');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('fresh');
    await settle();
    expect(view().frameSrc).toBe('/aiqa/frame?token=fresh');
  });

  it('a fresh token starts its own lifetime', async () => {
    const { actor, calls, clock, view } = start();
    actor.send({ type: 'toggle' });
    calls[0]!.resolve('first');
    await settle();
    actor.send({ type: 'close' });
    clock.increment(aiqaTokenLifetimeSeconds * 1000);
    actor.send({ type: 'toggle' });
    calls[1]!.resolve('second');
    await settle();
    actor.send({ type: 'close' });
    clock.increment(5 * 60 * 1000);
    actor.send({ type: 'toggle' });
    expect(view()).toMatchObject({ panel: 'open', frameSrc: '/aiqa/frame?token=second' });
    expect(calls).toHaveLength(2);
  });

  it('posts the host context when the frame has loaded, and only while open', async () => {
    const { actor, calls, posts } = start();
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'toggle' });
    actor.send({ type: 'frame.loaded' });
    expect(posts).toEqual([]);
    calls[0]!.resolve('tok');
    await settle();
    actor.send({ type: 'frame.loaded' });
    expect(posts).toEqual(['/aiqa/frame?token=tok']);
  });
});

describe('frameSrcOf', () => {
  it.each([
    ['/aiqa/frame', '/aiqa/frame?token=a%2Bb.c'],
    ['https://qa.example.org/frame?app=7', 'https://qa.example.org/frame?app=7&token=a%2Bb.c'],
    ['https://qa.example.org/frame?', 'https://qa.example.org/frame?token=a%2Bb.c'],
    ['/aiqa/frame#chat', '/aiqa/frame?token=a%2Bb.c#chat'],
  ])('appends the token to %s', (frameUrl, expected) => {
    expect(frameSrcOf(frameUrl, 'a+b.c')).toBe(expected);
  });
});
