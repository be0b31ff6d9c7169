import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { ArticleContent } from '../../schemas/content/article-content.ts';
import { plainText } from './content/plain-text.ts';

/** `lang` for a section title written in the article's language (the other entries are interface words). */
type Entry = { id: string; label: string; lang?: string };

/** The headings a reader jumps between: the abstract, the body's top-level sections, the back matter, references. */
function entriesOf(content: ArticleContent, t: (key: string) => string): Entry[] {
  const entries: Entry[] = [];
  if (content.abstracts.length) entries.push({ id: content.abstracts[0]!.id || 'abstract', label: t('article.abstract') });
  for (const node of content.body) {
    if (node.type !== 'sec' || !node.id) continue;
    const label = [node.label, plainText(node.title)].filter(Boolean).join(' ').trim();
    if (label) entries.push({ id: node.id, label, lang: content.language || undefined });
  }
  const parts: [keyof ArticleContent, string][] = [
    ['contributions', 'contributions'],
    ['supplementary', 'supplementary'],
    ['appendix', 'appendix'],
  ];
  for (const [field, id] of parts) if ((content[field] as unknown[]).length) entries.push({ id, label: t(`article.${id}`) });
  if (content.references.length) entries.push({ id: 'references', label: t('article.references') });
  return entries;
}

/** The desktop reader's table of contents: plain in-page links, so it works before (and without) hydration. */
export function ArticleContents({ content }: { content: ArticleContent }) {
  const { t } = useTranslation();
  const entries = entriesOf(content, t);
  if (entries.length < 2) return null;
  return (
    <nav className="mh-article-contents" aria-label={t('article.contents')}>
      <h2>{t('article.contents')}</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} lang={entry.lang}>
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
