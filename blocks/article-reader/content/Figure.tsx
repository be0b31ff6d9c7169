import { useTranslation } from 'react-i18next';
import type { Figure as FigureNode } from '../../../schemas/content/article-content/blocks.ts';
import { useArticleAssets } from './article-context.ts';
import { BlockNodes, Caption } from './BlockNodes.tsx';

/**
 * A figure: its images (a labelled placeholder where the site does not hold the image file), label, caption and
 * notes. The image is a link to itself, so it opens full size without JavaScript.
 */
export function Figure({ figure }: { figure: FigureNode }) {
  const { t } = useTranslation();
  const { urlOf } = useArticleAssets();
  return (
    <figure id={figure.id || undefined} className="mh-fig" data-fig-type={figure.figType || undefined}>
      {figure.graphics.map((graphic, index) => {
        const src = urlOf(graphic.href);
        return src ? (
          <a key={index} href={src} className="mh-fig-image" data-figure-image>
            <img src={src} alt={graphic.alt || figure.label} loading="lazy" />
          </a>
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
