import type { Browser, Page } from 'playwright-core';
import { signedInCookie } from '../../support/signed-in-session.ts';
import type { TestServer } from '../../support/start-test-server.ts';
import { gotoReady } from '../support/hydration.ts';
import { recordPolicyViolations } from '../support/policy-violations.ts';

type Handles = { server: TestServer; browser: Browser };

/**
 * One tab for each kind of reader (signed in or not, screen width), reused from page to page as a reader's tab is:
 * a new tab costs the browser a new renderer process, which made these checks several times slower. Answers the
 * function that opens a path in the right tab and waits until the page is ready.
 */
export function readerTabs(handles: Handles) {
  const tabs = new Map<string, Promise<Page>>();

  const tabFor = (signedIn: boolean, width: number): Promise<Page> => {
    const key = `${signedIn}|${width}`;
    let tab = tabs.get(key);
    if (!tab) {
      tab = (async () => {
        // The pages' own Content-Security-Policy applies, as for a reader: what it refuses is recorded and checked.
        const context = await handles.browser.newContext({ viewport: { width, height: 900 } });
        await recordPolicyViolations(context);
        if (signedIn) {
          const cookies = (await signedInCookie(handles.server)).split('; ').map((pair) => pair.split('='));
          await context.addCookies(cookies.map(([name, value]) => ({ name: name!, value: value!, url: handles.server.url })));
        }
        return context.newPage();
      })();
      tabs.set(key, tab);
    }
    return tab;
  };

  return async function openReady(path: string, { signedIn = false, width = 1280 } = {}): Promise<{ page: Page; status: number | undefined }> {
    const page = await tabFor(signedIn, width);
    const response = await gotoReady(page, `${handles.server.url}${path}`);
    return { page, status: response?.status() };
  };
}
