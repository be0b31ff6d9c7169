import { afterEach } from 'vitest';

/** Testing Library cleans up after each test only with vitest globals; this does it explicitly for DOM tests. */
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.body.className = '';
});
