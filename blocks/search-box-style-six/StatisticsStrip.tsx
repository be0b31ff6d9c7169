import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { ResourceCounts } from '../../schemas/statistics.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';
import { numberFormatFor } from '../../runtime/i18n/format.ts';

/** The search box's statistics strip (spec §2): one count per item, numbers grouped for the page's language. */
export function StatisticsStrip({ counts, items }: { counts: ResourceCounts; items: readonly (keyof ResourceCounts)[] }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const format = numberFormatFor(bcp47Of(lang));
  return (
    <>
      <h3 className="mh-visually-hidden">{t('blocks.statistics')}</h3>
      <dl className="mh-search-statistics">
        {items.map((item) => (
          <div key={item}>
            <dt>{t(`search.statistics.${item}`)}</dt>
            <dd>{format.format(counts[item])}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
