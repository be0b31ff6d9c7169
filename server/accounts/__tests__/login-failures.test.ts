import { describe, expect, it } from 'vitest';
import { LoginFailures } from '../login-failures.ts';

describe('LoginFailures', () => {
  const minute = 60_000;
  const setup = (capacity?: number) => {
    const clock = { now: 0 };
    const failures = new LoginFailures({ allowedPerSource: 5, slowAfterPerAccount: 10, windowMs: 15 * minute, now: () => clock.now, ...(capacity ? { capacity } : {}) });
    return { clock, failures };
  };
  const attacker = 'address:203.0.113.5';
  const owner = 'address:198.51.100.7';

  it('holds a source after 5 failures for an account within the window, until the oldest leaves it', () => {
    const { clock, failures } = setup();
    for (let index = 0; index < 4; index++) {
      failures.record('13812345678', attacker);
      clock.now += minute;
    }
    expect(failures.lockedForSeconds('13812345678', attacker)).toBe(0);
    failures.record('13812345678', attacker);
    expect(failures.lockedForSeconds('13812345678', attacker)).toBe(11 * 60);
    expect(failures.lockedForSeconds('13900000000', attacker)).toBe(0);
    clock.now = 15 * minute;
    expect(failures.lockedForSeconds('13812345678', attacker)).toBe(0);
  });

  it('never holds the owner’s source for failures from elsewhere; many sources only slow the account down', () => {
    const { failures } = setup();
    for (let source = 0; source < 9; source++) failures.record('a@b.cn', `address:10.0.0.${source}`);
    expect(failures.isUnderAttack('a@b.cn')).toBe(false);
    failures.record('a@b.cn', attacker);
    expect(failures.isUnderAttack('a@b.cn')).toBe(true);
    expect(failures.lockedForSeconds('a@b.cn', owner)).toBe(0);
  });

  it('forgets a source’s failures on its success, and everything on a password reset', () => {
    const { failures } = setup();
    for (let index = 0; index < 5; index++) failures.record('a@b.cn', owner);
    for (let index = 0; index < 5; index++) failures.record('a@b.cn', attacker);
    failures.clearSource('a@b.cn', owner);
    expect(failures.lockedForSeconds('a@b.cn', owner)).toBe(0);
    expect(failures.lockedForSeconds('a@b.cn', attacker)).toBeGreaterThan(0);
    expect(failures.isUnderAttack('a@b.cn')).toBe(true);
    failures.clearAccount('a@b.cn');
    expect(failures.lockedForSeconds('a@b.cn', attacker)).toBe(0);
    expect(failures.isUnderAttack('a@b.cn')).toBe(false);
  });

  it('stays within its capacity', () => {
    const { failures } = setup(2);
    for (let index = 0; index < 5; index++) failures.record('one', attacker);
    failures.record('two', attacker);
    failures.record('three', attacker);
    expect(failures.lockedForSeconds('one', attacker)).toBe(0);
  });
});
