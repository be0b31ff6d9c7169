import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { expireCookie, sessionCookieNames } from '../../runtime/session/cookies.ts';
import { expireSession } from '../../runtime/session/session-expiry.ts';
import { showToast } from '../../runtime/ui/show-toast.ts';

let pending = false;

/** Spec §4: any 401 clears the session, shows the message, and goes to login after 1100 ms (once, however many 401s). */
export function handleUnauthorized(message: string, language: LanguageSegment): void {
  if (pending) return;
  pending = true;
  expireSession({
    message,
    language,
    currentUrl: window.location.href,
    clearSession: () => {
      for (const name of sessionCookieNames) document.cookie = expireCookie(name);
    },
    showMessage: showToast,
    navigate: (href) => window.location.assign(href),
    schedule: (run, ms) => setTimeout(run, ms),
  });
}
