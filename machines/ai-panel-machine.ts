import { assign, fromPromise, raise, setup } from 'xstate';
import { aiqaTokenLifetimeSeconds } from '../schemas/aiqa-frame.ts';

/** A token is reused only while it has at least this long left, so a frame never opens on one about to lapse. */
const reuseMarginSeconds = 60;

export type AiPanelInput = {
  /** The configured frame address; the token is appended as `token=…`. */
  frameUrl: string;
};

export type AiPanelContext = {
  frameUrl: string;
  /** The last token the server issued, while it may still be reused. */
  token: string | null;
  /** What the panel's frame shows (the frame URL with the token), once open. */
  frameSrc: string | null;
  /** Why the last request for secure parameters failed. */
  error: string | null;
};

export type AiPanelEvent =
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'retry' }
  /** The frame finished loading: time to tell it where it is embedded. */
  | { type: 'frame.loaded' }
  | { type: 'token.issued' };

/** The frame URL with the token appended to its query (before any fragment). */
export function frameSrcOf(frameUrl: string, token: string): string {
  const [beforeHash, hash] = splitOnce(frameUrl, '#');
  const separator = beforeHash.includes('?') ? (beforeHash.endsWith('?') || beforeHash.endsWith('&') ? '' : '&') : '?';
  return `${beforeHash}${separator}token=${encodeURIComponent(token)}${hash === undefined ? '' : `#${hash}`}`;
}

function splitOnce(text: string, mark: string): [string, string | undefined] {
  const at = text.indexOf(mark);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/**
 * The AI Q&A panel (spec §4): closed → opening (asking the server for secure parameters) → open with the frame, or
 * failed with the reason and a retry. Toggling or closing hides it. Re-opening reuses the last token while it is
 * still good for a minute or more, else asks anew; once the frame has loaded, the page posts it its context.
 *
 * Two regions: `panel` is what the reader sees; `token` forgets the token when it is about to lapse. The call is the
 * injected `requestSecureParams` actor, the post the injected `postHostContext` action.
 */
export const aiPanelMachine = setup({
  types: {
    input: {} as AiPanelInput,
    context: {} as AiPanelContext,
    events: {} as AiPanelEvent,
  },
  actors: {
    requestSecureParams: fromPromise<string>(() => Promise.reject(new Error('provide the requestSecureParams actor'))),
  },
  actions: {
    postHostContext: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
  delays: {
    tokenReusable: (aiqaTokenLifetimeSeconds - reuseMarginSeconds) * 1000,
  },
}).createMachine({
  id: 'aiPanel',
  type: 'parallel',
  context: ({ input }) => ({ frameUrl: input.frameUrl, token: null, frameSrc: null, error: null }),
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            toggle: [{ guard: 'hasToken', target: 'open' }, { target: 'opening' }],
            open: [{ guard: 'hasToken', target: 'open' }, { target: 'opening' }],
          },
        },
        opening: {
          entry: assign({ error: null, frameSrc: null }),
          invoke: {
            src: 'requestSecureParams',
            onDone: { target: 'open', actions: [assign({ token: ({ event }) => event.output }), raise({ type: 'token.issued' })] },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
          on: { toggle: 'closed', close: 'closed' },
        },
        open: {
          entry: assign({ frameSrc: ({ context }) => (context.token === null ? null : frameSrcOf(context.frameUrl, context.token)) }),
          on: {
            toggle: 'closed',
            close: 'closed',
            'frame.loaded': { actions: 'postHostContext' },
          },
        },
        failed: {
          on: { retry: 'opening', toggle: 'closed', close: 'closed' },
        },
      },
    },
    token: {
      initial: 'none',
      states: {
        none: { on: { 'token.issued': 'reusable' } },
        reusable: {
          after: { tokenReusable: { target: 'none', actions: assign({ token: null }) } },
          on: { 'token.issued': { target: 'reusable', reenter: true } },
        },
      },
    },
  },
});

/** The panel's state as the page shows it. */
export type AiPanelStatus = 'closed' | 'opening' | 'open' | 'failed';
