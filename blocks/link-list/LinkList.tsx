import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { cardGrid } from '../../kits/home/styles.ts';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import { siteLinks, type SiteLink } from './site-links.ts';

const group = css`
  margin: 0 0 24px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
  a {
    display: block;
    height: 100%;
    padding: 12px 14px;
    border: 1px solid var(--mh-border);
    border-inline-start: 4px solid var(--mh-primary);
    border-radius: var(--mh-radius);
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

function LinkGroup({ heading, links }: { heading: string; links: SiteLink[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <section css={group} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul css={cardGrid('240px')}>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" lang={link.name.lang}>
              {link.name.text}
              <span className="mh-visually-hidden"> {t('blocks.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/newLink1`: the site's links from its configuration; "No data" when it configures none. */
export default function LinkList() {
  const { t } = useTranslation();
  const { bootstrap, lang, sld } = usePage();
  const { related, menu } = siteLinks(bootstrap, lang, sld);
  return (
    <ScreenFrame block="link-list" heading={t('news.links.heading')}>
      {related.length === 0 && menu.length === 0 ? <EmptyState /> : null}
      <LinkGroup heading={t('footer.friendshipLinks')} links={related} />
      <LinkGroup heading={t('news.links.menu')} links={menu} />
    </ScreenFrame>
  );
}
