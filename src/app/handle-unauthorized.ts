import type { Actor } from 'xstate';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { sessionExpiryMachine as SessionExpiryMachine } from '../../machines/session-expiry-machine.ts';
import { expireCookie, sessionCookieNames } from '../../runtime/session/cookies.ts';
import { loginHref } from '../../runtime/session/login-href.ts';
import { showToast } from '../../runtime/ui/show-toast.ts';

type SessionExpiryActor = Actor<typeof SessionExpiryMachine>;

let expiry: Promise<SessionExpiryActor | undefined> | undefined;

function clearSession(): void {
  for (const name of sessionCookieNames) document.cookie = expireCookie(name);
}

/**
 * The page's one session-expiry actor, started with the first 401: XState is not part of a page's boot code
 * (tests/integration/boot-graph.test.ts), so it loads then. If its code cannot be fetched (offline, a new
 * deployment), the session expires at once, without the message's pause.
 */
function sessionExpiry(language: () => LanguageSegment): Promise<SessionExpiryActor | undefined> {
  const loginTarget = () => loginHref(window.location.href, language());
  expiry ??= Promise.all([import('xstate'), import('../../machines/session-expiry-machine.ts')]).then(
    ([{ createActor }, { sessionExpiryMachine }]) =>
      createActor(
        sessionExpiryMachine.provide({
          actions: {
            clearSession,
            showMessage: (_, { message }) => showToast(message),
            navigate: (_, { href }) => window.location.assign(href),
          },
        }),
        { input: { loginTarget } },
      ).start(),
    () => {
      clearSession();
      window.location.assign(loginTarget());
      return undefined;
    },
  );
  return expiry;
}

/** Spec §4: any 401 clears the session, shows the message, and goes to login after 1100 ms (once, however many 401s). */
export function handleUnauthorized(message: string, language: () => LanguageSegment): void {
  void sessionExpiry(language).then((actor) => actor?.send({ type: 'UNAUTHORIZED', message }));
}
