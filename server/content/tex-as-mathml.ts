import katex from 'katex';
import type { ArticleContent, FormulaMath } from '../../schemas/content/article-content.ts';

/** KaTeX's MathML for a TeX formula, or '' when KaTeX cannot read it (the reader then shows the TeX as text). */
export function mathmlOfTex(tex: string, display: boolean): string {
  try {
    // `trust: false` (the default) keeps \href and \url out; the output is built by KaTeX from TeX, never passed through.
    const html = katex.renderToString(tex, { output: 'mathml', displayMode: display, throwOnError: true, trust: false, strict: 'ignore' });
    return /<math[\s>][\s\S]*<\/math>/.exec(html)?.[0] ?? '';
  } catch {
    return '';
  }
}

function isFormula(value: unknown): value is FormulaMath {
  return typeof value === 'object' && value !== null && 'mathml' in value && 'tex' in value && 'graphic' in value;
}

/**
 * The content with every formula that has TeX but no MathML given KaTeX's MathML: browsers render MathML natively,
 * so article pages load no math library. Walks the whole tree (formulas sit in paragraphs, cells, captions, sub-articles).
 */
export function texAsMathml(content: ArticleContent): ArticleContent {
  const visit = (node: unknown, display: boolean): unknown => {
    if (Array.isArray(node)) return node.map((child) => visit(child, display));
    if (typeof node !== 'object' || node === null) return node;
    if (isFormula(node)) return node.mathml || !node.tex ? node : { ...node, mathml: mathmlOfTex(node.tex, display) };
    const isDisplay = (node as { type?: unknown }).type === 'disp-formula';
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value, isDisplay)]));
  };
  return visit(content, false) as ArticleContent;
}
