/**
 * Cookie names of spec §3. Written and read with `serializeCookie` / `parseCookieHeader` below, which work on the
 * `Cookie` request header (server) and on `document.cookie` (browser) alike; neither touches `document` itself.
 *
 * (The `cookie` package in node_modules is only a transitive dependency of @fastify/cookie, requires Node 22, and is
 * not in package.json; these two small functions avoid depending on it.)
 */
export const cookieNames = {
  language: 'language',
  userName: 'userName',
  commonToken: 'commonToken',
  aesKey: 'aesKey',
  aesPassword: 'aesPassword',
} as const;

export type CookieName = (typeof cookieNames)[keyof typeof cookieNames];

/** The cookies a logout or a 401 clears (spec §4: "clears stored userName and token"). */
export const sessionCookieNames = [cookieNames.userName, cookieNames.commonToken] as const;

export type SameSite = 'Strict' | 'Lax' | 'None';

export interface CookieOptions {
  /** Lifetime; `0` deletes the cookie; absent makes a session cookie. */
  maxAgeSeconds?: number;
  /** Default `/`. */
  path?: string;
  /** Default `Lax`. `None` always adds `Secure`, as browsers require. */
  sameSite?: SameSite;
  secure?: boolean;
}

/** RFC 6265 cookie-name: an HTTP token. */
const cookieNamePattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A path attribute value: any printable character but `;`. */
const cookiePathPattern = /^[\u0020-\u003A\u003C-\u007E]*$/;

/**
 * `name=value; name2=value2` → `{ name: value, name2: value2 }`. Values are percent-decoded (left as they are if
 * that fails) and unquoted; pieces without `=` are skipped; the first of two equal names wins (the browser lists the
 * most specific path first). The result has no prototype, so names like `constructor` are ordinary keys.
 */
export function parseCookieHeader(header: string): Record<string, string> {
  const cookies = Object.create(null) as Record<string, string>;
  for (const piece of header.split(';')) {
    const equals = piece.indexOf('=');
    if (equals === -1) continue;
    const name = piece.slice(0, equals).trim();
    if (name === '' || name in cookies) continue;
    cookies[name] = decodeValue(unquote(piece.slice(equals + 1).trim()));
  }
  return cookies;
}

/**
 * A `Set-Cookie` header value, also usable as `document.cookie = …`. The value is percent-encoded
 * (`encodeURIComponent`), which `parseCookieHeader` undoes. Throws a TypeError for an invalid name, path or max-age.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const { maxAgeSeconds, path = '/', sameSite = 'Lax', secure = false } = options;
  if (!cookieNamePattern.test(name)) throw new TypeError(`invalid cookie name: ${JSON.stringify(name)}`);
  if (!cookiePathPattern.test(path)) throw new TypeError(`invalid cookie path: ${JSON.stringify(path)}`);

  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (maxAgeSeconds !== undefined) {
    if (!Number.isInteger(maxAgeSeconds)) throw new TypeError(`invalid cookie max-age: ${maxAgeSeconds}`);
    parts.push(`Max-Age=${maxAgeSeconds}`);
  }
  parts.push(`Path=${path}`, `SameSite=${sameSite}`);
  if (secure || sameSite === 'None') parts.push('Secure');
  return parts.join('; ');
}

/** A `Set-Cookie` value that deletes the cookie (the path must match the one it was set with). */
export function expireCookie(name: string, options: Pick<CookieOptions, 'path' | 'sameSite' | 'secure'> = {}): string {
  return serializeCookie(name, '', { ...options, maxAgeSeconds: 0 });
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

function decodeValue(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
