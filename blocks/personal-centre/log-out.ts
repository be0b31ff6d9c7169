import type { ApiClient } from '../../runtime/api/api-client.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { successPauseMs } from '../../machines/account-outcome.ts';
import { expireCookie, sessionCookieNames } from '../../runtime/session/cookies.ts';
import { loginPath } from '../../runtime/session/login-href.ts';
import { showToast } from '../../runtime/ui/show-toast.ts';
import { callMember } from '../../kits/member/member-call.ts';
import { navigate } from '../../kits/member/navigate.ts';

/**
 * Spec §4 "Logout": DELETE /rc-pub/api/logout; on success the user name and token cookies go, the success message
 * shows ('退出成功'), and the reader goes to login. A failure rejects (the caller shows its message) and keeps the
 * session, so the reader can try again.
 */
export async function logOut(api: ApiClient, { lang, successMessage }: { lang: LanguageSegment; successMessage: string }): Promise<void> {
  await callMember(api, 'logout');
  for (const name of sessionCookieNames) document.cookie = expireCookie(name, { path: '/' });
  showToast(successMessage);
  // As after logging in: the document load would take the message away at once.
  await new Promise((resolve) => setTimeout(resolve, successPauseMs));
  navigate.assign(`${loginPath}?lang=${encodeURIComponent(lang)}`);
}
