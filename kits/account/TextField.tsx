import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';

export type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  maxLength?: number;
  /** The field's problem, in the reader's language. */
  problem?: string | undefined;
  hint?: string;
  /** Controls beside the input (a send-code button, a captcha picture). */
  beside?: ReactNode;
};

/**
 * A labelled input whose problem is tied to it (`aria-invalid`, `aria-describedby`) and announced when it appears
 * (the problem's element is a live region that is always there).
 */
export function TextField({ label, name, value, onChange, type = 'text', autoComplete, inputMode, maxLength, problem, hint, beside }: TextFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const describedBy = [hint ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      id={inputId}
      name={name}
      type={type}
      value={value}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      aria-invalid={problem ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className="mh-field">
      <label htmlFor={inputId}>{label}</label>
      {beside ? (
        <div className="mh-field-row">
          {input}
          {beside}
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={hintId} className="mh-hint">
          {hint}
        </p>
      ) : null}
      <p id={problemId} className="mh-field-problem" aria-live="polite">
        {problem}
      </p>
    </div>
  );
}
