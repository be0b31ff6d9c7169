import { css } from '@emotion/react';
import { quietButton } from '../../runtime/ui/quiet-button.ts';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { screenQueryKey, type Loaded } from './screen-query.ts';

const status = css`
  margin: 12px 0;
  color: var(--mh-muted);
  button {
    ${quietButton};
    margin-inline-start: 8px;
  }
`;

/**
 * A screen block's loaded data, or why there is none: "Data acquisition failed" with a retry that asks again under
 * the block's own query key, and "Loading…" while it does.
 */
export function LoadedState<T>({ block, props, loaded, children }: { block: string; props: unknown; loaded: Loaded<T>; children: (value: T) => ReactNode }) {
  const { t } = useTranslation();
  const { bootstrap, lang } = usePage();
  const client = useQueryClient();
  const queryKey = screenQueryKey(block, bootstrap.site.siteId, lang, props);
  const retrying = useIsFetching({ queryKey, exact: true }) > 0;
  if (loaded.ok) return <>{children(loaded.value)}</>;
  if (retrying) {
    return (
      <p css={status} role="status" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <p css={status} role="alert">
      {t('common.dataFailed')}
      <button type="button" onClick={() => void client.refetchQueries({ queryKey, exact: true })}>
        {t('common.retry')}
      </button>
    </p>
  );
}
