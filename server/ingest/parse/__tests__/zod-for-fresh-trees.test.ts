import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixtureDir } from '../../__tests__/fixture-xml.ts';

const module = (path: string) => JSON.stringify(pathToFileURL(join(import.meta.dirname, path)).href);

describe("the parsing thread's zod, without cycle support", () => {
  it('refuses what the content model refuses, however deep in the tree, and keeps what it keeps', () => {
    // In a process of its own, as in the thread: the setting is zod's, for every schema built after it.
    const script = `await import(${module('../zod-for-fresh-trees.ts')});
const { parseJats } = await import(${module('../../jats/parse-jats.ts')});
const { articleContent } = await import(${module('../../../../schemas/content/article-content.ts')});
const { readFileSync } = await import('node:fs');
const content = parseJats(readFileSync(${JSON.stringify(join(fixtureDir, 'elife-02043-v2.xml'))}));
// The deepest formula's MathML, with a script in it.
let deepest = { depth: -1, node: null, path: [] };
const visit = (value, path) => {
  if (typeof value !== 'object' || value === null) return;
  if (typeof value.mathml === 'string' && value.mathml !== '' && path.length > deepest.depth) deepest = { depth: path.length, node: value, path };
  for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
};
visit(content, []);
const kept = articleContent.safeParse(content);
deepest.node.mathml = deepest.node.mathml.replace('</math>', '<script>alert(1)</script></math>');
const refused = articleContent.safeParse(content);
console.log(JSON.stringify({ depth: deepest.depth, keptSame: kept.success && JSON.stringify(kept.data) === JSON.stringify(parseJats(readFileSync(${JSON.stringify(join(fixtureDir, 'elife-02043-v2.xml'))}))), refused: refused.success ? null : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message]), expected: [...deepest.path, 'mathml'].join('.') }));`;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 40_000 });
    expect(result.stderr).toBe('');
    const { depth, keptSame, refused, expected } = JSON.parse(result.stdout) as { depth: number; keptSame: boolean; refused: [string, string][]; expected: string };
    expect(depth).toBeGreaterThan(6);
    expect(keptSame).toBe(true);
    expect(refused).toEqual([[expected, 'must hold MathML elements only']]);
  }, 45_000);
});
