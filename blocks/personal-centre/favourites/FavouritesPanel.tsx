import { useState } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import type { Favourite, ResourceRef } from '../../../schemas/account/member-api.ts';
import { memberMessage } from '../../../schemas/account/member-messages.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { ConfirmDialog } from '../../../kits/member/ConfirmDialog.tsx';
import { LiveMessage } from '../../../kits/member/LiveMessage.tsx';
import { useMemberAction } from '../../../kits/member/use-member-action.ts';
import { useMemberQuery } from '../../../kits/member/use-member-query.ts';
import { AddToAlbumDialog } from '../albums/AddToAlbumDialog.tsx';
import { usePlace } from '../place-context.ts';
import { recordPageSize } from '../records/page-size.ts';
import { Pager } from '../records/Pager.tsx';
import { QueryStatus } from '../records/QueryStatus.tsx';
import { RecordList } from '../records/RecordList.tsx';
import { ResourceTabs } from '../records/ResourceTabs.tsx';
import { dayOf, goneQuestion } from '../records/resource-text.ts';
import { maxSelections, useSelection } from '../records/use-selection.ts';

type Question = { message: string; items: ResourceRef[] };

const refOf = (favourite: Favourite): ResourceRef => ({ id: favourite.resourceId, type: favourite.type });

/**
 * My favourites (spec §2 menu collect, §4): tabs by type with counts, a page of favourites, uncollecting one or the
 * ticked ones after a confirmation, adding them to albums; a favourite whose resource is gone offers to delete it.
 */
export function FavouritesPanel() {
  const { t } = useTranslation();
  const { lang } = usePage();
  const { place } = usePlace();
  const favourites = useMemberQuery('collects', { type: place.tab, page: place.page, size: recordPageSize });
  const selection = useSelection(`${place.tab}:${place.page}`);
  const action = useMemberAction();
  const [question, setQuestion] = useState<Question | null>(null);
  const [adding, setAdding] = useState<ResourceRef[] | null>(null);
  const records = favourites.data?.content ?? [];
  const ticked = () => records.filter((record) => selection.selected.includes(record.id)).map(refOf);

  const uncollect = async ({ items }: Question) => {
    const [only] = items;
    const input = items.length === 1 && only ? only : { items };
    const done = await action.run('unCollectByIdAndType', input, { success: memberMessage('cancellationSuccessful', lang), refresh: ['collects', 'isCollect'] });
    setQuestion(null);
    if (done) selection.clear();
  };

  const askToRemoveTicked = () => {
    if (selection.require(memberMessage('noDataSelected', lang))) setQuestion({ message: t('personal.favourites.confirmUncollectSelected', { count: selection.selected.length }), items: ticked() });
  };
  const addTicked = () => {
    if (selection.require(memberMessage('selectFirst', lang))) setAdding(ticked());
  };

  return (
    <div className="mh-favourites">
      <ResourceTabs counts={favourites.data?.counts} />
      <div className="mh-toolbar">
        <button type="button" onClick={addTicked}>
          {t('personal.favourites.addSelectedToAlbum')}
        </button>
        <button type="button" onClick={askToRemoveTicked}>
          {t('personal.favourites.uncollectSelected')}
        </button>
        <span className="mh-hint">{t('personal.selectedCount', { count: selection.selected.length, max: maxSelections })}</span>
      </div>
      <LiveMessage message={action.failure || selection.notice} tone={action.failure ? 'error' : 'info'} />
      <QueryStatus pending={favourites.isPending} error={favourites.error} empty={records.length === 0} onRetry={() => void favourites.refetch()} />
      {records.length ? (
        <RecordList
          records={records}
          selection={selection}
          facts={(record) => t('personal.favourites.collectedOn', { date: dayOf(record.createdAt) })}
          actions={(record, titleId) => (
            <>
              <button type="button" aria-describedby={titleId} onClick={() => setAdding([refOf(record)])}>
                {t('personal.favourites.addToAlbum')}
              </button>
              <button type="button" aria-describedby={titleId} onClick={() => setQuestion({ message: t('personal.favourites.confirmUncollect'), items: [refOf(record)] })}>
                {t('personal.favourites.uncollect')}
              </button>
            </>
          )}
          onDeleteGone={(record) => setQuestion({ message: goneQuestion(record, lang), items: [refOf(record)] })}
        />
      ) : null}
      <Pager totalPages={favourites.data?.totalPages ?? 0} />
      {question ? <ConfirmDialog message={question.message} busy={action.busy} onCancel={() => setQuestion(null)} onConfirm={() => void uncollect(question)} /> : null}
      {adding ? <AddToAlbumDialog items={adding} onClose={() => setAdding(null)} /> : null}
    </div>
  );
}
