import type { FormulaMath } from '../../../schemas/content/article-content/math.ts';
import { useArticleAssets } from './article-context.ts';
import { displaySize } from './display-size.ts';
import { formulaImageStyle } from './formula-image-styles.ts';

/**
 * A formula as the browser's own MathML (TeX-only formulas arrive converted to MathML by the server, so no page
 * loads a math library), else its image, else its TeX source as text. The MathML was sanitized at ingest: only
 * MathML elements and attributes. `data-tex` keeps the TeX source for the text a translation sends.
 */
export function Formula({ id, math, display }: { id: string; math: FormulaMath; display: boolean }) {
  const { assetOf } = useArticleAssets();
  if (math.mathml) {
    const markup = display ? math.mathml.replace(/^<math(?![^>]*\sdisplay=)/, '<math display="block"') : math.mathml;
    return <span id={id || undefined} className="mh-formula" data-tex={math.tex || undefined} dangerouslySetInnerHTML={{ __html: markup }} />;
  }
  const asset = math.graphic ? assetOf(math.graphic.href) : null;
  const size = asset ? displaySize(asset, 'formula') : null;
  if (asset) return <img id={id || undefined} className="mh-formula-graphic" data-tex={math.tex || undefined} style={formulaImageStyle} src={asset.url} alt={math.graphic?.alt || math.tex} width={size?.width} height={size?.height} />;
  return (
    <code id={id || undefined} className="mh-formula-tex" data-tex={math.tex || undefined}>
      {math.tex || math.graphic?.alt || '…'}
    </code>
  );
}
