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

  return {
    definitions,
    resolve(module, where = 'modules') {
      const candidates = byCode.get(module.code) ?? [];
      const definition =
        candidates.find((candidate) => candidate.styleIds?.includes(module.styleId)) ??
        candidates.find((candidate) => !candidate.styleIds);
      if (!definition) {
        return { kind: 'unknown', diagnostic: { file: where, path: `${module.code}#${module.id}`, message: `no block renders module code "${module.code}" (style ${module.styleId})` } };
      }
      const parsed = definition.props.safeParse(module.props);
      if (!parsed.success) {
        const message = describeIssues(parsed.error).map((issue) => `${issue.path || 'props'}: ${issue.message}`).join('; ');
        return { kind: 'invalid', definition, diagnostic: { file: where, path: `${module.code}#${module.id}.props`, message } };
      }
      return { kind: 'block', definition, props: parsed.data };
    },
  };
}
