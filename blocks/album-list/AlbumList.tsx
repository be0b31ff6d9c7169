import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { AlbumSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { EmptyState, HomeSection } from '../../kits/home/HomeSection.tsx';
import { moduleHeading } from '../../kits/home/localize.ts';
import { AlbumCard } from '../../kits/home/AlbumCard.tsx';
import { cardGrid } from '../../kits/home/styles.ts';
import type { AlbumListProps } from './contract.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

export default function AlbumList({ data, module }: BlockComponentProps<AlbumListProps, Page<AlbumSummary>>) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  return (
    <HomeSection block="album-list" heading={moduleHeading(module, lang, t('blocks.album'))} moreHref={screenHref(prefix, 'collectionList')}>
      {data.content.length === 0 ? (
        <EmptyState />
      ) : (
        <ul css={cardGrid('220px')}>
          {data.content.map((album) => (
            <AlbumCard key={album.id} album={album} place="home" />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
