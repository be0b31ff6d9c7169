import { useMemo } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { ArticleContent } from '../../schemas/content/article-content.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { ArticleHeader } from './ArticleHeader.tsx';
import { ArticleBody } from './ArticleBody.tsx';
import { ArticleContext, type ArticleContextValue, type PopoverTarget as Target } from './content/article-context.ts';
import { tableWrapKeys } from '../../schemas/content/article-content/table-wraps.ts';
import type { ArticleReaderProps } from './contract.ts';
import type { ArticleReaderData } from './reader-data.ts';
import { readerLayout, readerStyles } from './reader-styles.ts';
import { ArticleContents } from './ArticleContents.tsx';
import { usePage } from '../../runtime/context/page-context.ts';
import { directionOfTag } from '../../runtime/i18n/languages.ts';

/** Every reference and footnote of the content by id, for the popovers of the links that cite them. */
function indexTargets(content: ArticleContent | null): Map<string, Target> {
  const targets = new Map<string, Target>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const typed = node as { type?: string; id?: string };
    if ((typed.type === 'ref' || typed.type === 'fn') && typed.id) targets.set(typed.id, node as Target);
    Object.values(node).forEach(visit);
  };
  visit(content);
  return targets;
}

type ContentIndexes = { targets: Map<string, Target>; tableKeys: ReturnType<typeof tableWrapKeys> | undefined };

/**
 * The indexes of a full text, made once per content object: the embedded back end hands every page of an article
 * the same one (until the article is imported again), so its pages need not walk the whole text again.
 */
const indexesOfContent = new WeakMap<ArticleContent, ContentIndexes>();
const noContentIndexes: ContentIndexes = { targets: new Map(), tableKeys: undefined };

function contentIndexes(content: ArticleContent | null): ContentIndexes {
  if (!content) return noContentIndexes;
  let indexes = indexesOfContent.get(content);
  if (!indexes) indexesOfContent.set(content, (indexes = { targets: indexTargets(content), tableKeys: tableWrapKeys(content) }));
  return indexes;
}

/**
 * The reading view of one article: its header, then its full text (or its abstract when only metadata exists). The
 * server's HTML, never rendered in the browser: what a reader uses in it is either a piece with an island of its own
 * (cite, translate, enlarge a figure, Collect) or the block's plain-DOM behaviour (behaviour.ts: reference popovers,
 * counting the visit, hiding table downloads where they cannot work), which reads what it needs from the `data-`
 * attributes here.
 */
export default function ArticleReader({ data: { page: data, links } }: BlockComponentProps<ArticleReaderProps, ArticleReaderData>) {
  const { t } = useTranslation();
  const { targets, tableKeys } = contentIndexes(data.content);
  const context: ArticleContextValue = useMemo(
    () => ({
      urlOf: (href) => data.assets[href]?.url ?? null,
      assetOf: (href) => data.assets[href] ?? null,
      target: (id) => targets.get(id),
      articleId: data.article.id,
      tableKey: (table) => tableKeys?.get(table),
      downloadTablePath: links.downloadTable,
      mayDownload: data.access.download,
    }),
    [data.assets, data.article.id, data.access.download, targets, tableKeys, links.downloadTable],
  );
  const language = data.content?.language ?? data.article.language;
  const { device } = usePage();
  const withContents = device === 'desktop' && data.content !== null && data.access.read;
  return (
    <ArticleContext.Provider value={context}>
      <div
        css={readerLayout}
        className="mh-article-layout"
        data-device={device}
        data-with-contents={withContents ? '' : undefined}
        data-visit-url={links.visit}
        data-popover-close={t('common.close')}
        data-popover-jump={t('article.goToReference')}
        data-popover-name={t('article.reference')}
      >
        {withContents && data.content ? <ArticleContents content={data.content} /> : null}
        {/* The article reads in its own language and direction (an English article on an Arabic page runs left to right). */}
        <article css={readerStyles} className="mh-article" lang={language} dir={language ? directionOfTag(language) : undefined} aria-label={t('article.label')}>
          <ArticleHeader page={data} />
          <ArticleBody page={data} />
        </article>
      </div>
    </ArticleContext.Provider>
  );
}
