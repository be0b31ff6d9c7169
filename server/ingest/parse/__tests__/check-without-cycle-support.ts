/**
 * Run by zod-for-fresh-trees.test.ts in a process of its own, as the parsing thread runs: zod's setting first, then
 * the content model. Checks the content of a fixture with many formulas as read, then again with a script put into
 * its deepest formula's MathML, and prints what came of both as JSON.
 *
 *   node --import tsx check-without-cycle-support.ts <article.xml>
 */
// First, as in the thread's module: modules are run in the order they are imported.
import '../zod-for-fresh-trees.ts';
import { readFileSync } from 'node:fs';
import { articleContent } from '../../../../schemas/content/article-content.ts';
import { parseJats } from '../../jats/parse-jats.ts';

const xml = readFileSync(process.argv[2]!);
const content = parseJats(xml) as unknown;

type WithMath = { mathml: string };
let deepest: { path: string[]; node: WithMath } | undefined;
const visit = (value: unknown, path: string[]): void => {
  if (typeof value !== 'object' || value === null) return;
  const { mathml } = value as Partial<WithMath>;
  if (typeof mathml === 'string' && mathml !== '' && path.length > (deepest?.path.length ?? -1)) deepest = { path, node: value as WithMath };
  for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
};
visit(content, []);
if (!deepest) throw new Error('no formula with MathML');

const kept = articleContent.safeParse(content);
deepest.node.mathml = deepest.node.mathml.replace('</math>', '<script>alert(1)</script></math>');
const refused = articleContent.safeParse(content);
console.log(
  JSON.stringify({
    depth: deepest.path.length,
    keptAsRead: kept.success && JSON.stringify(kept.data) === JSON.stringify(parseJats(xml)),
    refused: refused.success ? null : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    formula: [...deepest.path, 'mathml'].join('.'),
  }),
);
