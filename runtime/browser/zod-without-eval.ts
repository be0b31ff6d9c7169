/**
 * zod as the browser bundles get it (vite.config.ts points `zod` here). zod compiles a fast parser for each object
 * schema with `new Function` once it has found that eval works, and it finds out by trying: under the pages'
 * Content-Security-Policy (no 'unsafe-eval') that try is refused and reported as a violation, though zod catches it.
 * Turned off before the first schema is made, zod parses without compiling and tries nothing.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
