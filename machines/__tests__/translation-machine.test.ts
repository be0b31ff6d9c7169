import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { TranslationReply } from '../../schemas/translation.ts';
import { translationMachine, type TranslateInput } from '../translation-machine.ts';

type Call = { input: TranslateInput; resolve: (reply: TranslationReply) => void; reject: (error: Error) => void };

function start() {
  const calls: Call[] = [];
  const actor = createActor(
    translationMachine.provide({
      actors: {
        translate: fromPromise<TranslationReply, TranslateInput>(
          ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
        ),
      },
    }),
  ).start();
  const view = () => {
    const { value, context } = actor.getSnapshot();
    return { value, result: context.result, error: context.error, language: context.language };
  };
  return { actor, calls, view };
}

const anchor = { top: 400, left: 600 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const translated = (...dst: string[]): TranslationReply => ({ trans_result: dst.map((text) => ({ src: 'x', dst: text })) });

describe('translationMachine', () => {
  it('goes closed → loading → shown with the translation, into zh by default', async () => {
    const { actor, calls, view } = start();
    expect(view().value).toBe('closed');
    actor.send({ type: 'open', text: 'Hello\nWorld', anchor });
    expect(view().value).toBe('loading');
    expect(calls.map((call) => call.input)).toEqual([{ q: 'Hello\nWorld', to: 'zh' }]);
    calls[0]!.resolve(translated('你好', '世界'));
    await settle();
    expect(view()).toEqual({ value: 'shown', result: ['你好', '世界'], error: null, language: 'zh' });
  });

  it.each([
    ['52003', 'unauthorised'],
    ['52001', 'timeout'],
    ['54001', 'timeout'],
  ])('shows error code %s as %s', async (code, error) => {
    const { actor, calls, view } = start();
    actor.send({ type: 'open', text: 'Hello', anchor });
    calls[0]!.resolve({ error_code: code, error_msg: 'provider says no' });
    await settle();
    expect(view()).toMatchObject({ value: 'shown', result: null, error });
  });

  it('shows a failed call (no reply, non-zero status) as a timeout', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'open', text: 'Hello', anchor });
    calls[0]!.reject(new Error('network down'));
    await settle();
    expect(view()).toMatchObject({ value: 'shown', result: null, error: 'timeout' });
  });

  it('re-runs the translation when the language changes while shown', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'open', text: 'Hello', anchor });
    calls[0]!.resolve(translated('你好'));
    await settle();
    actor.send({ type: 'language.change', language: 'fra' });
    expect(view()).toMatchObject({ value: 'loading', result: null, language: 'fra' });
    expect(calls[1]!.input).toEqual({ q: 'Hello', to: 'fra' });
    calls[1]!.resolve(translated('Bonjour'));
    await settle();
    expect(view()).toMatchObject({ value: 'shown', result: ['Bonjour'] });
  });

  it('keeps only the reply for the language asked last', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'open', text: 'Hello', anchor });
    actor.send({ type: 'language.change', language: 'de' });
    calls[1]!.resolve(translated('Hallo'));
    calls[0]!.resolve(translated('你好'));
    await settle();
    expect(view()).toMatchObject({ value: 'shown', result: ['Hallo'], language: 'de' });
  });

  it('hides on close, and ignores a reply that arrives after it', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'open', text: 'Hello', anchor });
    actor.send({ type: 'close' });
    expect(view().value).toBe('closed');
    calls[0]!.resolve(translated('你好'));
    await settle();
    expect(view()).toMatchObject({ value: 'closed', result: null });

    actor.send({ type: 'open', text: 'Hello', anchor });
    calls[1]!.resolve(translated('你好'));
    await settle();
    actor.send({ type: 'close' });
    expect(view().value).toBe('closed');
  });

  it('remembers a language chosen while closed for the next opening', () => {
    const { actor, calls } = start();
    actor.send({ type: 'language.change', language: 'jp' });
    expect(calls).toEqual([]);
    actor.send({ type: 'open', text: 'Hello', anchor });
    expect(calls[0]!.input).toEqual({ q: 'Hello', to: 'jp' });
  });

  it('places the popover by the anchor offset, 250 px threshold', () => {
    const { actor } = start();
    actor.send({ type: 'open', text: 'Hello', anchor: { top: 120, left: 600 } });
    expect(actor.getSnapshot().context.placement).toBe('bottom-end');
    actor.send({ type: 'open', text: 'Hello', anchor: { top: 300, left: 100 } });
    expect(actor.getSnapshot().context.placement).toBe('top-start');
  });
});
