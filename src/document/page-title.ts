import type { TFunction } from 'i18next';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { PageData } from '../app/page-data.ts';

/** `Screen – Site`, in the page's language; the home page is the site's name alone. */
export function pageTitle(page: Pick<PageData, 'screen' | 'lang'>, bootstrap: Bootstrap, t: TFunction): string {
  const { site } = bootstrap;
  const siteName = page.lang === 'zh' ? site.name : site.enName || site.name;
  if (page.screen === 'home') return siteName;
  return `${t(`screens.titles.${page.screen}`, { defaultValue: t('screens.titles.code') })} – ${siteName}`;
}
