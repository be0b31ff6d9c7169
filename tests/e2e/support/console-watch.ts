import type { Page } from 'playwright-core';

/** Collects what a reader's console would show: errors, warnings (hydration mismatches are warnings/errors), page errors. */
export function watchConsole(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // The browser cancels what is in flight when the page navigates (a reload, a link): nothing a reader sees.
    if (reason !== 'net::ERR_ABORTED') problems.push(`requestfailed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') problems.push(`http ${response.status()}: ${response.url()}`);
  });
  return { problems };
}
