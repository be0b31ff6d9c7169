import { useRef, useState } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import type { PersonalAlbum } from '../../../schemas/account/member-api.ts';
import { memberMessage } from '../../../schemas/account/member-messages.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { ConfirmDialog } from '../../../kits/member/ConfirmDialog.tsx';
import { LiveMessage } from '../../../kits/member/LiveMessage.tsx';
import { useMemberAction } from '../../../kits/member/use-member-action.ts';
import { useMemberQuery } from '../../../kits/member/use-member-query.ts';
import { PlaceLink } from '../PlaceLink.tsx';
import { usePlace } from '../place-context.ts';
import { Pager } from '../records/Pager.tsx';
import { QueryStatus } from '../records/QueryStatus.tsx';
import { AlbumEditor } from './AlbumEditor.tsx';
import { albumGridStyles } from './album-styles.ts';
import { albumName } from './album-name.ts';

/** Albums a page of the grid holds. */
const albumPageSize = 12;

/**
 * My albums (spec §2 menu album, §3 Album): the albums as a grid of cards, each opened as its own place; a new album,
 * editing one, and deleting one (with its items) after a confirmation.
 */
export function AlbumsPanel() {
  const { t } = useTranslation();
  const { lang } = usePage();
  const { place } = usePlace();
  const albums = useMemberQuery('albumSearch', { page: place.page, size: albumPageSize });
  const action = useMemberAction();
  const [editing, setEditing] = useState<PersonalAlbum | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PersonalAlbum | null>(null);
  const list = albums.data?.content ?? [];
  const newButton = useRef<HTMLButtonElement>(null);

  const remove = async (album: PersonalAlbum) => {
    await action.run('deleteAlbum', { id: album.id }, { success: memberMessage('deletedSuccessfully', lang), refresh: ['albumSearch'] });
    setDeleting(null);
    newButton.current?.focus();
  };

  return (
    <div className="mh-albums">
      <div className="mh-toolbar">
        <button ref={newButton} type="button" className="mh-primary" onClick={() => setEditing('new')}>
          {t('personal.albums.create')}
        </button>
      </div>
      <LiveMessage message={action.failure} tone="error" />
      <QueryStatus pending={albums.isPending} error={albums.error} empty={list.length === 0} onRetry={() => void albums.refetch()} />
      {list.length ? (
        <ul css={albumGridStyles}>
          {list.map((album) => {
            const name = albumName(album, lang);
            return (
              <li key={album.id} data-album={album.id}>
                <div className="mh-album-cover">{album.coverUrl ? <img src={album.coverUrl} alt="" /> : <span>{t('personal.albums.noCover')}</span>}</div>
                <h3>
                  <PlaceLink to={{ menu: 'album', album: album.id, tab: 'article', page: 0 }}>{name}</PlaceLink>
                </h3>
                <p className="mh-album-facts">{t('personal.albums.itemCount', { count: album.itemCount })}</p>
                <div className="mh-album-actions">
                  <button type="button" onClick={() => setEditing(album)} aria-label={t('personal.albums.editNamed', { name })}>
                    {t('personal.albums.edit')}
                  </button>
                  <button type="button" onClick={() => setDeleting(album)} aria-label={t('personal.albums.deleteNamed', { name })}>
                    {t('personal.albums.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Pager totalPages={albums.data?.totalPages ?? 0} />
      {editing ? <AlbumEditor album={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          message={t('personal.albums.confirmDelete', { name: albumName(deleting, lang) })}
          busy={action.busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      ) : null}
    </div>
  );
}
