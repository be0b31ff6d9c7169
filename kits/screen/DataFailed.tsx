import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';

const failed = css`
  margin: 16px 0;
  color: var(--mh-muted);
  a {
    margin-inline-start: 8px;
  }
`;

/** The screen's data could not be had (spec §8): the message, and the same page again as a link (works without script). */
export function DataFailed() {
  const { t } = useTranslation();
  const { path } = usePage();
  return (
    <p css={failed} role="alert">
      {t('common.dataFailed')}
      <a href={path}>{t('common.retry')}</a>
    </p>
  );
}
