import { useCallback, useEffect, useState } from 'react';
import { usePage } from '../../runtime/context/page-context.ts';
import { placeHref, readPlace, type PersonalPlace } from './personal-place.ts';

const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

/**
 * The place in the personal centre: starts where the URL said (the server's props), moves with the reader's menu,
 * tab and page links without a document load (history.pushState, so reload, Back and Forward keep working), and
 * follows Back and Forward. `hrefOf` gives each place its real address, for the links themselves.
 */
export function usePersonalPlace(initial: PersonalPlace) {
  const { path } = usePage();
  const [place, setPlace] = useState(initial);

  useEffect(() => {
    const onPopState = () => setPlace(readPlace(queryOf(window.location.search)));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const hrefOf = useCallback((next: PersonalPlace) => placeHref(next, path), [path]);
  const go = useCallback(
    (next: PersonalPlace) => {
      window.history.pushState(null, '', placeHref(next, `${window.location.pathname}${window.location.search}`));
      setPlace(next);
    },
    [],
  );
  return { place, go, hrefOf };
}

/** A link's click that the page handles itself: a plain left click (a modified one opens a tab as usual). */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
