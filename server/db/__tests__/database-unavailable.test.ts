import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../database-unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that cannot be reached just now', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('SQLITE_BUSY', 'database is locked'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves faults of the query or the code alone', () => {
    expect(isDatabaseUnavailable(withCode('42883', 'function json_extract(text, unknown) does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
