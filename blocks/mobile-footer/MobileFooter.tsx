import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { advancedSearchHref } from '../../runtime/search/search-target.ts';
import { loginHref } from '../../runtime/session/login-href.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';
import { standaloneHref } from '../../schemas/routes/standalone-href.ts';

const bar = css`
  display: none;
  @media (max-width: 899.98px) {
    display: flex;
  }
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 95;
  background: var(--mh-surface);
  border-top: 1px solid var(--mh-border);
  padding-bottom: env(safe-area-inset-bottom);
  a {
    flex: 1;
    min-height: 52px;
    display: flex;
    align-items: center;
    justify-content: center;
    color: var(--mh-text);
    text-decoration: none;
    font-size: 0.9rem;
  }
  a[aria-current='page'] {
    color: var(--mh-primary);
    font-weight: 600;
  }
`;

export default function MobileFooter() {
  const { t } = useTranslation();
  const { prefix, lang, sld, userName, path, location } = usePage();
  const onHome = location.screen === 'home';
  return (
    <nav css={bar} aria-label={t('common.home')} className="mh-mobile-footer">
      <a href={screenHref(prefix, 'home')} aria-current={onHome ? 'page' : undefined}>
        {t('common.home')}
      </a>
      <a href={advancedSearchHref({ lang, sld })}>{t('header.search')}</a>
      <a href={userName ? standaloneHref('personal') : loginHref(path, lang)}>{userName ? t('header.personalCentre') : t('header.login')}</a>
    </nav>
  );
}
