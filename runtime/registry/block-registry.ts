import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { describeIssues } from '../../schemas/lenient-parse.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { AnyBlockDefinition } from './define-block.ts';

export type ResolvedModule =
  | { kind: 'block'; definition: AnyBlockDefinition; props: unknown }
  | { kind: 'unknown'; diagnostic: Diagnostic }
  | { kind: 'invalid'; definition: AnyBlockDefinition; diagnostic: Diagnostic };

export type BlockRegistry = {
  definitions: readonly AnyBlockDefinition[];
  resolve: (module: ModuleDescriptor, where?: string) => ResolvedModule;
};

/**
 * Maps module descriptors onto blocks. A block that names style ids wins over one that takes every style of the
 * same code. Props are parsed with the block's schema; invalid props and unknown codes become diagnostics.
 */
export function createBlockRegistry(definitions: readonly AnyBlockDefinition[]): BlockRegistry {
  const byCode = new Map<string, AnyBlockDefinition[]>();
  for (const definition of definitions) {
    for (const code of definition.codes) byCode.set(code, [...(byCode.get(code) ?? []), definition]);
  }

  type Outcome =
    | { kind: 'block'; definition: AnyBlockDefinition; props: unknown }
    | { kind: 'unknown' }
    | { kind: 'invalid'; definition: AnyBlockDefinition; message: string };

  const match = (module: ModuleDescriptor): Outcome => {
    const candidates = byCode.get(module.code) ?? [];
    const definition =
      candidates.find((candidate) => candidate.styleIds?.includes(module.styleId)) ??
      candidates.find((candidate) => !candidate.styleIds);
    if (!definition) return { kind: 'unknown' };
    const parsed = definition.props.safeParse(module.props);
    if (parsed.success) return { kind: 'block', definition, props: parsed.data };
    return { kind: 'invalid', definition, message: describeIssues(parsed.error).map((issue) => `${issue.path || 'props'}: ${issue.message}`).join('; ') };
  };

  // A page resolves each module several times (to prefetch its data, to load its code, to render it): its props are
  // parsed once per descriptor object. Weak keys: nothing outlives the page that owns the descriptors.
  const outcomes = new WeakMap<ModuleDescriptor, Outcome>();

  return {
    definitions,
    resolve(module, where = 'modules') {
      let outcome = outcomes.get(module);
      if (!outcome) outcomes.set(module, (outcome = match(module)));
      switch (outcome.kind) {
        case 'block':
          return outcome;
        case 'unknown':
          return { kind: 'unknown', diagnostic: { file: where, path: `${module.code}#${module.id}`, message: `no block renders module code "${module.code}" (style ${module.styleId})` } };
        case 'invalid':
          return { kind: 'invalid', definition: outcome.definition, diagnostic: { file: where, path: `${module.code}#${module.id}.props`, message: outcome.message } };
      }
    },
  };
}
