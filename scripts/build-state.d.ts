// Types of build-state.js (plain JavaScript: the launcher runs it before anything is built).
export type BuildTargetName = 'pages' | 'admin' | 'server';
export type BuildTarget = { sources: string[]; outputs: string[]; stamp: string };
export const buildTargets: Record<BuildTargetName, BuildTarget>;
export function newestChange(path: string): number;
export function whyStale(target: BuildTarget, root?: string, distDir?: string): string | undefined;
export function staleTargets(names?: readonly BuildTargetName[], root?: string, distDir?: string): { name: BuildTargetName; reason: string }[];
