import { useEffect, useMemo, useRef } from 'react';
import type { FieldProblem } from '../../../schemas/desk/desk-api.ts';
import { EntriesView, FieldView } from './field-view.tsx';
import { FormContext, type FieldWidgets } from './form-context.ts';
import type { FieldModel } from './form-model.ts';
import { shownFields } from './form-values.ts';
import { placeProblems } from './problem-paths.ts';

export type SchemaFormProps = {
  /** From `formModelOf(schema, hints)`: build it once per schema, not on every render. */
  model: FieldModel;
  value: unknown;
  onChange: (next: unknown) => void;
  /** What the server refused (a 400's `data.problems`), each shown beside its field and listed above the form. */
  problems?: readonly FieldProblem[];
  /** Keeps the input ids of two forms on one page apart. */
  idPrefix?: string;
  widgets?: FieldWidgets;
  disabled?: boolean;
  /** List the problems above the form (default); off where the screen lists them itself. */
  summary?: boolean;
};

const noProblems: readonly FieldProblem[] = [];

/**
 * The fields of a form generated from a schema (the caller wraps them in its `<form>` with its buttons). Problems by
 * path: `authors.0.name` beside the first author's name; one the form does not show (a field it hides) in the list.
 */
export function SchemaForm({ model, value, onChange, problems = noProblems, idPrefix = 'form', widgets = {}, disabled = false, summary = true }: SchemaFormProps) {
  const shown = useMemo(() => shownFields(model, value, idPrefix), [model, value, idPrefix]);
  const placed = useMemo(() => placeProblems(problems, (path) => shown.has(path)), [problems, shown]);
  const byPath = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const { path, message } of placed) map.set(path, [...(map.get(path) ?? []), message]);
    return map;
  }, [placed]);
  const context = useMemo(() => ({ idPrefix, problems: byPath, widgets, formValue: value, disabled }), [idPrefix, byPath, widgets, value, disabled]);
  return (
    <FormContext.Provider value={context}>
      {summary ? <ProblemSummary shown={shown} problems={placed} arrived={problems} idPrefix={idPrefix} /> : null}
      {model.kind === 'group' ? <EntriesView entries={model.entries} path={[]} value={value} onChange={onChange} /> : <FieldView field={model} path={[]} value={value} onChange={onChange} />}
    </FormContext.Provider>
  );
}

/** Every problem above the form, each a link to its field; it takes the focus when problems arrive. */
function ProblemSummary({ shown, problems, arrived, idPrefix }: { shown: ReadonlyMap<string, { id: string; label: string }>; problems: readonly FieldProblem[]; arrived: readonly FieldProblem[]; idPrefix: string }) {
  const summary = useRef<HTMLDivElement>(null);
  // When the server's problems arrive, not whenever a typed value moves them.
  useEffect(() => {
    if (arrived.length > 0) summary.current?.focus();
  }, [arrived]);
  if (problems.length === 0) return null;
  const headingId = `${idPrefix}-problems`;
  return (
    <div className="problem-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby={headingId}>
      <h2 id={headingId}>{problems.length === 1 ? 'One field needs fixing' : `${problems.length} fields need fixing`}</h2>
      <ul>
        {problems.map(({ path, message }) => {
          const field = shown.get(path);
          return (
            <li key={`${path}:${message}`}>
              {field ? (
                <a
                  href={`#${field.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(field.id)?.focus();
                  }}
                >
                  {field.label}: {message}
                </a>
              ) : (
                <>{path ? `${path}: ${message}` : message}</>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
