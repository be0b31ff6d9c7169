import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureDir } from '../../__tests__/fixture-xml.ts';

describe("the parsing thread's zod, without cycle support", () => {
  it('refuses what the content model refuses, however deep in the tree, and keeps what it keeps', () => {
    // In a process of its own, as in the thread: the setting is zod's, for every schema built after it.
    const script = join(import.meta.dirname, 'check-without-cycle-support.ts');
    const result = spawnSync(process.execPath, ['--import', 'tsx', script, join(fixtureDir, 'elife-02043-v2.xml')], { encoding: 'utf8', timeout: 40_000 });
    expect(result.stderr).toBe('');
    const { depth, keptAsRead, refused, formula } = JSON.parse(result.stdout) as { depth: number; keptAsRead: boolean; refused: [string, string][]; formula: string };
    expect(depth).toBeGreaterThan(6);
    expect(keptAsRead).toBe(true);
    expect(refused).toEqual([[formula, 'must hold MathML elements only']]);
  }, 45_000);
});
