import type * as AccountSessions from './on-demand/account-sessions.ts';

export type AccountKit = typeof AccountSessions;

let loading: Promise<AccountKit> | undefined;

/**
 * XState, the account machines, the auth calls and the checks (zod): not part of any page's boot code
 * (tests/integration/boot-graph.test.ts). An account screen loads them as soon as it has hydrated; a failed load
 * may be tried again.
 */
export function loadAccountKit(): Promise<AccountKit> {
  loading ??= import('./on-demand/account-sessions.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
