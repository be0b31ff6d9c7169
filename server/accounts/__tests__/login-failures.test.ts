import { describe, expect, it } from 'vitest';
import { migratedDatabaseEachTest } from '../../../tests/support/migrated-database.ts';
import { LoginFailures } from '../login-failures.ts';

const database = migratedDatabaseEachTest();

describe('LoginFailures', () => {
  const minute = 60_000;
  const setup = () => {
    const clock = { now: 0 };
    const failures = new LoginFailures(database().db, { allowedPerSource: 5, slowAfterPerAccount: 10, windowMs: 15 * minute, now: () => clock.now });
    return { clock, failures };
  };
  const attacker = 'address:203.0.113.5';
  const owner = 'address:198.51.100.7';

  it('holds a source after 5 failures for an account within the window, until the oldest leaves it', async () => {
    const { clock, failures } = setup();
    for (let index = 0; index < 4; index++) {
      await failures.record('13812345678', attacker);
      clock.now += minute;
    }
    expect(await failures.lockedForSeconds('13812345678', attacker)).toBe(0);
    await failures.record('13812345678', attacker);
    expect(await failures.lockedForSeconds('13812345678', attacker)).toBe(11 * 60);
    expect(await failures.lockedForSeconds('13900000000', attacker)).toBe(0);
    clock.now = 15 * minute;
    expect(await failures.lockedForSeconds('13812345678', attacker)).toBe(0);
  });

  it('never holds the owner’s source for failures from elsewhere; many sources only slow the account down', async () => {
    const { failures } = setup();
    for (let source = 0; source < 9; source++) await failures.record('a@b.cn', `address:10.0.0.${source}`);
    expect(await failures.isUnderAttack('a@b.cn')).toBe(false);
    await failures.record('a@b.cn', attacker);
    expect(await failures.isUnderAttack('a@b.cn')).toBe(true);
    expect(await failures.lockedForSeconds('a@b.cn', owner)).toBe(0);
  });

  it('forgets a source’s failures on its success, and everything on a password reset', async () => {
    const { failures } = setup();
    for (let index = 0; index < 5; index++) await failures.record('a@b.cn', owner);
    for (let index = 0; index < 5; index++) await failures.record('a@b.cn', attacker);
    await failures.record('a@b.cn%', attacker);
    await failures.clearSource('a@b.cn', owner);
    expect(await failures.lockedForSeconds('a@b.cn', owner)).toBe(0);
    expect(await failures.lockedForSeconds('a@b.cn', attacker)).toBeGreaterThan(0);
    expect(await failures.isUnderAttack('a@b.cn')).toBe(true);
    await failures.clearAccount('a@b.cn');
    expect(await failures.lockedForSeconds('a@b.cn', attacker)).toBe(0);
    expect(await failures.isUnderAttack('a@b.cn')).toBe(false);
    // Another account whose name merely begins the same way keeps its failures.
    expect(await database().db.selectFrom('recent_event').select('key').where('kind', '=', 'login-failure-source').execute()).toEqual([{ key: `a@b.cn%\n${attacker}` }]);
  });

  it('counts the failures every server process records alike', async () => {
    const { failures } = setup();
    const { failures: elsewhere } = setup();
    for (let index = 0; index < 3; index++) await failures.record('a@b.cn', attacker);
    for (let index = 0; index < 2; index++) await elsewhere.record('a@b.cn', attacker);
    expect(await failures.lockedForSeconds('a@b.cn', attacker)).toBeGreaterThan(0);
    expect(await elsewhere.lockedForSeconds('a@b.cn', attacker)).toBeGreaterThan(0);
  });

  it('deletes failures that left the window as new ones are recorded', async () => {
    const { clock, failures } = setup();
    for (let index = 0; index < 5; index++) await failures.record(`account${index}`, attacker);
    clock.now = 16 * minute;
    await failures.record('late', attacker);
    const left = await database().db.selectFrom('recent_event').select('key').where('kind', '=', 'login-failure-account').execute();
    expect(left).toEqual([{ key: 'late' }]);
  });
});
