import { css } from '@emotion/react';
import { quietButton } from '../../runtime/ui/quiet-button.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';

const status = css`
  margin: 8px 0;
  color: var(--mh-muted);
  button {
    ${quietButton};
    margin-inline-start: 8px;
  }
`;

/**
 * A list loaded inside a block (a tab chosen after the page rendered): loading, failed with a retry, or its content.
 * `data` wins when present, so a list already on the page never flashes a loading state.
 */
export function QueryState<Data>({ data, query, children }: { data: Data | undefined; query: Pick<UseQueryResult<Data>, 'isError' | 'refetch'>; children: (data: Data) => ReactNode }) {
  const { t } = useTranslation();
  if (data !== undefined) return <>{children(data)}</>;
  if (query.isError) {
    return (
      <p css={status} role="alert">
        {t('common.dataFailed')}
        <button type="button" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  return (
    <p css={status} role="status" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}
