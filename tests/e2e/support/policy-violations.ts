import type { BrowserContext, Page } from 'playwright-core';

type Recorded = { __policyViolations?: string[] };

/**
 * Has every page of the context note what its Content-Security-Policy refused (a blocked inline script, a picture
 * from a host the policy does not name …), from the first moment of each document.
 */
export async function recordPolicyViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const recorded = window as Recorded;
    recorded.__policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      recorded.__policyViolations!.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/** What the page's policy refused since its document loaded (see `recordPolicyViolations`). */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Recorded).__policyViolations ?? ['violations were not recorded in this tab']);
}
