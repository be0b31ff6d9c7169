import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { loginHref } from './login-href.ts';

/** Spec §4/§9: delay between the 401 message and the redirect to login. */
export const redirectAfterUnauthorizedMs = 1100;

export interface ExpireSessionOptions {
  /** The 401 reply's message, shown as a failure toast (spec §8); an empty message shows nothing. */
  message: string;
  /** Where the reader is (full URL or path+query); login returns here. */
  currentUrl: URL | string;
  /** The route's language, passed to login as `lang` (the route table, not this function, reads it from the URL). */
  language: LanguageSegment;
  /** Clears the stored user name and token (cookies and store). */
  clearSession: () => void;
  showMessage: (message: string) => void;
  navigate: (href: string) => void;
  /** `setTimeout` or a test's fake; its return value is returned so a caller can cancel. */
  schedule: (run: () => void, ms: number) => unknown;
}

/**
 * Spec §4, "Session": a 401 clears the stored user name and token, shows the message, then after 1100 ms goes to
 * login with the return URL. Call it once per expiry: de-duplicating concurrent 401s is the session-expiry machine's job.
 */
export function expireSession(options: ExpireSessionOptions): unknown {
  options.clearSession();
  if (options.message) options.showMessage(options.message);
  const href = loginHref(options.currentUrl, options.language);
  return options.schedule(() => options.navigate(href), redirectAfterUnauthorizedMs);
}
