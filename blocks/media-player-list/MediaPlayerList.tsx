import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { MediaItem } from '../../schemas/content/media.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { hrefWith } from '../../kits/paging/page-href.ts';
import { Pager } from '../../kits/paging/Pager.tsx';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { plainList } from '../../kits/home/styles.ts';
import type { MediaPlayerListProps } from './contract.ts';
import { Recording } from './Recording.tsx';

const kinds = ['video', 'audio'] as const;

const kindLinks = css`
  ul {
    list-style: none;
    display: flex;
    gap: 16px;
    margin: 0 0 8px;
    padding: 0;
  }
  a[aria-current='page'] {
    font-weight: 600;
    color: var(--mh-text);
    text-decoration: none;
  }
`;

/** The site's videos or audio recordings, newest first, each playable in place; links switch between the two. */
export default function MediaPlayerList({ props, data }: BlockComponentProps<MediaPlayerListProps, Page<MediaItem>>) {
  const { t } = useTranslation();
  const { path } = usePage();
  return (
    <ScreenFrame block="media-player-list" heading={t(`media.${props.type}`)}>
      <nav css={kindLinks} aria-label={t('media.kindsLabel')}>
        <ul>
          {kinds.map((kind) => (
            <li key={kind}>
              <a href={hrefWith(path, { type: kind, page: null })} aria-current={kind === props.type ? 'page' : undefined}>
                {t(`media.${kind}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.content.length === 0 ? (
        <EmptyState />
      ) : (
        <ul css={plainList}>
          {data.content.map((item) => (
            <Recording key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pager current={data.number} totalPages={data.totalPages} />
    </ScreenFrame>
  );
}
