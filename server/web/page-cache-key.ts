import type { FastifyRequest } from 'fastify';
import { deviceOf } from '../../schemas/device.ts';

/**
 * Article pages and issues' tables of contents: what readers and crawlers fetch most, and what takes longest to
 * render (an issue of 300 articles). With or without the trailing slash the portal's own links have.
 */
const cachedPath = /^\/(?:[a-z0-9-]+\/)?[a-z]{2,3}\/(?:article\/(?:\d+\/?|doi\/.+)|issue\/\d{4}\/[^/]+\/?)$/i;
/**
 * The query parameters these pages read: the site of a path without one (`/en/article/12?slds=optics`) and the
 * search box's resource type. Any other is dropped before rendering, so `?cb=1`, `?cb=2` … are one cached page
 * rather than a render each (issue 16: an unknown key made every request a render, 39 times the cost of a hit).
 */
const pageParameters = ['slds', 'sld', 'type'];
/** Cookies that make a page a reader's own (signed in, session): such pages are never shared. */
const personalCookie = /(?:^|;\s*)(?:userName|commonToken)=/;
/** A session handed over in the URL is moved into cookies by a redirect, never cached. */
const sessionQuery = /[?&](?:token|userName)=/;

/** A page served from the cache: the key it is kept under and the address it is rendered from. */
export type CachedPageAddress = { key: string; url: string };

/**
 * Where a page is cached, or undefined when it must be rendered for this request alone. Everything a page's HTML
 * depends on besides its address is in the key: the host and scheme (absolute links in the head), the layout
 * variant, the language cookie (pages reached without a language segment) and the referrer's host (checkPower's
 * referrer grant). The address keeps only `pageParameters`, in a fixed order.
 */
export function cachedPageAddress(request: FastifyRequest, origin: string): CachedPageAddress | undefined {
  const [path, search = ''] = request.url.split('?') as [string, string?];
  if (request.method !== 'GET' || !cachedPath.test(path) || sessionQuery.test(request.url)) return undefined;
  const cookie = request.headers.cookie ?? '';
  if (personalCookie.test(cookie)) return undefined;
  const url = path + knownQuery(search);
  const language = /(?:^|;\s*)language=([^;]*)/.exec(cookie)?.[1] ?? '';
  return { key: [origin, url, deviceOf(request.headers['user-agent']), language, referrerHostOf(request.headers.referer)].join('\n'), url };
}

function knownQuery(search: string): string {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of pageParameters) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

function referrerHostOf(referer: string | undefined): string {
  if (!referer) return '';
  try {
    return new URL(referer).hostname;
  } catch {
    return 'invalid';
  }
}
