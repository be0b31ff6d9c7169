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
    expect(isDatabaseUnavailable(withCode('40P01', 'deadlock detected'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('40001', 'could not serialize access due to concurrent update'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('55P03', 'canceling statement due to lock timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves faults of the query or the code alone', () => {
    expect(isDatabaseUnavailable(withCode('42883', 'function json_extract(text, unknown) does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('40002', 'integrity constraint violation'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
