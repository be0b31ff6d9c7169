import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollPositionAt } from '../../runtime/browser/ease-scroll.ts';
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
`;

function scrollToTop(): void {
  const from = window.scrollY;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const position = scrollPositionAt(from, now - start);
    window.scrollTo(0, position);
    if (position > 0) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export default function BackToTop({ props }: BlockComponentProps<{ threshold: number }>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > props.threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [props.threshold]);
  if (!visible) return null;
  return (
    <button type="button" css={button} onClick={scrollToTop} aria-label={t('backToTop')} title={t('backToTop')} className="mh-back-to-top">
      ↑
    </button>
  );
}
