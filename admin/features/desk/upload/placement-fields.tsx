import { useEffect } from 'react';
import { articleStage, type ArticleStage } from '../../../../schemas/ingest/placement.ts';
import { titleOf } from '../desk-kind-text.ts';
import { useDeskOptions } from '../use-desk.ts';
import type { UploadPlacement } from './use-upload.ts';

/** The placement as the form holds it while it is filled in: nothing chosen yet is undefined. */
export type PlacementDraft = Partial<UploadPlacement> & { stage: ArticleStage };

const stageNames: Readonly<Record<ArticleStage, string>> = { issue: 'In an issue', 'online-first': 'Online first', 'just-accepted': 'Just accepted' };

type Props = {
  sld: string;
  value: PlacementDraft;
  onChange: (next: PlacementDraft) => void;
  /** The server's word on a field (its name in the upload form: `journalId`, `issueId` …). */
  problems: ReadonlyMap<string, string>;
  disabled: boolean;
};

const numberOf = (text: string) => (text === '' ? undefined : Number(text));

/**
 * Where the uploaded articles go: one of the site's journals; an issue of it (drafts too: an editor may fill an issue
 * before publishing it) or the stage online first or just accepted; and a column, if any. A site with one journal
 * has it chosen.
 */
export function PlacementFields({ sld, value, onChange, problems, disabled }: Props) {
  const journals = useDeskOptions(sld, 'journal');
  const issues = useDeskOptions(sld, 'issue', value.journalId);
  const columns = useDeskOptions(sld, 'column', value.journalId);
  const onlyJournal = journals.data?.items.length === 1 ? journals.data.items[0]!.id : undefined;
  useEffect(() => {
    if (value.journalId === undefined && onlyJournal !== undefined) onChange({ ...value, journalId: onlyJournal });
  }, [value, onlyJournal, onChange]);

  const problemOf = (field: string) => {
    const message = problems.get(field);
    return message ? { 'aria-invalid': true, 'aria-describedby': `upload-${field}-problem` } : {};
  };
  const problemText = (field: string) =>
    problems.get(field) ? (
      <p className="field-error" id={`upload-${field}-problem`}>
        {problems.get(field)}
      </p>
    ) : null;
  const waiting = value.journalId === undefined;

  return (
    <fieldset disabled={disabled}>
      <legend>Where the articles go</legend>
      <div className="field">
        <label htmlFor="upload-journal">
          Journal <span className="required">(required)</span>
        </label>
        <select id="upload-journal" value={value.journalId ?? ''} aria-busy={journals.isFetching || undefined} {...problemOf('journalId')} onChange={(event) => onChange({ ...value, journalId: numberOf(event.target.value), issueId: undefined, columnId: undefined })}>
          <option value="">Choose…</option>
          {journals.data?.items.map((journal) => (
            <option key={journal.id} value={journal.id}>
              {titleOf(journal)}
            </option>
          ))}
        </select>
        {problemText('journalId')}
      </div>
      <fieldset className="stage-choice">
        <legend>Stage</legend>
        {articleStage.options.map((stage) => (
          <div className="field-boolean" key={stage}>
            <input type="radio" id={`upload-stage-${stage}`} name="upload-stage" value={stage} checked={value.stage === stage} onChange={() => onChange({ ...value, stage, issueId: stage === 'issue' ? value.issueId : undefined })} />
            <label htmlFor={`upload-stage-${stage}`}>{stageNames[stage]}</label>
          </div>
        ))}
      </fieldset>
      {value.stage === 'issue' ? (
        <div className="field">
          <label htmlFor="upload-issue">
            Issue <span className="required">(required)</span>
          </label>
          <select id="upload-issue" value={value.issueId ?? ''} aria-busy={issues.isFetching || undefined} {...problemOf('issueId')} onChange={(event) => onChange({ ...value, issueId: numberOf(event.target.value) })}>
            <option value="">{waiting ? 'Choose the journal first' : 'Choose…'}</option>
            {waiting
              ? null
              : issues.data?.items.map((issue) => (
                  <option key={issue.id} value={issue.id}>
                    {titleOf(issue)}
                    {issue.status === 'published' ? '' : ` (${issue.status})`}
                  </option>
                ))}
          </select>
          {problemText('issueId')}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="upload-column">Column</label>
        <select id="upload-column" value={value.columnId ?? ''} aria-busy={columns.isFetching || undefined} {...problemOf('columnId')} onChange={(event) => onChange({ ...value, columnId: numberOf(event.target.value) })}>
          <option value="">{waiting ? 'Choose the journal first' : '— none —'}</option>
          {waiting
            ? null
            : columns.data?.items.map((column) => (
                <option key={column.id} value={column.id}>
                  {titleOf(column)}
                  {column.status === 'published' ? '' : ` (${column.status})`}
                </option>
              ))}
        </select>
        {problemText('columnId')}
      </div>
    </fieldset>
  );
}
