/**
 * Whether a failure means the database cannot be reached just now — PostgreSQL stopped, restarting or refusing
 * connections, a connection cut, SQLite's lock held past busy_timeout, PostgreSQL ending one of two transactions
 * that wait on each other (a deadlock) or on a lock past its timeout — rather than a fault of the request or the
 * code. Such a request answers 503 and the next one tries again: the pool opens new connections once the database
 * is back, and a transaction that was ended for another's sake has left nothing behind.
 */
const unreachable = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'SQLITE_BUSY']);
/**
 * PostgreSQL's classes 08 (connection exception) and 57P (operator intervention: shutdown, cannot connect now), and
 * the transient ends of a transaction: 40001 (serialization failure), 40P01 (deadlock detected), 55P03 (lock not
 * available).
 */
const unavailableState = /^(08|57P0[1-3]$|40001$|40P01$|55P03$)/;
const droppedConnection = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unreachable.has(code) || unavailableState.test(code))) return true;
    if (typeof message === 'string' && droppedConnection.test(message)) return true;
    if (cause instanceof AggregateError && cause.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** What a reader is told: nothing of the engine, and that it will pass. */
export const databaseUnavailableMessage = 'The service is briefly unavailable; please try again in a moment.';
