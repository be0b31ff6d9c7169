import { useState } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { albumTabs, sortableAlbumTabs, type AlbumTab } from '../../schemas/content/album-item-options.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { hrefWith } from '../../kits/paging/page-href.ts';
import { Pager } from '../../kits/paging/Pager.tsx';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized } from '../../kits/home/localize.ts';
import { useOnDemandList } from '../../kits/home/on-demand-list.ts';
import { QueryState } from '../../kits/home/QueryState.tsx';
import { Tabs } from '../../kits/home/Tabs.tsx';
import { AlbumHeader } from './AlbumHeader.tsx';
import { AlbumItems } from './AlbumItems.tsx';
import { albumItems, albumItemsQuery, type AlbumPage } from './album-page.ts';
import type { CollectionDetailProps } from './contract.ts';
import { SortLinks } from './SortLinks.tsx';

/**
 * An album: its header, then its tabs (articles, figures, tables, experts, spec §2) with counts. The tab and sort are
 * the URL's (`?tab=&sort=`); choosing another tab shows it in place, loads its first page and puts it in the address,
 * so the address always reloads what the reader sees.
 */
export default function CollectionDetail({ props, data }: BlockComponentProps<CollectionDetailProps, AlbumPage>) {
  const { t } = useTranslation();
  const { lang, path } = usePage();
  const [selected, setSelected] = useState<AlbumTab>(data.tab);
  const initial = data.tab;
  const onDemand = useOnDemandList(albumItems, albumItemsQuery(props.albumId, selected, props.sort, 0), selected !== initial && data.album !== null);
  const { album } = data;
  if (!album) {
    return (
      <ScreenFrame block="collection-detail" heading={t('screens.titles.collections')}>
        <EmptyState />
      </ScreenFrame>
    );
  }

  const name = localized(album.name, album.enName, lang);
  const items = selected === initial ? data.items : onDemand.data;
  const tabLabel = (tab: AlbumTab) => t(`collections.tabs.${tab}`);
  const tabs = albumTabs.map((tab) => ({ key: tab, text: t('collections.tabWithCount', { label: tabLabel(tab), count: album.counts[tab] }) }));
  const select = (index: number) => {
    const tab = albumTabs[index] ?? initial;
    setSelected(tab);
    // The initial tab keeps the page the address named; another opens on its first page.
    const page = tab === initial && props.page > 0 ? String(props.page) : null;
    window.history.replaceState(window.history.state, '', hrefWith(path, { tab, page }));
  };

  return (
    <ScreenFrame block="collection-detail" heading={<span lang={name.lang}>{name.text}</span>}>
      <AlbumHeader album={album} />
      <Tabs label={t('collections.tabsLabel')} tabs={tabs} selected={albumTabs.indexOf(selected)} onSelect={select}>
        <h2 className="mh-visually-hidden">{tabLabel(selected)}</h2>
        {sortableAlbumTabs.has(selected) ? <SortLinks tab={selected} sort={props.sort} /> : null}
        <QueryState data={items} query={onDemand}>
          {(page) => (
            <>
              <AlbumItems tab={selected} entries={page.content} sort={props.sort} />
              <Pager current={page.number} totalPages={page.totalPages} keep={{ tab: selected }} />
            </>
          )}
        </QueryState>
      </Tabs>
    </ScreenFrame>
  );
}
