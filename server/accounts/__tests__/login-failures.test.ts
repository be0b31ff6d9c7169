import { describe, expect, it } from 'vitest';
import { LoginFailures } from '../login-failures.ts';

describe('LoginFailures', () => {
  const minute = 60_000;
  const setup = () => {
    const clock = { now: 0 };
    return { clock, failures: new LoginFailures({ allowed: 5, windowMs: 15 * minute, now: () => clock.now }) };
  };

  it('holds an account after 5 failures within the window, until the oldest leaves it', () => {
    const { clock, failures } = setup();
    for (let index = 0; index < 4; index++) {
      failures.record('13812345678');
      clock.now += minute;
    }
    expect(failures.lockedForSeconds('13812345678')).toBe(0);
    failures.record('13812345678');
    expect(failures.lockedForSeconds('13812345678')).toBe(11 * 60);
    expect(failures.lockedForSeconds('13900000000')).toBe(0);
    clock.now = 15 * minute;
    expect(failures.lockedForSeconds('13812345678')).toBe(0);
  });

  it('forgets failures older than the window, and all of them on success', () => {
    const { clock, failures } = setup();
    for (let index = 0; index < 4; index++) failures.record('a@b.cn');
    clock.now = 16 * minute;
    failures.record('a@b.cn');
    expect(failures.lockedForSeconds('a@b.cn')).toBe(0);
    for (let index = 0; index < 4; index++) failures.record('a@b.cn');
    expect(failures.lockedForSeconds('a@b.cn')).toBeGreaterThan(0);
    failures.clear('a@b.cn');
    expect(failures.lockedForSeconds('a@b.cn')).toBe(0);
  });

  it('stays within its capacity', () => {
    const clock = { now: 0 };
    const failures = new LoginFailures({ allowed: 1, windowMs: minute, now: () => clock.now, capacity: 2 });
    failures.record('one');
    failures.record('two');
    failures.record('three');
    expect(failures.lockedForSeconds('one')).toBe(0);
    expect(failures.lockedForSeconds('three')).toBe(60);
  });
});
