import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import type { DownloadRecord } from '../../../schemas/account/member-api.ts';
import { useMemberQuery } from '../../../kits/member/use-member-query.ts';
import { usePlace } from '../place-context.ts';
import { recordPageSize } from '../records/page-size.ts';
import { Pager } from '../records/Pager.tsx';
import { QueryStatus } from '../records/QueryStatus.tsx';
import { RecordList } from '../records/RecordList.tsx';
import { dayOf } from '../records/resource-text.ts';

/** What was downloaded: the PDF, or one of the article's tables. */
function partOf(record: DownloadRecord, t: (key: string, values?: Record<string, unknown>) => string): string {
  return record.part === 'pdf' ? t('personal.downloads.pdf') : t('personal.downloads.table', { key: record.tableKey ?? '' });
}

/** My downloads (spec §2 menu download): each article PDF or table downloaded, how often, the last time first. */
export function DownloadsPanel() {
  const { t } = useTranslation();
  const { place } = usePlace();
  const downloads = useMemberQuery('downloads', { page: place.page, size: recordPageSize });
  const records = downloads.data?.content ?? [];
  return (
    <div className="mh-downloads">
      <QueryStatus pending={downloads.isPending} error={downloads.error} empty={records.length === 0} onRetry={() => void downloads.refetch()} />
      {records.length ? (
        <RecordList records={records} facts={(record) => `${partOf(record, t)} · ${t('personal.downloads.times', { count: record.count, date: dayOf(record.lastAt) })}`} />
      ) : null}
      <Pager totalPages={downloads.data?.totalPages ?? 0} />
    </div>
  );
}
