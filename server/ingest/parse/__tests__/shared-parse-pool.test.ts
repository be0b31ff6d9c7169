import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixtureDir } from '../../__tests__/fixture-xml.ts';

const poolModule = pathToFileURL(join(import.meta.dirname, '..', 'shared-parse-pool.ts')).href;

describe('readInParseThreads', () => {
  it('reads in threads that keep the process alive while they read, and not a moment longer', () => {
    // A process with nothing else to do: it must wait for the answer, then end without closing the threads itself.
    const script = `const { readInParseThreads } = await import(${JSON.stringify(poolModule)});
const file = await readInParseThreads(${JSON.stringify(join(fixtureDir, 'pmgp-v3i2-107-acupuncture-en.xml'))});
console.log(file.content.doi, file.json.length > 1000);`;
    const started = performance.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 40_000 });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('10.26766/pmgp.v3i2.107 true');
    expect(result.status).toBe(0);
    // The threads stay a minute for the next file, but do not hold the process.
    expect(performance.now() - started).toBeLessThan(30_000);
  }, 45_000);
});
