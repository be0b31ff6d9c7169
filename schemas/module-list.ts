import { z } from 'zod';
import { flagOn, numericId, text } from './primitives.ts';

/**
 * One module of a page (spec §7 "module list"): the registry maps `code` (and `styleId`) onto a block and parses
 * `props` with that block's own schema.
 */
export const moduleDescriptor = z.object({
  id: numericId,
  code: z.string().regex(/^[A-Za-z][\w-]{0,63}$/, 'must be a module code made of letters, digits, - or _'),
  styleId: z.number().int().min(1).default(1),
  name: text,
  enName: text,
  enable: flagOn,
  props: z.record(z.string(), z.unknown()).default({}),
});
export type ModuleDescriptor = z.infer<typeof moduleDescriptor>;

export const moduleList = z.array(moduleDescriptor);

/** A module the portal places itself (a screen's fallback, an error page's), with the descriptor's defaults. */
export function moduleOf(code: string, props: Record<string, unknown> = {}): ModuleDescriptor {
  return { id: 0, code, styleId: 1, name: '', enName: '', enable: true, props };
}
