import { AccountPanel } from './account/AccountPanel.tsx';
import { AlbumItemsPanel } from './albums/AlbumItemsPanel.tsx';
import { AlbumsPanel } from './albums/AlbumsPanel.tsx';
import { AlertsPanel } from './AlertsPanel.tsx';
import { FavouritesPanel } from './favourites/FavouritesPanel.tsx';
import { DownloadsPanel } from './history/DownloadsPanel.tsx';
import { HistoryPanel } from './history/HistoryPanel.tsx';
import type { PersonalPlace } from './personal-place.ts';
import { ProfilePanel } from './profile/ProfilePanel.tsx';

/** The panel of the menu the reader is on. */
export function MenuPanel({ place }: { place: PersonalPlace }) {
  switch (place.menu) {
    case 'collect':
      return <FavouritesPanel />;
    case 'download':
      return <DownloadsPanel />;
    case 'history':
      return <HistoryPanel />;
    case 'album':
      return place.album === null ? <AlbumsPanel /> : <AlbumItemsPanel key={place.album} albumId={place.album} />;
    case 'infomation':
      return <ProfilePanel />;
    case 'account':
      return <AccountPanel />;
    case 'alerts':
      return <AlertsPanel />;
  }
}
