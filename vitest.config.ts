import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/__tests__/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'data/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    globalSetup: ['./tests/support/build-once.ts'],
    setupFiles: ['./tests/support/setup-dom.ts'],
  },
});
