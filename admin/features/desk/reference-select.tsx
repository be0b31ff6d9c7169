import { useEffect } from 'react';
import type { FieldWidgetProps, FieldWidgets } from '../../kits/schema-form/form-context.ts';
import { isRecord } from '../../kits/schema-form/form-values.ts';
import { titleOf } from './desk-kind-text.ts';
import { useDeskSite } from './desk-site.ts';
import { useDeskOptions } from './use-desk.ts';

type ReferenceKind = 'journal' | 'issue' | 'column';

/** Where the form names the journal: an issue, column or article its `publicationId`; a journal its own `id`. */
type JournalField = 'publicationId' | 'id';

const journalOf = (formValue: unknown, field: JournalField): number | undefined => {
  const id = isRecord(formValue) ? formValue[field] : undefined;
  return typeof id === 'number' ? id : undefined;
};

/**
 * A choice among the site's journals, issues or columns (an issue or column of the journal the form names), by name
 * rather than by id. A site with one journal has it chosen for a new item.
 */
function ReferenceSelect({ kind, journalField = 'publicationId', id, value, onChange, describedBy, invalid, required, nullable, formValue }: FieldWidgetProps & { kind: ReferenceKind; journalField?: JournalField }) {
  const sld = useDeskSite();
  const journalId = kind === 'journal' ? undefined : journalOf(formValue, journalField);
  const options = useDeskOptions(sld, kind, journalId);
  const items = kind !== 'journal' && journalId === undefined ? [] : (options.data?.items ?? []);
  const only = kind === 'journal' && items.length === 1 ? items[0]!.id : undefined;
  useEffect(() => {
    if ((value === undefined || value === null) && required && only !== undefined) onChange(only);
  }, [value, required, only, onChange]);

  const chosen = typeof value === 'number' ? value : undefined;
  const unlisted = chosen !== undefined && !items.some((item) => item.id === chosen);
  const waiting = kind !== 'journal' && journalId === undefined;
  return (
    <select
      id={id}
      value={chosen === undefined ? '' : String(chosen)}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-busy={options.isFetching || undefined}
      onChange={(event) => onChange(event.target.value === '' ? (nullable ? null : undefined) : Number(event.target.value))}
    >
      <option value="">{waiting ? (journalField === 'id' ? 'Create the journal first' : 'Choose the journal first') : nullable ? '— none —' : 'Choose…'}</option>
      {unlisted ? <option value={String(chosen)}>{`${kind} ${chosen}`}</option> : null}
      {items.map((item) => (
        <option key={item.id} value={String(item.id)}>
          {titleOf(item)}
          {item.status === 'published' ? '' : ` (${item.status})`}
        </option>
      ))}
    </select>
  );
}

const JournalSelect = (props: FieldWidgetProps) => <ReferenceSelect kind="journal" {...props} />;
const IssueSelect = (props: FieldWidgetProps) => <ReferenceSelect kind="issue" {...props} />;
const ColumnSelect = (props: FieldWidgetProps) => <ReferenceSelect kind="column" {...props} />;
/** A journal's current issue: one of its own issues. */
const CurrentIssueSelect = (props: FieldWidgetProps) => <ReferenceSelect kind="issue" journalField="id" {...props} />;

/** The desk's forms choose what an item refers to by name: its journal, issue and column, a journal's current issue. */
export const referenceWidgets: FieldWidgets = { publicationId: JournalSelect, periodId: IssueSelect, columnId: ColumnSelect, currentIssueId: CurrentIssueSelect };
