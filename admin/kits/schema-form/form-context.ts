import { createContext, useContext, type ComponentType } from 'react';
import type { HintPath } from './form-model.ts';

/** What a widget gets: the control's id and the field's value; the form draws the label, help and error around it. */
export type FieldWidgetProps = {
  id: string;
  label: string;
  value: unknown;
  onChange: (next: unknown) => void;
  /** Ids of the help and error texts, for `aria-describedby`. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  nullable: boolean;
  /** The whole form's value (a field that depends on another: the issues of the chosen journal). */
  formValue: unknown;
};

/** Controls a caller puts in place of the generated ones, by the field's hint path (`publicationId`). */
export type FieldWidgets = Readonly<Record<HintPath, ComponentType<FieldWidgetProps>>>;

export type FormContextValue = {
  idPrefix: string;
  /** Messages by problem path (`authors.0.name`). */
  problems: ReadonlyMap<string, readonly string[]>;
  widgets: FieldWidgets;
  formValue: unknown;
  disabled: boolean;
};

export const FormContext = createContext<FormContextValue>({ idPrefix: 'form', problems: new Map(), widgets: {}, formValue: undefined, disabled: false });

export const useFormContext = () => useContext(FormContext);
