import { createActor, fromPromise } from 'xstate';
import type { ApiClient } from '../../../runtime/api/api-client.ts';
import type { TranslationReply } from '../../../schemas/translation.ts';
import { translationMachine, type TranslateInput, type TranslatorContext, type TranslatorEvent } from '../../../machines/translation-machine.ts';
import { createTranslateCall } from './translate-call.ts';

/** What the popover shows: the machine's state and context. */
export type TranslatorView = TranslatorContext & { status: 'closed' | 'loading' | 'shown' };

export type TranslatorSession = { send: (event: TranslatorEvent) => void; stop: () => void };

/**
 * A running translator for one translate button: the machine with the real call. Loaded on the first click (with
 * XState, crypto-js and the reply schema), never with the page.
 */
export function startTranslator(api: ApiClient, onChange: (view: TranslatorView) => void): TranslatorSession {
  const translate = createTranslateCall(api);
  const actor = createActor(
    translationMachine.provide({
      actors: { translate: fromPromise<TranslationReply, TranslateInput>(({ input }) => translate(input)) },
    }),
  );
  actor.subscribe((snapshot) => onChange({ ...snapshot.context, status: snapshot.value as TranslatorView['status'] }));
  actor.start();
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}
