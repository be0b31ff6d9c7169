import { useState } from 'react';
import type { FieldProblem } from '../../../schemas/desk/desk-api.ts';
import { isRecord } from '../../kits/schema-form/form-values.ts';
import { propsContractOf } from './block-props.ts';
import { PropsForm } from './props-form.tsx';
import { PropsJsonEditor } from './props-json-editor.tsx';

type PropsEditorProps = {
  /** The settings' id (the form's fieldset, or the JSON text): problem links land there. */
  id: string;
  code: string;
  styleId: number;
  /** The block's name on the page ("Block 2: latestIssue"), said on the toggle's button. */
  name: string;
  value: unknown;
  onChange: (next: Record<string, unknown>) => void;
  /** By their path inside the props (`slides.0.title`; `''`: the props as a whole). */
  problems: readonly FieldProblem[];
  onUnread: (id: string, unread: boolean) => void;
};

/**
 * A block's settings (its module's props): a form built from the contract of the block that renders the module
 * (block-props.ts), or, at the press of a button, the props as JSON — what the form cannot show (props the contract
 * does not name, values bound to the address) is edited there. A code no block renders has no contract: JSON only.
 */
export function PropsEditor({ id, code, styleId, name, value, onChange, problems, onUnread }: PropsEditorProps) {
  const contract = propsContractOf(code, styleId);
  // A form needs a contract of named props, and props that are an object (anything else is shown as it is, in JSON).
  const formable = (contract.kind === 'none' || (contract.kind === 'schema' && contract.json.type === 'object' && isRecord(contract.json.properties))) && (value === undefined || isRecord(value));
  const [asJson, setAsJson] = useState(false);
  const record = isRecord(value) ? value : {};
  const json = !formable || asJson;
  return (
    <div className="block-settings">
      {json ? (
        <PropsJsonEditor id={id} value={value} onChange={onChange} problems={problems} onUnread={onUnread} />
      ) : (
        <PropsForm id={id} json={contract.kind === 'schema' ? contract.json : undefined} value={record} onChange={onChange} problems={problems} />
      )}
      {formable ? (
        <button type="button" onClick={() => setAsJson(!asJson)}>
          {asJson ? 'Edit the settings in a form' : 'Edit the settings as JSON'}
          <span className="visually-hidden">: {name}</span>
        </button>
      ) : null}
    </div>
  );
}
