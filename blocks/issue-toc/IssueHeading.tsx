import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Period } from '../../schemas/period.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { localized } from '../../kits/home/localize.ts';
import { formatDate } from '../../runtime/i18n/format.ts';
import { issueLabel } from '../../kits/journal/issue-label.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

/** The issue's heading: cover, "2026, Vol. 46, No. 2" as the page's h1, its own title, publish date, all issues. */
export function IssueHeading({ period, headingId }: { period: Period; headingId: string }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const label = issueLabel(period, t);
  const own = localized(period.title, period.enTitle, lang);
  return (
    <div className="mh-issue-heading">
      {period.coverUrl !== '' ? <img src={period.coverUrl} alt={t('blocks.coverOf', { label })} decoding="async" /> : null}
      <div>
        <h1 id={headingId}>{label}</h1>
        {own.text !== '' ? <p lang={own.lang}>{own.text}</p> : null}
        {period.publishDate !== '' ? (
          <p>
            {t('journal.publishedOn')} <time dateTime={period.publishDate}>{formatDate(period.publishDate, lang)}</time>
          </p>
        ) : null}
        <p>
          <a href={screenHref(prefix, 'issues')}>{t('journal.allIssues')}</a>
        </p>
      </div>
    </div>
  );
}
