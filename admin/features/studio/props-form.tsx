import type { FieldProblem } from '../../../schemas/desk/desk-api.ts';
import type { FormJsonSchema } from '../../../schemas/form-json-schema.ts';
import { shownFields } from '../../kits/schema-form/form-values.ts';
import { placeProblems } from '../../kits/schema-form/problem-paths.ts';
import { SchemaForm } from '../../kits/schema-form/schema-form.tsx';
import { isBoundProp, propsFormModel, propsOutsideForm } from './block-props.ts';

type PropsFormProps = {
  /** The fieldset's id; its fields' ids start with it (`…-props-slides-0-title`). */
  id: string;
  /** The block's props contract (the catalogue's JSON Schema); undefined: the block takes no props. */
  json: FormJsonSchema | undefined;
  value: Readonly<Record<string, unknown>>;
  onChange: (next: Record<string, unknown>) => void;
  /** By their path inside the props (`slides.0.title`), each shown beside its field, else above the fields. */
  problems: readonly FieldProblem[];
};

/**
 * A block's props as a form generated from its contract (admin/kits/schema-form): each prop its input, labelled and
 * helped from the schema, its default shown while unset. Props the form cannot show (keys the contract does not
 * name, values bound to the address) are named and kept as they are: the JSON view edits them.
 */
export function PropsForm({ id, json, value, onChange, problems }: PropsFormProps) {
  const outside = propsOutsideForm(value, json);
  const model = json ? propsFormModel(json, outside) : undefined;
  const shown = model ? shownFields(model, value, id) : undefined;
  const unplaced = shown ? placeProblems(problems, (path) => shown.has(path)).filter((problem) => !shown.has(problem.path)) : problems;
  const problemsId = `${id}-problems`;
  const keptId = `${id}-kept`;
  const hasFields = model?.kind === 'group' && model.entries.length > 0;
  return (
    <fieldset id={id} tabIndex={-1} className="block-props" aria-describedby={[unplaced.length ? problemsId : undefined, outside.length ? keptId : undefined].filter(Boolean).join(' ') || undefined}>
      <legend>Settings</legend>
      {unplaced.length ? (
        <p id={problemsId} className="field-error">
          {unplaced.map(({ path, message }) => (path ? `${path}: ${message}` : message)).join('; ')}
        </p>
      ) : null}
      {model && hasFields ? (
        <SchemaForm model={model} value={value} onChange={(next) => onChange(next as Record<string, unknown>)} problems={problems} idPrefix={id} summary={false} />
      ) : (
        <p className="state-empty">{json ? 'This block has no settings.' : 'This block takes no settings.'}</p>
      )}
      {outside.length ? (
        <p id={keptId} className="help">
          Kept as written, edited as JSON:{' '}
          {outside.map((key, index) => (
            <span key={key}>
              {index > 0 ? ', ' : null}
              <code>{key}</code>
              {isBoundProp(key, value[key]) ? ` (from the address: ${String(value[key])})` : json ? ' (not in the block’s contract)' : null}
            </span>
          ))}
          .
        </p>
      ) : null}
    </fieldset>
  );
}
