import type { Diagnostic } from '../../schemas/diagnostic.ts';
import type { ModuleListsToCheck } from '../../schemas/render-contract.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import { bindingPattern, type ScreenModule } from '../../schemas/screens/screen-config.ts';
import type { BlockRegistry } from './block-registry.ts';

/** `codeOnly`: props an address fills are unknown here, so only the code is checked. */
type Placed = { module: ModuleDescriptor; file: string; path: string; codeOnly: boolean };

/** A screen module's props with its bindings left out: what they hold is known only for an address. */
function withoutBindings(module: ScreenModule): { module: ModuleDescriptor; bound: boolean } {
  const props: Record<string, unknown> = {};
  let bound = false;
  for (const [key, value] of Object.entries(module.props)) {
    if (key === '...' || (typeof value === 'string' && bindingPattern.test(value))) bound = true;
    else props[key] = value;
  }
  return { module: { ...module, props }, bound };
}

function placedModules(site: ModuleListsToCheck['sites'][number]): Placed[] {
  const placed: Placed[] = [];
  const file = site.files.modules;
  site.modules.home.forEach((module, index) => placed.push({ module, file, path: `home[${index}]`, codeOnly: false }));
  for (const [channel, list] of Object.entries(site.modules.channels)) {
    list.forEach((module, index) => placed.push({ module, file, path: `channels.${channel}[${index}]`, codeOnly: false }));
  }
  const addScreenModules = (list: readonly ScreenModule[] | undefined, path: string) =>
    list?.forEach((screenModule, index) => {
      const { module, bound } = withoutBindings(screenModule);
      placed.push({ module, file: site.files.screens, path: `${path}[${index}]`, codeOnly: bound });
    });
  addScreenModules(site.screens.layout?.before, 'layout.before');
  addScreenModules(site.screens.layout?.after, 'layout.after');
  for (const [key, definition] of Object.entries(site.screens.screens)) {
    if (!definition) continue;
    addScreenModules(definition.modules, `screens.${key}.modules`);
    definition.variants.forEach((variant, index) => addScreenModules(variant.modules, `screens.${key}.variants[${index}].modules`));
  }
  return placed;
}

/** Where a contract's issue is in the file: the module's props, then its path inside them (`home[2].props.slides[0].title`). */
const propPath = (modulePath: string, inProps: string) => (inProps === '' ? `${modulePath}.props` : inProps.startsWith('[') ? `${modulePath}.props${inProps}` : `${modulePath}.props.${inProps}`);

/**
 * What the renderer would find wrong in a site's module lists, found before any page is rendered: a module code no
 * block renders, and props that fail the block's contract — each named by its file and path, a prop's by its own
 * (`home[2].props.limit`), so the studio shows it beside that prop's field (issue 20, item 6). A
 * screen module whose props come partly from the address is checked for its code only: the rest of its props is
 * known only when an address fills its bindings.
 */
export async function findBlockProblems(registry: BlockRegistry, input: ModuleListsToCheck): Promise<Diagnostic[]> {
  const problems: Diagnostic[] = [];
  for (const site of input.sites) {
    for (const { module, file, path, codeOnly } of placedModules(site)) {
      const resolved = await registry.resolve(module, file);
      if (resolved.kind === 'unknown') problems.push({ file, path, message: resolved.diagnostic.message });
      if (resolved.kind === 'invalid' && !codeOnly) {
        for (const issue of resolved.issues) problems.push({ file, path: propPath(path, issue.path), message: issue.message });
      }
    }
  }
  return problems;
}
