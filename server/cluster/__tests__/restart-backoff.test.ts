import { expect, it } from 'vitest';
import { RestartBackoff } from '../restart-backoff.ts';

it('waits longer for each worker that dies young in a row, up to 30 s, and starts again after one that served a while', () => {
  const backoff = new RestartBackoff();
  const young = Array.from({ length: 10 }, () => backoff.next(1_000));
  expect(young).toEqual([250, 500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  expect(backoff.next(60_000)).toBe(250);
  expect(backoff.next(500)).toBe(500);
});
