import { isRecord } from '../../kits/schema-form/form-values.ts';

/** The JSON view's text while it differs from the part's value (being typed), and why it does not read, if it does not. */
export type RawText = { text: string; error: string | undefined };

/** Reads the JSON view's text: the part's new value, or why there is none (a part is a JSON object). */
export function readRawText(text: string): { value: Record<string, unknown> } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: `This is not JSON: ${error instanceof Error ? error.message : String(error)}.` };
  }
  return isRecord(parsed) ? { value: parsed } : { error: 'A part is a JSON object, written between { and }.' };
}

/**
 * The part as JSON text: every edit that reads becomes the part's value (checked against its schema like the form's);
 * text that does not read is kept as typed, with why, and nothing is saved until it reads.
 */
export function JsonView({ value, raw, onRaw, onValue, describedBy }: { value: unknown; raw: RawText | undefined; onRaw: (raw: RawText) => void; onValue: (value: Record<string, unknown>) => void; describedBy: string | undefined }) {
  const text = raw?.text ?? JSON.stringify(value ?? {}, null, 2);
  const errorId = 'studio-json-error';
  return (
    <div className="field json-view">
      <label htmlFor="studio-json">The part as JSON</label>
      <p className="help" id="studio-json-help">
        The same value the form edits, checked the same way. Keys the form does not show (such as <code>schemaVersion</code>) are kept.
      </p>
      <textarea
        id="studio-json"
        className="json"
        rows={24}
        spellCheck={false}
        value={text}
        aria-invalid={raw?.error ? true : undefined}
        aria-describedby={[`studio-json-help`, raw?.error ? errorId : undefined, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => {
          const next = event.target.value;
          const read = readRawText(next);
          if ('value' in read) {
            onRaw({ text: next, error: undefined });
            onValue(read.value);
          } else onRaw({ text: next, error: read.error });
        }}
      />
      {raw?.error ? (
        <p id={errorId} className="field-error" role="alert">
          {raw.error} Nothing is saved until it reads.
        </p>
      ) : null}
    </div>
  );
}
