import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';

const button = css`
  position: fixed;
  inset-inline-end: 16px;
  bottom: calc(80px + env(safe-area-inset-bottom));
  z-index: 90;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: var(--mh-primary);
  color: #fff;
  font-size: 20px;
  cursor: pointer;
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.2);
  &:hover {
    background: var(--mh-primary-hover);
  }
  &[hidden] {
    display: none;
  }
`;

/**
 * The button as the server sends it: hidden until its behaviour (behaviour.ts) sees the page scrolled past
 * `threshold`, which it reads from the button. Without JavaScript it stays hidden, as there is nothing to run it.
 */
export default function BackToTop({ props }: BlockComponentProps<{ threshold: number }>) {
  const { t } = useTranslation();
  return (
    <button type="button" css={button} hidden aria-label={t('backToTop')} title={t('backToTop')} className="mh-back-to-top" data-threshold={props.threshold}>
      ↑
    </button>
  );
}
