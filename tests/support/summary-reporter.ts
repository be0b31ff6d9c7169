import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, `vitest: N passed, N failed, N skipped`, so tools that read a run's last line
 * (rather than its exit code) know how many tests ran.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed += 1;
        else if (state === 'failed') count.failed += 1;
        else count.skipped += 1;
      }
      if (testModule.state() === 'failed' && !testModule.children.size) count.failed += 1;
    }
    process.stdout.write(`\nvitest: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`);
  }
}
