import { useSyncExternalStore } from 'react';

/**
 * The app's place in the browser's history: screens change without a document load (links and forms call
 * `navigate`), and back and forward work. Addresses come from the route table (admin-routes.ts).
 */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/** Goes to an address of the app; `replace` when the screen it leaves should not be in the history (a created item). */
export function navigate(href: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  notify();
}

const currentHref = () => `${window.location.pathname}${window.location.search}`;

/** The address shown now, `pathname` + `search`, re-rendering on every change. */
export function useCurrentHref(): string {
  return useSyncExternalStore(subscribe, currentHref);
}
