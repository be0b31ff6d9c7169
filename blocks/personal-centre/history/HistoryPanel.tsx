import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { useMemberQuery } from '../../../kits/member/use-member-query.ts';
import { usePlace } from '../place-context.ts';
import { recordPageSize } from '../records/page-size.ts';
import { Pager } from '../records/Pager.tsx';
import { QueryStatus } from '../records/QueryStatus.tsx';
import { RecordList } from '../records/RecordList.tsx';
import { dayOf } from '../records/resource-text.ts';

/** Browsing history: the articles read, how often, the last reading first. */
export function HistoryPanel() {
  const { t } = useTranslation();
  const { place } = usePlace();
  const history = useMemberQuery('historys', { page: place.page, size: recordPageSize });
  const records = history.data?.content ?? [];
  return (
    <div className="mh-history">
      <QueryStatus pending={history.isPending} error={history.error} empty={records.length === 0} onRetry={() => void history.refetch()} />
      {records.length ? <RecordList records={records} facts={(record) => t('personal.history.times', { count: record.count, date: dayOf(record.lastAt) })} /> : null}
      <Pager totalPages={history.data?.totalPages ?? 0} />
    </div>
  );
}
