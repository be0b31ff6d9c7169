import { lazy, Suspense, useContext, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { PageContext } from '../../../runtime/context/page-context.ts';
import type { ArticleAsset } from '../../../schemas/content/article-page.ts';
import { enlargeableStyles } from './figure-dialog-styles.ts';

/** The dialog's code (zoom and pan) loads when a reader first opens a figure. */
const FigureDialog = lazy(() => import('./FigureDialog.tsx').then((module) => ({ default: module.FigureDialog })));

export type EnlargeableImageProps = {
  asset: ArticleAsset;
  alt: string;
  /** The size to lay the image out at (display-size.ts), or null to let it take its own. */
  size: { width: number; height: number } | null;
  /** The dialog's title and caption (plain text). */
  title: string;
  caption: string;
};

/**
 * An article image that is a link to its own file (so it opens full size without JavaScript) and, in the desktop
 * layout, opens the big-picture dialog on a click, Enter or Space instead. The mobile reader layout has no dialog
 * (spec §4): there the image scales to the screen and the link opens the file.
 */
export function EnlargeableImage({ asset, alt, size, title, caption }: EnlargeableImageProps) {
  const { t } = useTranslation();
  // Read defensively: an image outside a page (a test, a preview) behaves as on the desktop.
  const enlargeable = useContext(PageContext)?.device !== 'mobile';
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, save) keeps doing what the browser does with a link.
    if (!enlargeable || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (!enlargeable || event.key !== ' ') return; // Enter already clicks a link
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <a
        ref={link}
        href={asset.url}
        css={enlargeableStyles}
        className="mh-fig-image"
        data-figure-image
        onClick={onClick}
        onKeyDown={onKeyDown}
        aria-haspopup={enlargeable ? 'dialog' : undefined}
        title={enlargeable ? t('article.figure.enlarge') : undefined}
      >
        <img src={asset.url} alt={alt} width={size?.width} height={size?.height} loading="lazy" decoding="async" />
      </a>
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <FigureDialog src={asset.url} alt={alt} title={title || alt || t('article.figure.image')} caption={caption} onClose={() => setOpen(false)} returnFocus={link} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
