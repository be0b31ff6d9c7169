import { useState } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { memberMessage } from '../../../schemas/account/member-messages.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { ConfirmDialog } from '../../../kits/member/ConfirmDialog.tsx';
import { LiveMessage } from '../../../kits/member/LiveMessage.tsx';
import { useMemberAction } from '../../../kits/member/use-member-action.ts';
import { useMemberQuery } from '../../../kits/member/use-member-query.ts';
import { menuPlace } from '../personal-place.ts';
import { PlaceLink } from '../PlaceLink.tsx';
import { usePlace } from '../place-context.ts';
import { recordPageSize } from '../records/page-size.ts';
import { Pager } from '../records/Pager.tsx';
import { QueryStatus } from '../records/QueryStatus.tsx';
import { RecordList } from '../records/RecordList.tsx';
import { ResourceTabs } from '../records/ResourceTabs.tsx';
import { dayOf, goneQuestion } from '../records/resource-text.ts';
import { maxSelections, useSelection } from '../records/use-selection.ts';
import { albumName } from './album-name.ts';

type Question = { message: string; ids: number[] };

/**
 * One album opened (spec §3: tabs article, publication, audio, video): its items by tab with counts, removing the
 * ticked ones after a confirmation ('No data selected' when none), and offering to delete an item whose resource is gone.
 */
export function AlbumItemsPanel({ albumId }: { albumId: number }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const { place } = usePlace();
  const album = useMemberQuery('albumInfo', { id: albumId });
  const items = useMemberQuery('albumItems', { albumId, type: place.tab, page: place.page, size: recordPageSize });
  const selection = useSelection(`${albumId}:${place.tab}:${place.page}`);
  const action = useMemberAction();
  const [question, setQuestion] = useState<Question | null>(null);
  const records = items.data?.content ?? [];

  const remove = async ({ ids }: Question) => {
    const done = await action.run('deleteItems', { ids }, { success: memberMessage('deletedSuccessfully', lang), refresh: ['albumItems', 'albumInfo', 'albumSearch'] });
    setQuestion(null);
    if (done) selection.clear();
  };
  const askToRemoveTicked = () => {
    if (selection.require(memberMessage('noDataSelected', lang))) setQuestion({ message: t('personal.albums.confirmRemove', { count: selection.selected.length }), ids: selection.selected });
  };

  return (
    <div className="mh-album-items">
      <p>
        <PlaceLink to={menuPlace('album')}>{t('personal.albums.back')}</PlaceLink>
      </p>
      {album.data ? <h3 className="mh-album-title">{albumName(album.data, lang)}</h3> : null}
      {album.error ? <QueryStatus pending={false} error={album.error} empty={false} onRetry={() => void album.refetch()} /> : null}
      <ResourceTabs counts={items.data?.counts} />
      <div className="mh-toolbar">
        <button type="button" onClick={askToRemoveTicked}>
          {t('personal.albums.removeSelected')}
        </button>
        <span className="mh-hint">{t('personal.selectedCount', { count: selection.selected.length, max: maxSelections })}</span>
      </div>
      <LiveMessage message={action.failure || selection.notice} tone={action.failure ? 'error' : 'info'} />
      <QueryStatus pending={items.isPending} error={items.error} empty={records.length === 0} onRetry={() => void items.refetch()} />
      {records.length ? (
        <RecordList
          records={records}
          selection={selection}
          facts={(record) => t('personal.albums.addedOn', { date: dayOf(record.createdAt) })}
          onDeleteGone={(record) => setQuestion({ message: goneQuestion(record, lang), ids: [record.id] })}
        />
      ) : null}
      <Pager totalPages={items.data?.totalPages ?? 0} />
      {question ? <ConfirmDialog message={question.message} busy={action.busy} onCancel={() => setQuestion(null)} onConfirm={() => void remove(question)} /> : null}
    </div>
  );
}
