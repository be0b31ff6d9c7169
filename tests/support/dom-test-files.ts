import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';

/** The docblock a test file starts with to run in a browser-like DOM, e.g. `// @vitest-environment jsdom`. */
const domMarker = /^\s*\/\/ @vitest-environment (jsdom|happy-dom)\b/m;

/**
 * The test files among `patterns` that need a DOM, found by the marker each already carries (so a file run alone
 * behaves as in the whole suite): the `dom` project runs these, the `unit` project the rest.
 */
export function domTestFiles(patterns: string[], ignore: string[]): string[] {
  return globSync(patterns, { ignore })
    .filter((file) => domMarker.test(readFileSync(file, 'utf8').slice(0, 400)))
    .sort();
}
