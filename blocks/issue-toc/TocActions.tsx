import { lazy, Suspense } from 'react';
import type { TocArticle } from '../../schemas/content/issue-toc.ts';
import type { TocOptions } from './toc-options.ts';

/**
 * The signed-in reader's Collect toggle, the article reader's own. It loads when a signed-in reader sees an issue:
 * importing it statically would pull the reader's and the member pieces' chunks into every page.
 */
const SignedInCollect = lazy(() => import('../article-reader/collect/CollectButton.tsx').then((module) => ({ default: module.CollectButton })));

/**
 * An entry's PDF and Collect actions. Their texts come translated once per issue (`options.text`): an issue lists
 * hundreds of entries, and a translating component per action made the page twice as slow to render.
 */
export function TocActions({ article, options, labelledBy }: { article: TocArticle; options: TocOptions; labelledBy: string }) {
  const { text } = options;
  const pdf = options.downloads && article.pdfUrl !== '';
  return (
    <div className="mh-toc-actions" role="group" aria-labelledby={labelledBy}>
      {pdf && options.mayDownload ? (
        <a className="mh-pdf-link" href={article.pdfUrl} download>
          {text.pdf}
        </a>
      ) : null}
      {pdf && !options.mayDownload ? (
        <a className="mh-pdf-link" href={options.loginHref} title={text.downloadLoginRequired}>
          {text.pdf}
        </a>
      ) : null}
      {options.signedIn ? (
        <Suspense fallback={<span className="mh-collect" aria-hidden="true" />}>
          <SignedInCollect articleId={article.id} askWhenSeen />
        </Suspense>
      ) : (
        <a className="mh-collect" href={options.loginHref} title={text.collectLoginRequired}>
          <span aria-hidden="true">☆</span>
          {text.collect}
        </a>
      )}
    </div>
  );
}
