import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';

export type TextFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Said under the field and read with it. */
  hint?: string;
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A labelled input with its hint and its problem under it, both read with it through `aria-describedby`. */
export function TextField({ label, value, onChange, hint, error, id, ...rest }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="mh-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...rest}
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className="mh-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
