import { useEffect, useState } from 'react';
import { loadAccountKit, type AccountKit } from './load-account-kit.ts';

/** The account kit once it has loaded after hydration (undefined while loading; `failed` when it could not). */
export function useAccountKit(): { kit: AccountKit | undefined; failed: boolean } {
  const [state, setState] = useState<{ kit: AccountKit | undefined; failed: boolean }>({ kit: undefined, failed: false });
  useEffect(() => {
    let live = true;
    loadAccountKit().then(
      (kit) => live && setState({ kit, failed: false }),
      () => live && setState({ kit: undefined, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
