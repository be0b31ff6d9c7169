/** Why the last attempt failed, in an alert region that is always there, so its message is announced when it comes. */
export function FormFailure({ message }: { message: string | undefined }) {
  return (
    <p className="mh-form-failure" role="alert">
      {message}
    </p>
  );
}
