import { useRef, useState } from 'react';
import { accountMessage } from '../../schemas/account/account-messages.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { hasProblems, type FieldProblems } from './field-problems.ts';

export type FieldBinding = { name: string; value: string; onChange: (value: string) => void; problem: string | undefined };

/**
 * An account form's values and problems. A field's problem goes when the reader changes the field; `report` shows a
 * check's problems and moves focus to the first field that has one (in the form's order).
 */
export function useAccountForm<Values extends Record<string, string | boolean>>(initial: Values, lang: LanguageSegment) {
  type Field = keyof Values & string;
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const change = <Name extends Field>(field: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /** Shows `found` (replacing the problems of the fields it covers); true when there were none. */
  const report = (found: FieldProblems<Field>, fields: readonly Field[] = Object.keys(values) as Field[]): boolean => {
    setProblems((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, found[field]])) }));
    if (!hasProblems(found)) return true;
    const first = [...(formRef.current?.elements ?? [])].find((element) => fields.includes((element as HTMLInputElement).name as Field) && found[(element as HTMLInputElement).name as Field]);
    (first as HTMLElement | undefined)?.focus();
    return false;
  };

  const problemText = (field: Field) => {
    const key = problems[field];
    return key ? accountMessage(key, lang) : undefined;
  };

  /** What a text field of the form needs: its name, value, change and problem (spread into a TextField). */
  const field = (name: { [Name in Field]: Values[Name] extends string ? Name : never }[Field]): FieldBinding => ({
    name,
    value: values[name] as string,
    onChange: (value: string) => change(name, value as Values[typeof name]),
    problem: problemText(name),
  });

  return { values, change, report, problemText, field, formRef };
}
