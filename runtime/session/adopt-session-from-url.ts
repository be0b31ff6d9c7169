import { cookieNames } from './cookies.ts';

/** Query parameters that hand a session to the portal (e.g. from a single-sign-on redirect), spec §3. */
export const sessionQueryParams = { token: 'token', userName: 'userName' } as const;

export interface AdoptedSession {
  /** Cookies to set: `commonToken` from `token`, `userName` from `userName`. Empty when there is nothing to adopt. */
  cookies: { name: string; value: string }[];
  /**
   * Path, query and hash of the URL without `token` and `userName` (other parameters keep their exact encoding and
   * order), for `history.replaceState` or a redirect; `null` when there is nothing to adopt.
   */
  cleanedUrl: string | null;
}

/**
 * Spec §3: "A token and userName in the URL query are stored into cookies." Pure: the caller sets the cookies and
 * replaces the URL. An empty value is not adopted. Values are read as a form would (`+` is a space).
 */
export function adoptSessionFromUrl(url: URL): AdoptedSession {
  const cookies: AdoptedSession['cookies'] = [];
  const token = url.searchParams.get(sessionQueryParams.token);
  const userName = url.searchParams.get(sessionQueryParams.userName);
  if (token) cookies.push({ name: cookieNames.commonToken, value: token });
  if (userName) cookies.push({ name: cookieNames.userName, value: userName });
  if (cookies.length === 0) return { cookies, cleanedUrl: null };
  return { cookies, cleanedUrl: `${url.pathname}${searchWithout(url.search, Object.values(sessionQueryParams))}${url.hash}` };
}

/** Drops the named parameters from a raw `?a=1&b=2` without re-encoding the others. */
function searchWithout(search: string, names: readonly string[]): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !names.includes(paramName(pair)));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

function paramName(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}
