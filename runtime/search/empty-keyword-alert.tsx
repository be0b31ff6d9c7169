import { css } from '@emotion/react';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(0, 0, 0, 0.45);
`;

const panel = css`
  width: min(360px, 100%);
  padding: 20px 24px;
  background: var(--mh-surface, #fff);
  color: var(--mh-text, #1f2328);
  border-top: 4px solid var(--mh-primary);
  border-radius: var(--mh-radius, 6px);
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.25);
  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 20px;
  }
  button {
    display: block;
    margin-inline-start: auto;
    min-width: 88px;
    min-height: 40px;
    padding: 6px 16px;
    border: 0;
    border-radius: var(--mh-radius, 6px);
    background: var(--mh-primary);
    color: #fff;
    font: inherit;
    cursor: pointer;
  }
  button:hover {
    background: var(--mh-primary-hover);
  }
`;

/**
 * Spec §5, header search with an empty keyword: an alert titled Tips (提示) saying "Please enter search content"
 * (请输入检索内容) with an OK (确定) button. Modal: focus starts on OK and stays there; Escape also closes.
 */
export function EmptyKeywordAlert({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // The OK button is the only focusable element: keep focus inside the dialog.
      event.preventDefault();
    }
  };
  return (
    <div css={backdrop}>
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} css={panel} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{t('search.emptyTitle')}</h2>
        <p id={messageId}>{t('search.emptyMessage')}</p>
        <button type="button" autoFocus onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </div>
  );
}
