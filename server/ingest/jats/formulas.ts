import type { BlockOf, FormulaMath, InlineNode } from '../../../schemas/content/article-content.ts';
import { graphicOf } from './figures.ts';
import { sanitizeMathml } from './mathml.ts';
import { childElements, childText, idOf, rawText } from '../xml/xml-query.ts';
import type { XmlElement } from '../xml/xml-tree.ts';

/** A display formula (`disp-formula`) with its number. */
export function displayFormula(formula: XmlElement): BlockOf<'disp-formula'> {
  return { type: 'disp-formula', id: idOf(formula), label: childText(formula, 'label'), math: formulaMath(formula, 'block') };
}

/** An inline formula; a display formula met in running text is read as one too, keeping its id. */
export function inlineFormula(formula: XmlElement): InlineNode {
  return { type: 'inline-formula', id: idOf(formula), math: formulaMath(formula, 'inline') };
}

/** MathML standing in text without a formula element around it. */
export function looseMath(math: XmlElement): InlineNode {
  return { type: 'math', mathml: sanitizeMathml(math) };
}

/** Every form the formula comes in, looking inside `alternatives` too: MathML, TeX, an image. */
export function formulaMath(formula: XmlElement, display: 'block' | 'inline'): FormulaMath {
  const forms = childElements(formula).flatMap((child) => (child.local === 'alternatives' ? childElements(child) : [child]));
  const math = forms.find((form) => form.local === 'math');
  const tex = forms.find((form) => form.local === 'tex-math');
  const image = forms.find((form) => form.local === 'graphic' || form.local === 'inline-graphic');
  return {
    mathml: math ? sanitizeMathml(math, display) : '',
    tex: tex ? texSource(rawText(tex)) : '',
    graphic: image ? graphicOf(image) : null,
  };
}

/**
 * The formula itself from a `tex-math` element: publishers often wrap it in a whole LaTeX document
 * (`\documentclass … \begin{document} $…$ \end{document}`), which TeX renderers for the web do not take.
 */
export function texSource(tex: string): string {
  let source = tex.trim();
  const body = /\\begin\{document\}([\s\S]*?)\\end\{document\}/.exec(source);
  if (body) source = body[1]!.trim();
  const delimited = /^\$\$([\s\S]*)\$\$$/.exec(source) ?? /^\$([\s\S]*)\$$/.exec(source) ?? /^\\\[([\s\S]*)\\\]$/.exec(source) ?? /^\\\(([\s\S]*)\\\)$/.exec(source);
  return (delimited ? delimited[1]! : source).trim();
}
