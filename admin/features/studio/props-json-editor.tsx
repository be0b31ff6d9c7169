import { useEffect, useState } from 'react';
import type { FieldProblem } from '../../../schemas/desk/desk-api.ts';
import { isRecord } from '../../kits/schema-form/form-values.ts';

export type PropsJsonEditorProps = {
  id: string;
  value: unknown;
  onChange: (next: Record<string, unknown>) => void;
  /** The props' problems, by their path inside the props (`slides.0.title`; `''`: the props as a whole). */
  problems: readonly FieldProblem[];
  onUnread: (id: string, unread: boolean) => void;
};

/**
 * A block's props as JSON text: taken when it reads as an object, kept as typed (with why) until then. What the form
 * from the block's contract cannot show is edited here. The block's contract checks the props on the server when the
 * draft is saved; its problems show beside this, each with its path.
 */
export function PropsJsonEditor({ id, value, onChange, problems: found, onUnread }: PropsJsonEditorProps) {
  const problems = found.map(({ path, message }) => (path ? `${path}: ${message}` : message));
  const [text, setText] = useState(() => JSON.stringify(value ?? {}, null, 2));
  const [unread, setUnread] = useState<string | undefined>();
  // The editor holds back a save while any settings do not read; a removed block's no longer count.
  useEffect(() => {
    onUnread(id, unread !== undefined);
  }, [id, unread, onUnread]);
  useEffect(() => () => onUnread(id, false), [id, onUnread]);
  const unreadId = `${id}-unread`;
  const problemsId = `${id}-problems`;
  const described = [unread ? unreadId : undefined, problems.length ? problemsId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>Settings (props, as JSON)</label>
      <textarea
        id={id}
        className="json"
        rows={Math.min(12, Math.max(3, text.split('\n').length))}
        spellCheck={false}
        value={text}
        aria-invalid={unread || problems.length ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          setText(event.target.value);
          try {
            const parsed: unknown = JSON.parse(event.target.value);
            if (!isRecord(parsed)) {
              setUnread('Settings are a JSON object, written between { and }: the last that read is kept.');
              return;
            }
            setUnread(undefined);
            onChange(parsed);
          } catch {
            setUnread('Not JSON yet: the last settings that read are kept.');
          }
        }}
      />
      {unread ? (
        <p id={unreadId} className="field-error">
          {unread}
        </p>
      ) : null}
      {problems.length ? (
        <p id={problemsId} className="field-error">
          {problems.join('; ')}
        </p>
      ) : null}
    </div>
  );
}
