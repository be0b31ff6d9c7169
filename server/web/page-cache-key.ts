import type { FastifyRequest } from 'fastify';
import { deviceOf } from '../../schemas/device.ts';

/**
 * Article pages and issues' tables of contents: what readers and crawlers fetch most, and what takes longest to
 * render (an issue of 300 articles). With or without the trailing slash the portal's own links have.
 */
const cachedPath = /^\/(?:[a-z0-9-]+\/)?[a-z]{2,3}\/(?:article\/(?:\d+\/?|doi\/.+)|issue\/\d{4}\/[^/]+\/?)$/i;
/** Cookies that make a page a reader's own (signed in, session): such pages are never shared. */
const personalCookie = /(?:^|;\s*)(?:userName|commonToken)=/;
/** A session handed over in the URL is moved into cookies by a redirect, never cached. */
const sessionQuery = /[?&](?:token|userName)=/;

/**
 * The key a page is cached under, or undefined when it must be rendered for this request alone. Everything a page's
 * HTML depends on besides its address is in the key: the host and scheme (absolute links in the head), the layout
 * variant, the language cookie (pages reached without a language segment) and the referrer's host (checkPower's
 * referrer grant).
 */
export function pageCacheKey(request: FastifyRequest, origin: string): string | undefined {
  const [path] = request.url.split('?') as [string];
  if (request.method !== 'GET' || !cachedPath.test(path) || sessionQuery.test(request.url)) return undefined;
  const cookie = request.headers.cookie ?? '';
  if (personalCookie.test(cookie)) return undefined;
  const language = /(?:^|;\s*)language=([^;]*)/.exec(cookie)?.[1] ?? '';
  return [origin, request.url, deviceOf(request.headers['user-agent']), language, referrerHostOf(request.headers.referer)].join('\n');
}

function referrerHostOf(referer: string | undefined): string {
  if (!referer) return '';
  try {
    return new URL(referer).hostname;
  } catch {
    return 'invalid';
  }
}
