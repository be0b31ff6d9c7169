import { createActor, fromPromise } from 'xstate';
import type { ApiClient } from '../../runtime/api/api-client.ts';
import { callEndpoint } from '../../runtime/api/call-endpoint.ts';
import { operationsEndpoints } from '../../schemas/api/operations-endpoints.ts';
import type { SecureParamsRequest } from '../../schemas/aiqa-api.ts';
import { aiPanelMachine, type AiPanelEvent, type AiPanelStatus } from '../../machines/ai-panel-machine.ts';

/** What the panel shows: the machine's panel state, the frame's address once open, the reason of a failure. */
export type AiPanelView = { status: AiPanelStatus; frameSrc: string | null; error: string | null };

export type AiPanelServices = {
  api: ApiClient;
  frameUrl: string;
  /** The body of generateSecureParams, read when the panel asks (the page's host, site and language). */
  secureParamsBody: () => SecureParamsRequest;
  /** Posts the page's context to the frame now showing `frameSrc`. */
  postHostContext: (frameSrc: string) => void;
};

export type AiPanelSession = { send: (event: AiPanelEvent) => void; stop: () => void };

/**
 * A running AI panel: the machine with the real call (spec §7 generateSecureParams) and the page's post to the frame.
 * Loaded with XState and the reply schema on the reader's first click, never with the page.
 */
export function startAiPanel(services: () => AiPanelServices, onChange: (view: AiPanelView) => void): AiPanelSession {
  const actor = createActor(
    aiPanelMachine.provide({
      actors: {
        requestSecureParams: fromPromise<string>(({ signal }) => {
          const { api, secureParamsBody } = services();
          return callEndpoint(api, operationsEndpoints.aiqaSecureParams, { body: secureParamsBody(), signal });
        }),
      },
      actions: {
        postHostContext: ({ context }) => {
          if (context.frameSrc) services().postHostContext(context.frameSrc);
        },
      },
    }),
    { input: { frameUrl: services().frameUrl } },
  );
  actor.subscribe((snapshot) => {
    const { context, value } = snapshot;
    onChange({ status: value.panel, frameSrc: context.frameSrc, error: context.error });
  });
  actor.start();
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}
