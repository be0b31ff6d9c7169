// Types of build.js (plain JavaScript: `npm start` runs it before anything is built, without tsx).
import type { BuildTargetName } from './build-state.js';
export function ensureBuilt(names: readonly BuildTargetName[], log: (message: string) => void, root?: string): Promise<void>;
export function build(names: readonly BuildTargetName[], log: (message: string) => void, root?: string): Promise<void>;
