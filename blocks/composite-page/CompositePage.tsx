import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { NewsSummary } from '../../schemas/content/list-items.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { menuEntries, type MenuEntry } from '../../runtime/menu/menu-entries.ts';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized } from '../../kits/home/localize.ts';
import { meta, plainList, titleLink } from '../../kits/home/styles.ts';
import { menuItemHeading } from '../../kits/info/menu-item-heading.ts';
import { Sections } from '../../kits/info/Sections.tsx';
import { formatDate } from '../../runtime/i18n/format.ts';
import { LoadedState } from '../../kits/news/LoadedState.tsx';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import type { Loaded } from '../../kits/news/screen-query.ts';
import type { CompositeData } from './composite-data.ts';
import type { CompositePageProps } from './contract.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const part = css`
  margin: 24px 0 0;
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  li {
    padding: 6px 0;
    border-bottom: 1px dashed var(--mh-border);
  }
  li:last-of-type {
    border-bottom: 0;
  }
`;

const newsRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 2px 16px;
  a {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section css={part} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}

function findEntry(entries: MenuEntry[], id: number): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry;
    const found = findEntry(entry.children, id);
    if (found) return found;
  }
  return undefined;
}

function SubPages({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <Part heading={t('news.composite.subPages')}>
      <ul css={plainList}>
        {entries.map((entry) =>
          entry.target.kind === 'external' ? (
            <li key={entry.id}>
              <a href={entry.target.href} target="_blank" rel="noopener noreferrer">
                {entry.label}
                <span className="mh-visually-hidden"> {t('blocks.newTab')}</span>
              </a>
            </li>
          ) : entry.target.kind === 'route' ? (
            <li key={entry.id}>
              <a href={entry.target.href}>{entry.label}</a>
            </li>
          ) : null,
        )}
      </ul>
    </Part>
  );
}

function ColumnNews({ tab, news }: { tab: number; news: NewsSummary[] }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const heading = t(`blocks.newsTabs.${tab}`);
  return (
    <Part heading={heading}>
      {news.length === 0 ? (
        <EmptyState />
      ) : (
        <ul css={plainList}>
          {news.map((item) => {
            const title = localized(item.title, item.enTitle, lang);
            return (
              <li key={item.id} css={newsRow}>
                <a css={titleLink} href={screenHref(prefix, 'newsDetails', { id: item.id })} lang={title.lang}>
                  {title.text}
                </a>
                <time css={meta} dateTime={item.publishDate}>
                  {formatDate(item.publishDate, lang)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <a href={screenHref(prefix, 'news', { id: tab })}>
          {t('common.more')}
          <span className="mh-visually-hidden">{` · ${heading}`}</span>
        </a>
      </p>
    </Part>
  );
}

/** A composite page: the item's sections, its sub-pages, its news column; "No data" when it has none of them. */
export default function CompositePage({ props, data }: BlockComponentProps<CompositePageProps, Loaded<CompositeData>>) {
  const { t } = useTranslation();
  const { bootstrap, lang, sld } = usePage();
  const heading = menuItemHeading(bootstrap.menu, props.menuId, lang, t('screens.titles.newcomposite'));
  const children = (findEntry(menuEntries(bootstrap, lang, sld), props.menuId)?.children ?? []).filter((entry) => entry.target.kind !== 'switchLanguage');
  return (
    <ScreenFrame block="composite-page" heading={heading.text} headingLang={heading.lang}>
      <LoadedState block="composite-page" props={props} loaded={data}>
        {({ page, news }) =>
          page.sections.length === 0 && children.length === 0 && news === null ? (
            <EmptyState />
          ) : (
            <>
              <Sections sections={page.sections} lang={lang} />
              {children.length > 0 ? <SubPages entries={children} /> : null}
              {news ? <ColumnNews tab={news.tab} news={news.list.content} /> : null}
            </>
          )
        }
      </LoadedState>
    </ScreenFrame>
  );
}
