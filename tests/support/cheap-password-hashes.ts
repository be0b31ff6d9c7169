import { setHashCostInThisProcess } from '../../server/accounts/password-hash.ts';

/**
 * Vitest setup file of the projects whose test servers run in the test's process (integration, integration-pg, e2e):
 * their password hashes cost N = 2^10 (~1.5 ms of CPU) rather than production's 2^15 (~95 ms), which took ~25 s of
 * CPU a run over a few hundred sign-ups, sign-ins and back-office accounts. Production's cost is held by
 * server/accounts/__tests__/password-hash.test.ts (the unit project, without this file); the timing of the account
 * enumeration test (tests/security/account-abuse.test.ts) asks for production's cost again. Servers started as
 * processes of their own keep production's cost.
 */
setHashCostInThisProcess({ N: 2 ** 10, r: 8, p: 1 });
