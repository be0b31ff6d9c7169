import { describe, expect, it } from 'vitest';
import { migratedDatabaseEachTest } from '../../../tests/support/migrated-database.ts';
import { askingMemberKey, CodeSendLimits, recipientKey } from '../code-send-limits.ts';

const database = migratedDatabaseEachTest();

describe('CodeSendLimits', () => {
  it('lets a recipient have 5 codes an hour and 10 a day, whatever the purpose, case-blind', async () => {
    const clock = { now: 0 };
    const limits = new CodeSendLimits(database().db, { kind: 'code-sent', perHour: 5, perDay: 10, now: () => clock.now });
    const victim = [recipientKey('Victim@Example.org')];
    for (let index = 0; index < 5; index++) {
      expect(await limits.secondsUntilAllowed(victim)).toBe(0);
      await limits.record(victim);
    }
    expect(await limits.secondsUntilAllowed([recipientKey('victim@example.org')])).toBe(3600);
    expect(await limits.secondsUntilAllowed([recipientKey('other@example.org')])).toBe(0);
    clock.now += 3_600_001;
    for (let index = 0; index < 5; index++) await limits.record(victim);
    clock.now += 3_600_001;
    expect(await limits.secondsUntilAllowed(victim)).toBeGreaterThan(20 * 3600);
  });

  it('holds a member asking for codes to many recipients', async () => {
    const limits = new CodeSendLimits(database().db, { kind: 'code-sent', perHour: 5, perDay: 10, now: () => 0 });
    for (let index = 0; index < 5; index++) await limits.record([recipientKey(`1380000000${index}`), askingMemberKey(7)]);
    expect(await limits.secondsUntilAllowed([recipientKey('13900000000'), askingMemberKey(7)])).toBeGreaterThan(0);
  });

  it('keeps each kind of message to its own counts', async () => {
    const codes = new CodeSendLimits(database().db, { kind: 'code-sent', perHour: 1, perDay: 1, now: () => 0 });
    const mails = new CodeSendLimits(database().db, { kind: 'confirmation-mail', perHour: 1, perDay: 1, now: () => 0 });
    await codes.record([recipientKey('a@b.cn')]);
    expect(await codes.secondsUntilAllowed([recipientKey('a@b.cn')])).toBeGreaterThan(0);
    expect(await mails.secondsUntilAllowed([recipientKey('a@b.cn')])).toBe(0);
  });
});
