import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait up to 5 s rather than 1 s: on two cores shared with the integration and browser projects, a
// lazily loaded screen can take more than a second to appear. A test whose screen never appears still fails.
configure({ asyncUtilTimeout: 5000 });

/** Testing Library cleans up after each test only with vitest globals; this does it explicitly for DOM tests. */
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.body.className = '';
});
