import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { ParsedLocation } from '../../runtime/routing/parse-location.ts';
import { moduleOf } from '../app/page-data.ts';

/**
 * The sign-in screens of spec §2 as module lists: `/login?lang&url` (and the third party's return, with `code` and
 * `state`), `/quickLogin` (the same screen on its code tab), `/register`, `/forgetCode` and `/accountBinding` (the
 * third party's bind ticket). Undefined: not a sign-in route.
 */
export function accountScreenModules(location: ParsedLocation): ModuleDescriptor[] | undefined {
  if (location.family !== 'standalone') return undefined;
  const { url, code, state, ticket, name } = location.query;
  switch (location.screen) {
    case 'login':
      return [moduleOf('login', { method: 'password', url, code, state })];
    case 'quickLogin':
      return [moduleOf('login', { method: 'code', url })];
    case 'register':
      return [moduleOf('register', { url })];
    case 'forgetCode':
      return [moduleOf('forgetCode', { url })];
    case 'accountBinding':
      return [moduleOf('accountBinding', { url, ticket, name })];
    default:
      return undefined;
  }
}
