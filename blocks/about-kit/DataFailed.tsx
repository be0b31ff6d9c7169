import { useTranslation } from 'react-i18next';
import { usePage } from '../../runtime/context/page-context.ts';
import { muted } from './screen-frame.ts';

/** Spec §8 "Data acquisition failed", with a link that asks again (it works without JavaScript). */
export function DataFailed() {
  const { t } = useTranslation();
  const { path } = usePage();
  return (
    <p css={muted} role="alert">
      {t('common.dataFailed')} <a href={path}>{t('common.retry')}</a>
    </p>
  );
}
