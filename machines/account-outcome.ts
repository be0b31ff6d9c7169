/**
 * Why an account call failed, as the account machines keep it: the reply's envelope status and message (already in
 * the reader's language; empty when no reply came) and, for "too soon" answers, how long to wait. The services a
 * block injects reject with this shape.
 */
export type AccountFailure = { status: number; message: string; retryAfterSeconds?: number };

/** Status of a failure without a reply (network, timeout): the form shows its own generic text. */
export const noReplyStatus = -1;

/** A rejected service's error as an {@link AccountFailure} (anything unexpected becomes a failure without a reply). */
export function failureOf(error: unknown): AccountFailure {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
    const retry = 'retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number' ? error.retryAfterSeconds : undefined;
    return retry === undefined ? { status: error.status, message } : { status: error.status, message, retryAfterSeconds: retry };
  }
  return { status: noReplyStatus, message: '' };
}

/**
 * How long a success message ('Login successful', spec §8) shows before the page moves on: each step is a document
 * load, which would take the message away at once. This implementation's choice; the spec names none.
 */
export const successPauseMs = 800;
