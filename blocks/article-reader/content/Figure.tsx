import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import type { Caption as CaptionNode, Figure as FigureNode } from '../../../schemas/content/article-content/blocks.ts';
import { Island } from '../../../runtime/islands/Island.tsx';
import { enlargeableImageIsland } from '../islands.ts';
import { useArticleAssets } from './article-context.ts';
import { BlockNodes, Caption } from './BlockNodes.tsx';
import { displaySize, isLargeFigure } from './display-size.ts';
import { figureGraphicStyles } from './figure-styles.ts';
import { plainText } from './plain-text.ts';

/** A caption as one line of text (title, then its paragraphs), for the big-picture dialog. */
export function captionText(caption: CaptionNode): string {
  const paragraphs = caption.children.flatMap((node) => (node.type === 'p' ? [plainText(node.children)] : []));
  return [plainText(caption.title), ...paragraphs].map((part) => part.trim()).filter(Boolean).join(' ');
}

/**
 * A figure: its images at their printed size (display-size.ts), each a link to its file that opens the big-picture
 * dialog, with the print TIFF offered where the package has one; a labelled placeholder where the site does not hold
 * the image; then label, caption and notes.
 */
export function Figure({ figure }: { figure: FigureNode }) {
  const { t } = useTranslation();
  const { assetOf } = useArticleAssets();
  const use = isLargeFigure(figure.figType) ? 'large-figure' : 'figure';
  return (
    <figure id={figure.id || undefined} className="mh-fig" data-fig-type={figure.figType || undefined}>
      {figure.graphics.map((graphic, index) => {
        const asset = assetOf(graphic.href);
        return asset ? (
          <div key={index} className="mh-fig-graphic" css={figureGraphicStyles}>
            <Island of={enlargeableImageIsland} props={{ asset, alt: graphic.alt || figure.label, size: displaySize(asset, use), title: figure.label, caption: captionText(figure.caption) }} />
            {asset.printUrl ? (
              <a className="mh-fig-print" href={asset.printUrl} download>
                {t('article.figure.printVersion')}
              </a>
            ) : null}
          </div>
        ) : (
          <div key={index} className="mh-fig-missing" role="img" aria-label={t('article.imageMissing', { label: figure.label })}>
            {t('article.imageMissing', { label: figure.label })}
          </div>
        );
      })}
      <figcaption>
        {figure.label ? <strong className="mh-label">{figure.label} </strong> : null}
        <Caption caption={figure.caption} />
        <BlockNodes nodes={figure.notes} depth={4} />
        {figure.doi ? (
          <p className="mh-object-doi">
            DOI: <a href={`https://doi.org/${figure.doi}`}>{figure.doi}</a>
          </p>
        ) : null}
      </figcaption>
    </figure>
  );
}
