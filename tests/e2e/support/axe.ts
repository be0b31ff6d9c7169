import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core's source, evaluated in the page by the test driver: a page's Content-Security-Policy does not apply to that, as it would to a script tag. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What the portal promises (docs/accessibility.md): WCAG 2.0, 2.1 and 2.2 level A and AA, plus axe's best
 * practices (landmarks, one `h1`, heading order, unique landmark names …). Best practices are not WCAG failures, but
 * they are what a screen-reader user navigates by, so a violation of one fails the test like any other.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Findings axe-core reports that are not failures, each narrowed to the elements it is about (a CSS selector the
 * element matches) and the reason. Keep this list short and explained in docs/accessibility.md.
 */
export const knownFalsePositives: { rule: string; selector: string; reason: string }[] = [
  {
    rule: 'empty-table-header',
    selector: 'th:has(math)',
    reason:
      'a header cell whose content is a formula: axe-core takes no text from MathML (role math), but Chromium exposes MathML to screen readers, which read it',
  },
];

/** Runs axe-core on the page as it is now (injected once per document); violations leave out `knownFalsePositives`. */
export async function runAxe(page: Page, options: RunOptions = {}): Promise<AxeResults> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ runOptions, ignored }) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
      const results = await axe.run(document, runOptions);
      const isIgnored = (rule: string, target: unknown[]) => {
        const element = typeof target[0] === 'string' && target.length === 1 ? document.querySelector(target[0]) : null;
        return ignored.some((entry) => entry.rule === rule && element?.matches(entry.selector));
      };
      const violations = results.violations
        .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !isIgnored(violation.id, node.target)) }))
        .filter((violation) => violation.nodes.length > 0);
      return { ...results, violations };
    },
    { runOptions: { runOnly: { type: 'tag', values: axeTags }, resultTypes: ['violations'], ...options } as RunOptions, ignored: knownFalsePositives },
  );
}

/** One line per violation and per offending element: rule id, impact, CSS target, what to fix and where to read. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`);
      return `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Fails with every violation axe-core finds on the page (see `axeTags`), each printed by `describeViolations`. */
export async function expectNoAxeViolations(page: Page, options: RunOptions = {}): Promise<void> {
  const { violations } = await runAxe(page, options);
  expect(violations.length, `axe-core found violations on ${page.url()}:\n${describeViolations(violations)}`).toBe(0);
}
