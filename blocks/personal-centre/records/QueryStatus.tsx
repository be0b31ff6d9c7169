import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { failureText } from '../../../kits/member/failure-text.ts';

/**
 * What a panel shows instead of its list: loading, why it failed (with Try again), or 'No data'. Null when there is
 * a list to show, and when the session has expired (the session-expiry flow says so and goes to login).
 */
export function QueryStatus({ pending, error, empty, onRetry }: { pending: boolean; error: unknown; empty: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <p className="mh-empty" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (error) {
    const text = failureText(error, t);
    if (!text) return null;
    return (
      <div className="mh-empty" role="alert">
        <p>{text}</p>
        <button type="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return empty ? <p className="mh-empty">{t('common.noData')}</p> : null;
}
