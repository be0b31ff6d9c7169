import { describe, expect, it } from 'vitest';
import { askingMemberKey, CodeSendLimits, recipientKey } from '../code-send-limits.ts';

describe('CodeSendLimits', () => {
  it('lets a recipient have 5 codes an hour and 10 a day, whatever the purpose, case-blind', () => {
    const clock = { now: 0 };
    const limits = new CodeSendLimits({ perHour: 5, perDay: 10, now: () => clock.now });
    const victim = [recipientKey('Victim@Example.org')];
    for (let index = 0; index < 5; index++) {
      expect(limits.secondsUntilAllowed(victim)).toBe(0);
      limits.record(victim);
    }
    expect(limits.secondsUntilAllowed([recipientKey('victim@example.org')])).toBe(3600);
    expect(limits.secondsUntilAllowed([recipientKey('other@example.org')])).toBe(0);
    clock.now += 3_600_001;
    for (let index = 0; index < 5; index++) limits.record(victim);
    clock.now += 3_600_001;
    expect(limits.secondsUntilAllowed(victim)).toBeGreaterThan(20 * 3600);
  });

  it('holds a member asking for codes to many recipients', () => {
    const limits = new CodeSendLimits({ perHour: 5, perDay: 10, now: () => 0 });
    for (let index = 0; index < 5; index++) limits.record([recipientKey(`1380000000${index}`), askingMemberKey(7)]);
    expect(limits.secondsUntilAllowed([recipientKey('13900000000'), askingMemberKey(7)])).toBeGreaterThan(0);
  });
});
