import { useRef, type ReactNode } from 'react';
import type { FieldModel, FormEntry } from './form-model.ts';
import { fieldId, isOn, isRecord, newValueOf, pathKey, type FieldPath } from './form-values.ts';
import { useFormContext, type FieldWidgetProps } from './form-context.ts';
import { ScalarControl } from './scalar-control.tsx';
import { ListView } from './list-view.tsx';

export type FieldViewProps = {
  field: FieldModel;
  path: FieldPath;
  value: unknown;
  onChange: (next: unknown) => void;
  /** The visible label, when not the field's own (the "中文" of a pair, "Keyword 2" of a list). */
  label?: ReactNode;
  /** The language the field is written in, for the input's `lang`. */
  lang?: string;
};

/** The texts under an input: its help and its problems, with the ids `aria-describedby` names. */
export function useFieldTexts(field: FieldModel, path: FieldPath) {
  const { idPrefix, problems } = useFormContext();
  const id = fieldId(idPrefix, path);
  const messages = problems.get(pathKey(path)) ?? [];
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const texts = (
    <>
      {helpId ? (
        <p id={helpId} className="help">
          {field.help}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className="field-error">
          {messages.join('; ')}
        </p>
      ) : null}
    </>
  );
  return { id, describedBy, invalid: messages.length > 0, texts };
}

const requiredMark = (field: FieldModel) => (field.required ? <span className="required"> (required)</span> : null);

/** One field of a generated form: the input its kind takes, labelled, with its help and its problems beside it. */
export function FieldView(props: FieldViewProps) {
  switch (props.field.kind) {
    case 'group':
      return <GroupView {...props} />;
    case 'list':
      // A list the configuration wrote as one text ("a;b") stays text: its separator is the schema's to know.
      return props.field.orText && typeof props.value === 'string' ? <ScalarView {...props} /> : <ListView {...props} />;
    case 'boolean':
      return <CheckboxView {...props} />;
    default:
      return <ScalarView {...props} />;
  }
}

function ScalarView({ field, path, value, onChange, label, lang }: FieldViewProps) {
  const { widgets, formValue } = useFormContext();
  const { id, describedBy, invalid, texts } = useFieldTexts(field, path);
  const Widget = widgets[field.hintPath];
  const widgetProps: FieldWidgetProps = { id, label: field.label, value, onChange, describedBy, invalid, required: field.required, nullable: field.nullable, formValue };
  return (
    <div className={`field field-${field.kind}`}>
      <label htmlFor={id}>
        {label ?? field.label}
        {requiredMark(field)}
      </label>
      {Widget ? <Widget {...widgetProps} /> : <ScalarControl field={field} lang={lang} {...widgetProps} />}
      {texts}
    </div>
  );
}

function CheckboxView({ field, path, value, onChange, label }: FieldViewProps) {
  const { disabled } = useFormContext();
  const { id, describedBy, invalid, texts } = useFieldTexts(field, path);
  // Absent, the schema's default applies (a flag that is on unless configured): the checkbox shows that.
  const shown = value === undefined && field.fallback ? field.fallback.value : value;
  return (
    <div className="field field-boolean">
      <input id={id} type="checkbox" checked={isOn(shown)} disabled={disabled} aria-describedby={describedBy} aria-invalid={invalid || undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label ?? field.label}</label>
      {texts}
    </div>
  );
}

function GroupView({ field, path, value, onChange, label }: FieldViewProps) {
  const { disabled } = useFormContext();
  const { id, texts } = useFieldTexts(field, path);
  /** What the group held before it was set to none: ticking "No …" by mistake and back loses nothing. */
  const held = useRef<unknown>(undefined);
  if (field.kind !== 'group') return null;
  // A group that may be null (a publisher, a quick link) says so with a checkbox; filling it in starts from its defaults.
  const absent = field.nullable && (value === null || value === undefined);
  const setAbsent = (none: boolean) => {
    if (none) held.current = value;
    onChange(none ? null : (held.current ?? newValueOf({ ...field, nullable: false, fallback: undefined })));
  };
  const noneId = `${id}-none`;
  return (
    <fieldset className="group">
      <legend>{label ?? field.label}</legend>
      {texts}
      {field.nullable ? (
        <div className="field field-boolean">
          <input id={noneId} type="checkbox" checked={absent} disabled={disabled} onChange={(event) => setAbsent(event.target.checked)} />
          <label htmlFor={noneId}>No {field.label.charAt(0).toLowerCase() + field.label.slice(1)}</label>
        </div>
      ) : null}
      {absent ? null : <EntriesView entries={field.entries} path={path} value={value} onChange={onChange} />}
    </fieldset>
  );
}

/** The fields of a group (or of the whole form), a pair `x` / `enX` side by side. */
export function EntriesView({ entries, path, value, onChange }: { entries: readonly FormEntry[]; path: FieldPath; value: unknown; onChange: (next: unknown) => void }) {
  const record = isRecord(value) ? value : {};
  const change = (key: string) => (next: unknown) => onChange({ ...record, [key]: next });
  return (
    <>
      {entries.map((entry) =>
        entry.kind === 'single' ? (
          <FieldView key={entry.field.key} field={entry.field} path={[...path, entry.field.key]} value={record[entry.field.key]} onChange={change(entry.field.key)} />
        ) : (
          <fieldset key={entry.zh.key} className="pair">
            <legend>
              {entry.label} <span className="pair-languages"><span lang="zh">中文</span> / English</span>
            </legend>
            <div className="pair-columns">
              <FieldView field={entry.zh} path={[...path, entry.zh.key]} value={record[entry.zh.key]} onChange={change(entry.zh.key)} lang="zh" label={<LanguageLabel name={entry.label} language="中文" lang="zh" />} />
              <FieldView field={entry.en} path={[...path, entry.en.key]} value={record[entry.en.key]} onChange={change(entry.en.key)} lang="en" label={<LanguageLabel name={entry.label} language="English" lang="en" />} />
            </div>
          </fieldset>
        ),
      )}
    </>
  );
}

/** "中文" or "English" on screen, "Title 中文" to a screen reader (the legend says which field). */
function LanguageLabel({ name, language, lang }: { name: string; language: string; lang: string }) {
  return (
    <>
      <span className="visually-hidden">{name} </span>
      <span lang={lang}>{language}</span>
    </>
  );
}
