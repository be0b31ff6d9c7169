import { useState } from 'react';
import type { FieldModel } from './form-model.ts';
import { useFormContext, type FieldWidgetProps } from './form-context.ts';

type ScalarControlProps = FieldWidgetProps & { field: FieldModel; lang: string | undefined };

/** The input of a text, date, number, choice or JSON field (labelled by the field around it). */
export function ScalarControl({ field, id, label, value, onChange, describedBy, invalid, lang }: ScalarControlProps) {
  const { disabled } = useFormContext();
  const common = { id, disabled, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined, 'aria-required': field.required || undefined };
  // Unset, the schema's default applies: a text or a number shows it greyed, a choice shows it chosen.
  const unsetDefault = value === undefined ? field.fallback?.value : undefined;
  const placeholder = typeof unsetDefault === 'string' || typeof unsetDefault === 'number' ? String(unsetDefault) || undefined : undefined;
  switch (field.kind) {
    case 'text':
      return field.multiline ? (
        <textarea {...common} lang={lang} rows={5} placeholder={placeholder} value={textOf(value)} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} lang={lang} type="text" placeholder={placeholder} value={textOf(value)} onChange={(event) => onChange(event.target.value)} />
      );
    case 'date':
      return <input {...common} type="date" value={textOf(value)} onChange={(event) => onChange(event.target.value)} />;
    case 'colour':
      return <ColourControl common={common} label={label} value={value} onChange={onChange} />;
    case 'list':
      // A list kept as the text the configuration wrote (form-model.ts `orText`).
      return <input {...common} lang={lang} type="text" value={textOf(value)} onChange={(event) => onChange(event.target.value)} />;
    case 'number':
      return (
        <input
          {...common}
          type="number"
          inputMode={field.integer && (field.min ?? 0) >= 0 ? 'numeric' : 'decimal'}
          step={field.integer ? 1 : 'any'}
          min={field.min}
          max={field.max}
          placeholder={placeholder}
          value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
          onChange={(event) => onChange(event.target.value === '' ? (field.nullable ? null : undefined) : Number(event.target.value))}
        />
      );
    case 'select': {
      const shown = value === undefined && field.fallback ? field.fallback.value : value;
      const chosen = field.options.findIndex((option) => option.value === shown);
      const offerNone = chosen === -1 || field.nullable || (!field.required && field.fallback === undefined);
      return (
        <select {...common} value={chosen === -1 ? '' : String(chosen)} onChange={(event) => onChange(event.target.value === '' ? (field.nullable ? null : undefined) : field.options[Number(event.target.value)]!.value)}>
          {offerNone ? <option value="">{field.nullable ? '— none —' : 'Choose…'}</option> : null}
          {field.options.map((option, index) => (
            <option key={String(option.value)} value={String(index)}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    case 'json':
      return <JsonControl {...common} value={value} onChange={onChange} />;
    default:
      return null;
  }
}

/** `#rgb` or `#rrggbb` as the colour picker's `#rrggbb`; anything else (rgba(), hsl()) it cannot show. */
function pickerHex(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value.trim());
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim().toLowerCase() : undefined;
}

type CommonProps = { id: string; disabled: boolean; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined; 'aria-required': true | undefined };

/** A colour: its text as written (any CSS colour the schema takes), and a picker beside it for a hex colour. */
function ColourControl({ common, label, value, onChange }: { common: CommonProps; label: string; value: unknown; onChange: (next: unknown) => void }) {
  const hex = pickerHex(value);
  return (
    <div className="colour-control">
      <input {...common} type="text" spellCheck={false} value={textOf(value)} onChange={(event) => onChange(event.target.value)} />
      <input
        type="color"
        disabled={common.disabled}
        aria-label={`Pick ${label}${hex ? '' : ' (the text is no hex colour)'}`}
        value={hex ?? '#000000'}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A value the generator has no input for, as JSON text: taken when it reads, kept as typed until then. */
function JsonControl({ value, onChange, ...common }: { id: string; disabled: boolean; value: unknown; onChange: (next: unknown) => void; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined }) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [unread, setUnread] = useState(false);
  return (
    <>
      <textarea
        {...common}
        className="json"
        rows={6}
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          try {
            onChange(JSON.parse(event.target.value));
            setUnread(false);
          } catch {
            setUnread(true);
          }
        }}
      />
      {unread ? <p className="field-error">Not JSON yet: the last JSON that read is kept.</p> : null}
    </>
  );
}
