import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.ts';
import { browserAndServerForThisFile } from '../support/browser-and-server.ts';
import { policyViolations } from '../support/policy-violations.ts';
import { pagesToCheck } from './pages-to-check.ts';
import { readerTabs } from './reader-tabs.ts';

/**
 * axe-core (WCAG 2.2 A/AA and best practices, see `../support/axe.ts`) on every page type the portal has
 * (`pagesToCheck`) in one language, after hydration: zero violations allowed. One file per language (Chinese, English,
 * Arabic right-to-left), so the three run side by side. Each page is also held to its Content-Security-Policy (issue
 * 16): nothing it loads or runs in any of these states may be refused.
 */
export function checkEveryPageIn(lang: string): void {
  const handles = browserAndServerForThisFile();
  const openReady = readerTabs(handles);

  describe(`axe-core in ${lang}`, () => {
    it.each(pagesToCheck)('$name has no violations', async ({ path, status, signedIn, width, open }) => {
      const { page, status: answered } = await openReady(path(lang), { signedIn, width });
      expect(answered).toBe(status);
      await open?.(page);
      await expectNoAxeViolations(page);
      expect(await policyViolations(page)).toEqual([]);
    });
  });
}
