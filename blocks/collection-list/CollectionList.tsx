import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { AlbumSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { Pager } from '../../kits/paging/Pager.tsx';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { AlbumCard } from '../../kits/home/AlbumCard.tsx';
import { cardGrid } from '../../kits/home/styles.ts';
import type { CollectionListProps } from './contract.ts';
import { menuHeading } from './menu-heading.ts';

/** The site's virtual albums as cards (cover, name, description, how many items), with pages. */
export default function CollectionList({ props, data }: BlockComponentProps<CollectionListProps, Page<AlbumSummary>>) {
  const { t } = useTranslation();
  const { bootstrap, lang } = usePage();
  const heading = menuHeading(bootstrap.menu, props.menuId, lang) || t('collections.listHeading');
  return (
    <ScreenFrame block="collection-list" heading={heading}>
      {data.content.length === 0 ? (
        <EmptyState />
      ) : (
        <ul css={cardGrid('260px')}>
          {data.content.map((album) => (
            <AlbumCard key={album.id} album={album} place="screen" />
          ))}
        </ul>
      )}
      <Pager current={data.number} totalPages={data.totalPages} />
    </ScreenFrame>
  );
}
