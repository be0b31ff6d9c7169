import { sameSitePath } from './login-href.ts';

/**
 * Where signing in returns (spec §2 `/login?url=`): the `url` query value when it is a path on this site, else `home`
 * (the site's home page, which keeps the reader on the site they came from, where `/` is the deployment's default).
 */
export function returnTargetOf(url: string | undefined, home: string): string {
  const path = sameSitePath(url || null);
  return path === '/' ? home : path;
}
