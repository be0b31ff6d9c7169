import { css } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { usePage } from '../../runtime/context/page-context.ts';
import { directionOf } from '../../runtime/i18n/languages.ts';

export type TabLabel = { key: string; text: string; lang?: string | undefined };

const tablist = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  margin: 0 0 12px;
  border-bottom: 1px solid var(--mh-border);
`;

const tab = css`
  appearance: none;
  margin: 0 0 -1px;
  padding: 8px 12px;
  font: inherit;
  color: var(--mh-muted);
  background: none;
  border: 0;
  border-bottom: 3px solid transparent;
  cursor: pointer;
  &[aria-selected='true'] {
    color: var(--mh-primary);
    border-bottom-color: var(--mh-primary);
    font-weight: 600;
  }
  &:hover {
    color: var(--mh-primary-hover);
  }
`;

/**
 * Tabs as the WAI-ARIA pattern has them: a tablist of buttons with a roving tab stop, arrow keys (mirrored on
 * right-to-left pages), Home and End move and select, and one tabpanel labelled by the selected tab. With a single
 * tab there is nothing to choose: only the panel's content is shown.
 */
export function Tabs({ label, tabs, selected, onSelect, children }: { label: string; tabs: TabLabel[]; selected: number; onSelect: (index: number) => void; children: ReactNode }) {
  const { lang } = usePage();
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length < 2) return <>{children}</>;

  const rtl = directionOf(lang) === 'rtl';
  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onSelect(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) move(selected + step);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <div role="tablist" aria-label={label} css={tablist}>
        {tabs.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            lang={item.lang}
            css={tab}
            onClick={() => onSelect(index)}
            onKeyDown={onKeyDown}
          >
            {item.text}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
