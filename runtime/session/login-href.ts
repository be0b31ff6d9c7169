import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { standaloneHref } from '../../schemas/routes/standalone-href.ts';

/** Path of the standalone login screen (spec §2). */
export const loginPath = standaloneHref('login');

/**
 * `/login?url=<path+query>&lang=<lang>`: the login page, returning afterwards to `currentUrl` (its path and query; the
 * hash and origin are dropped, so the return target is always on this site). On the login page itself, the return
 * target it already carries is kept, so a failure there never nests `url=/login?url=…`.
 */
export function loginHref(currentUrl: URL | string, language: LanguageSegment): string {
  const url = typeof currentUrl === 'string' ? new URL(currentUrl, 'http://localhost') : currentUrl;
  const returnTo = url.pathname === loginPath ? sameSitePath(url.searchParams.get('url')) : `${url.pathname}${url.search}`;
  return standaloneHref('login', { url: returnTo, lang: language });
}

const hasControlCharacter = (text: string) => [...text].some((character) => character.charCodeAt(0) < 0x20);

/** A return target from a query value: a path on this site, or `/`. */
export function sameSitePath(value: string | null): string {
  // Browsers read `//host`, `/\host` and paths with tabs or newlines as other sites: only plain paths pass.
  if (!value || !value.startsWith('/') || /^\/[/\\]/.test(value) || value.includes('\\') || hasControlCharacter(value)) return '/';
  try {
    const decoded = decodeURIComponent(value);
    return /^\/[/\\]/.test(decoded) || decoded.includes('\\') || hasControlCharacter(decoded) ? '/' : value;
  } catch {
    return '/';
  }
}
