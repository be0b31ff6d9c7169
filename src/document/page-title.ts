import type { TFunction } from 'i18next';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { PageData } from '../app/page-data.ts';

/** `Screen – Site` (or a block's title for the page, e.g. an article's), in the page's language; home is the site's name. */
export function pageTitle(page: Pick<PageData, 'screen' | 'lang' | 'head'>, bootstrap: Bootstrap, t: TFunction): string {
  const { site } = bootstrap;
  const siteName = page.lang === 'zh' ? site.name : site.enName || site.name;
  if (page.head?.title) return `${page.head.title} – ${siteName}`;
  if (page.screen === 'home') return siteName;
  return `${t(`screens.titles.${page.screen}`, { defaultValue: t('screens.titles.code') })} – ${siteName}`;
}
