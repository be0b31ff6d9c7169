import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { recordListStyles } from './record-styles.ts';
import { resourceHref, sourceOf, titleOf, type ResourceRecord } from './resource-text.ts';
import type { Selection } from './use-selection.ts';

export type RecordListProps<Record extends ResourceRecord> = {
  records: Record[];
  /** Tick boxes for batch actions; absent: none. */
  selection?: Selection;
  /** What else to say about a record (when it was collected, how often read). */
  facts: (record: Record) => ReactNode;
  /** The row's own buttons; `titleId` names the record's title, for their `aria-describedby`. */
  actions?: (record: Record, titleId: string) => ReactNode;
  /** Offered on a record whose resource has been deleted (spec §8): the panel asks, then deletes the record. */
  onDeleteGone?: (record: Record) => void;
};

/** Records of resources (favourites, album items, downloads, history), a resource since deleted marked as such. */
export function RecordList<Record extends ResourceRecord>({ records, selection, facts, actions, onDeleteGone }: RecordListProps<Record>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const idPrefix = useId();
  return (
    <ul css={recordListStyles} className="mh-records">
      {records.map((record) => {
        const resource = record.exists ? record.resource : null;
        const title = resource ? titleOf(resource, lang) : t('personal.gone');
        const href = resource ? resourceHref(resource, lang) : null;
        const titleId = `${idPrefix}-${record.id}`;
        const source = resource ? sourceOf(resource, lang) : '';
        return (
          <li key={record.id} className={resource ? undefined : 'mh-record-gone'} data-record={record.id}>
            {selection ? (
              <input
                type="checkbox"
                checked={selection.selected.includes(record.id)}
                onChange={() => selection.toggle(record.id)}
                aria-label={t('personal.select', { title })}
              />
            ) : (
              <span />
            )}
            <div>
              <h3 className="mh-record-title" id={titleId}>
                {href ? <a href={href}>{title}</a> : title}
              </h3>
              {resource ? <p className="mh-record-facts">{[resource.authors.join(', '), source, resource.publishDate].filter(Boolean).join(' · ')}</p> : null}
              <p className="mh-record-facts">{facts(record)}</p>
            </div>
            <div className="mh-record-actions">
              {resource ? actions?.(record, titleId) : null}
              {!resource && onDeleteGone ? (
                <button type="button" aria-describedby={titleId} onClick={() => onDeleteGone(record)}>
                  {t('personal.deleteRecord')}
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
