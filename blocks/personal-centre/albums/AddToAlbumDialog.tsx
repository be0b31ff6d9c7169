import { useState } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import type { AddItemsRequest, ResourceRef } from '../../../schemas/account/member-api.ts';
import { memberMessage } from '../../../schemas/account/member-messages.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { buttonStyles } from '../../../kits/member/button-styles.ts';
import { checkMemberInput } from '../../../kits/member/check-member-input.ts';
import { Dialog } from '../../../kits/member/Dialog.tsx';
import { formStyles } from '../../../kits/member/form-styles.ts';
import { LiveMessage } from '../../../kits/member/LiveMessage.tsx';
import { useMemberAction } from '../../../kits/member/use-member-action.ts';
import { useMemberQuery } from '../../../kits/member/use-member-query.ts';
import { albumName } from './album-name.ts';

/** Albums offered for adding (one page, newest first). */
const albumsOffered = 100;

/**
 * Adding resources to the favourites and/or albums (spec §4 album membership, §5): the reader ticks Favourites or My
 * albums, and with the latter one album or more ('Please choose favorites or my albums', 'Please select one of the
 * albums'). Albums that hold the resources afterwards are labelled Added, and the dialog says 'Added to album'.
 */
export function AddToAlbumDialog({ items, onClose }: { items: ResourceRef[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const albums = useMemberQuery('albumSearch', { page: 0, size: albumsOffered });
  const action = useMemberAction();
  const [favourites, setFavourites] = useState(false);
  const [toAlbums, setToAlbums] = useState(true);
  const [albumIds, setAlbumIds] = useState<number[]>([]);
  const [added, setAdded] = useState<number[]>([]);
  const [notice, setNotice] = useState({ text: '', tone: 'info' as 'info' | 'error' });

  const toggleAlbum = (id: number) => setAlbumIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  const submit = async () => {
    setNotice({ text: '', tone: 'info' });
    const request: AddItemsRequest = { items, favourites: favourites ? 1 : 0, albums: toAlbums ? 1 : 0, albumIds: toAlbums ? albumIds : [] };
    const problems = await checkMemberInput('addItems', request, lang);
    if (problems) return setNotice({ text: Object.values(problems)[0] ?? '', tone: 'error' });
    const success = memberMessage(toAlbums ? 'addedToAlbum' : 'collectionSuccessful', lang);
    const done = await action.run('addItems', request, { success, refresh: ['collects', 'albumSearch', 'albumItems', 'isCollect'] });
    if (done) {
      setAdded(toAlbums ? albumIds : []);
      setNotice({ text: success, tone: 'info' });
    }
  };

  const list = albums.data?.content ?? [];
  return (
    <Dialog title={t('personal.albums.add.title')} onClose={onClose}>
      <form
        css={[formStyles, buttonStyles]}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="mh-hint">{t('personal.albums.add.count', { count: items.length })}</p>
        <fieldset>
          <legend>{t('personal.albums.add.where')}</legend>
          <label>
            <input type="checkbox" checked={favourites} onChange={(event) => setFavourites(event.target.checked)} /> {t('personal.albums.add.favourites')}
          </label>
          <label>
            <input type="checkbox" checked={toAlbums} onChange={(event) => setToAlbums(event.target.checked)} /> {t('personal.albums.add.albums')}
          </label>
        </fieldset>
        {toAlbums ? (
          <fieldset className="mh-album-choices">
            <legend>{t('personal.albums.add.chooseAlbums')}</legend>
            {albums.isPending ? <p role="status">{t('common.loading')}</p> : null}
            {!albums.isPending && list.length === 0 ? <p className="mh-hint">{t('personal.albums.add.noAlbums')}</p> : null}
            <ul>
              {list.map((album) => (
                <li key={album.id}>
                  <label>
                    <input type="checkbox" checked={albumIds.includes(album.id)} onChange={() => toggleAlbum(album.id)} /> {albumName(album, lang)}
                  </label>
                  {added.includes(album.id) ? <span className="mh-added"> {t('personal.albums.add.added')}</span> : null}
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        <LiveMessage message={action.failure || notice.text} tone={action.failure ? 'error' : notice.tone} />
        <div className="mh-dialog-actions">
          <button type="button" onClick={onClose}>
            {t('common.close')}
          </button>
          <button type="submit" className="mh-primary" disabled={action.busy}>
            {t('personal.albums.add.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
