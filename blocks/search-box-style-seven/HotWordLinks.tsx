import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { HotWord } from '../../schemas/content/hot-words.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { searchTarget } from '../../runtime/search/search-target.ts';

/**
 * The hot words under the box: each searches articles for the word in a new tab (as the hot-words block does), so
 * they work without script.
 */
export function HotWordLinks({ words }: { words: readonly HotWord[] }) {
  const { t } = useTranslation();
  const { bootstrap, lang, sld } = usePage();
  const labelId = useId();
  const thesis = bootstrap.search.resourceTypes.find((resource) => resource.code === 'thesis');
  const resource = { code: 'thesis' as const, type: thesis?.type ?? 1 };
  const shown = words.filter((item) => item.word.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <div className="mh-search-hot-words">
      <span id={labelId}>{t('search.hotWords')}</span>
      <ul aria-labelledby={labelId}>
        {shown.map((item) => (
          <li key={item.word}>
            <a href={searchTarget({ resource, lang, keyword: item.word, sld }).href} target="_blank" rel="noopener">
              {item.word} <span className="mh-visually-hidden">{t('blocks.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
