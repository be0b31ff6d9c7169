import { useEffect, useRef } from 'react';
import { SignInScreen } from '../features/sign-in/sign-in-screen.tsx';
import { SignOutButton } from '../features/sign-in/sign-out-button.tsx';
import { AdminLink } from '../kits/navigation/admin-link.tsx';
import { adminHref, parseAdminPath } from '../kits/navigation/admin-routes.ts';
import { useCurrentHref } from '../kits/navigation/navigation.ts';
import { useAdminSession } from '../kits/session/use-session.ts';
import { LoadError, Loading } from '../kits/ui/load-states.tsx';
import { NoticeArea } from '../kits/ui/notices.tsx';
import { screenHeadingId } from '../kits/ui/page-heading.tsx';
import { RouteScreen } from './route-screen.tsx';
import { SiteNav } from './site-nav.tsx';

const roleNames = { owner: 'owner', siteAdmin: 'site admin', editor: 'editor' } as const;

/**
 * The back office's shell: the account and sign-out, the site's sections, the screen the address names, and the
 * notices. Signed out (or once the server says the session ended), the sign-in takes the screen's place at the same
 * address, which shows again after signing in.
 */
export function AdminApp() {
  const session = useAdminSession();
  const href = useCurrentHref();
  const [pathname, search = ''] = href.split('?');
  const location = parseAdminPath(pathname!, search);
  const account = session.data?.account;
  useFocusOnNewScreen(`${account ? 'in' : 'out'}:${pathname}`);

  return (
    <>
      <a className="skip-link" href="#admin-main">
        Skip to the content
      </a>
      <header className="app-header">
        <p className="app-name">
          <AdminLink href={adminHref('sites')}>Masthead back office</AdminLink>
        </p>
        {account ? (
          <div className="account">
            <span>
              {account.name} ({roleNames[account.role]})
            </span>
            <SignOutButton />
          </div>
        ) : null}
      </header>
      {account && location && 'sld' in location.params ? <SiteNav sld={location.params.sld} location={location} /> : null}
      <main id="admin-main" tabIndex={-1}>
        <NoticeArea />
        {session.isPending ? (
          <Loading what="your session" />
        ) : session.isError ? (
          <LoadError error={session.error} onRetry={() => void session.refetch()} />
        ) : account ? (
          <RouteScreen location={location} />
        ) : (
          <SignInScreen />
        )}
      </main>
    </>
  );
}

/**
 * After a change of screen (not of a list's filters), focus goes to the new screen's heading, or to the main region
 * while it loads: a screen reader starts there, and the keyboard's next Tab is the screen's first control.
 */
function useFocusOnNewScreen(screen: string) {
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== screen) {
      (document.getElementById(screenHeadingId) ?? document.getElementById('admin-main'))?.focus();
    }
    previous.current = screen;
  }, [screen]);
}
