import { z } from 'zod';

/**
 * The parsing thread's zod checks trees the reader has just built from XML, in which no object is reached twice, let
 * alone in a cycle: zod's cycle support — a WeakMap entry for every object it checks, in every recursive schema of the
 * content model — finds nothing there, and cost a tenth of the thread's time over the 12 fixture files. It is left
 * out in this thread only (the thread's zod is its own), by a memoizer that keeps nothing. Imported first by the
 * thread's module: the setting is read as each schema is built.
 */
z.config({ memoizer: { attach: () => {}, guard: () => {}, alloc: (_schema, _payload, empty) => empty } });
