import type { NewsCentreProps } from './contract.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

/** The tab shown: the one asked for when it is one of the tabs, else the first. */
export function selectedTab(props: Pick<NewsCentreProps, 'tabs' | 'tab'>): number {
  return props.tab !== undefined && props.tabs.includes(props.tab) ? props.tab : props.tabs[0]!;
}

/** Where the tab `tab` (at `index`) of the news centre is, by the addressing the screen chose (see the contract). */
export function tabHref(props: Pick<NewsCentreProps, 'links' | 'menuId'>, tab: number, index: number, page: { prefix: string; pathname: string; query: Readonly<Record<string, string>> }): string {
  if (props.links === 'newsInfo' && props.menuId !== undefined) return screenHref(page.prefix, 'newsInfo', { id: props.menuId, activeId: index });
  if (props.links === 'type') {
    const params = new URLSearchParams(Object.entries(page.query).filter(([name]) => name !== 'page' && name !== 'type'));
    params.set('type', String(tab));
    return `${page.pathname}?${params.toString()}`;
  }
  return screenHref(page.prefix, 'news', { id: tab });
}
