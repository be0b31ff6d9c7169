import { collectButtonIsland } from '../../kits/collect/islands.ts';
import { Island } from '../../runtime/islands/Island.tsx';
import type { TocArticle } from '../../schemas/content/issue-toc.ts';
import type { TocOptions } from './toc-options.ts';

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
        // The list stays static HTML; each signed-in reader's toggle is an island of its own (kits/collect/islands.ts).
        <Island of={collectButtonIsland} props={{ articleId: article.id, askWhenSeen: true }} />
      ) : (
        <a className="mh-collect" href={options.loginHref} title={text.collectLoginRequired}>
          <span aria-hidden="true">☆</span>
          {text.collect}
        </a>
      )}
    </div>
  );
}
