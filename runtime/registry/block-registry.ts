import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { describeIssues, type ParseIssue } from '../../schemas/lenient-parse.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import { loadBlockContract } from './block-contracts.ts';
import type { AnyBlockContract, AnyBlockDefinition } from './define-block.ts';

export type ResolvedModule =
  | { kind: 'block'; definition: AnyBlockDefinition; props: unknown; contract: AnyBlockContract | undefined }
  | { kind: 'unknown'; diagnostic: Diagnostic }
  /** `issues`: each of the contract's, by its path inside the props (`slides[0].title`; `''`: the props themselves). */
  | { kind: 'invalid'; definition: AnyBlockDefinition; diagnostic: Diagnostic; issues: readonly ParseIssue[] };

export type BlockRegistry = {
  definitions: readonly AnyBlockDefinition[];
  /** The block registered under a name (how a browser finds the blocks of a page the server resolved). */
  named: (name: string) => AnyBlockDefinition | undefined;
  /** Finds a module's block and checks its props with the block's contract. */
  resolve: (module: ModuleDescriptor, where?: string) => Promise<ResolvedModule>;
};

type Outcome =
  | { kind: 'block'; definition: AnyBlockDefinition; props: unknown; contract: AnyBlockContract | undefined }
  | { kind: 'unknown' }
  | { kind: 'invalid'; definition: AnyBlockDefinition; message: string; issues: readonly ParseIssue[] };

/**
 * Maps module descriptors onto blocks. A block that names style ids wins over one that takes every style of the
 * same code. Props are parsed with the block's schema; invalid props and unknown codes become diagnostics.
 */
export function createBlockRegistry(definitions: readonly AnyBlockDefinition[]): BlockRegistry {
  const byCode = new Map<string, AnyBlockDefinition[]>();
  const byName = new Map<string, AnyBlockDefinition>();
  for (const definition of definitions) {
    for (const code of definition.codes) byCode.set(code, [...(byCode.get(code) ?? []), definition]);
    byName.set(definition.name, definition);
  }

  const match = async (module: ModuleDescriptor): Promise<Outcome> => {
    const candidates = byCode.get(module.code) ?? [];
    const definition =
      candidates.find((candidate) => candidate.styleIds?.includes(module.styleId)) ??
      candidates.find((candidate) => !candidate.styleIds);
    if (!definition) return { kind: 'unknown' };
    const contract = await loadBlockContract(definition);
    if (!contract) return { kind: 'block', definition, props: {}, contract };
    const parsed = contract.props.safeParse(module.props);
    if (parsed.success) return { kind: 'block', definition, props: parsed.data, contract };
    const issues = describeIssues(parsed.error);
    return { kind: 'invalid', definition, issues, message: issues.map((issue) => `${issue.path || 'props'}: ${issue.message}`).join('; ') };
  };

  // A module may be resolved more than once (a page's layout and a test's render): its props are parsed once per
  // descriptor object. Weak keys: nothing outlives the page that owns the descriptors.
  const outcomes = new WeakMap<ModuleDescriptor, Promise<Outcome>>();

  return {
    definitions,
    named: (name) => byName.get(name),
    async resolve(module, where = 'modules') {
      let pending = outcomes.get(module);
      if (!pending) outcomes.set(module, (pending = match(module)));
      const outcome = await pending;
      switch (outcome.kind) {
        case 'block':
          return outcome;
        case 'unknown':
          return { kind: 'unknown', diagnostic: { file: where, path: `${module.code}#${module.id}`, message: `no block renders module code "${module.code}" (style ${module.styleId})` } };
        case 'invalid':
          return { kind: 'invalid', definition: outcome.definition, issues: outcome.issues, diagnostic: { file: where, path: `${module.code}#${module.id}.props`, message: outcome.message } };
      }
    },
  };
}
