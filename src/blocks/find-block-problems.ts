import type { FindBlockProblems } from '../../schemas/render-contract.ts';
import { findBlockProblems as findProblemsIn } from '../../runtime/registry/find-block-problems.ts';
import { discoverBlockRegistry } from './discover-blocks.ts';

const registry = discoverBlockRegistry();

/**
 * The configuration's module lists checked against this renderer's blocks (issue 20: block-level diagnostics). Its
 * own module, so a command loads the blocks' definitions and contracts without the renderer's React.
 */
export const findBlockProblems: FindBlockProblems = (input) => findProblemsIn(registry, input);
