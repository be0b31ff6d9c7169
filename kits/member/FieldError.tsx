/** A field's problem, tied to the field by `aria-describedby` (its id) and shown under it. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mh-field-error">
      {message}
    </p>
  ) : null;
}
