import { z } from 'zod';
import { moduleDescriptor } from '../module-list.ts';
import { numericId, text } from '../primitives.ts';
import { switchFeatureName } from '../site.ts';
import { screenKeys, type ScreenKey } from './screen-keys.ts';
import { routeParamsOf } from './screen-params.ts';

/**
 * Where a prop's value comes from, written as the whole value of a string prop: `{year}` is the route's parameter,
 * `{query.page}` one query parameter, `{query}` the whole query. A value the address lacks leaves the prop out.
 */
export const bindingPattern = /^\{(?:query(?:\.[\w-]{1,64})?|[A-Za-z]\w{0,63})\}$/;
const bindingName = z.string().regex(/^(?:query\.)?[\w-]{1,64}$/, 'must name a route parameter or query.<name>');

/**
 * One module of a screen: the home page's module shape (code, style, props), where a string prop may be a binding.
 * `requires`: bindings that must have a value for the module to show (the member shown beside the board).
 */
export const screenModule = moduleDescriptor.extend({
  id: numericId.default(0),
  name: text,
  enName: text,
  requires: z.array(bindingName).max(8).default([]),
});
export type ScreenModule = z.output<typeof screenModule>;

/**
 * When a variant applies: every query parameter named has the value given (`true`: present, `false`: absent, a
 * list: any of those; absent counts as `""`), every route parameter named is present (`true`) or absent (`false`),
 * `searching`: the address asks for a search (a keyword, or rows of the advanced search), and every site feature
 * named is on (`true`) or off (`false`) — a screen only some sites offer answers `notFound` on the others.
 */
export const screenCondition = z.object({
  query: z.record(z.string().max(64), z.union([z.boolean(), z.string().max(200), z.array(z.string().max(200)).max(32)])).optional(),
  params: z.record(z.string().max(64), z.boolean()).optional(),
  searching: z.boolean().optional(),
  features: z.partialRecord(switchFeatureName, z.boolean()).optional(),
});
export type ScreenCondition = z.output<typeof screenCondition>;

/** A screen's other layout for some addresses: its own modules, or another screen's (`use`, e.g. `notFound`). */
export const screenVariant = z.object({
  when: screenCondition,
  use: z.enum(screenKeys).optional(),
  modules: z.array(screenModule).max(50).optional(),
});
export type ScreenVariant = z.output<typeof screenVariant>;

/** One screen: its modules, what HTTP status it answers with, and variants tried in order before them. */
export const screenDefinition = z.object({
  modules: z.array(screenModule).max(50).default([]),
  status: z.union([z.literal(200), z.literal(404)]).default(200),
  variants: z.array(screenVariant).max(20).default([]),
});
export type ScreenDefinition = z.output<typeof screenDefinition>;

/** The modules around every screen's own: the header before, the footer and the floating helpers after. */
export const screenLayout = z.object({
  before: z.array(screenModule).max(20).default([]),
  after: z.array(screenModule).max(20).default([]),
});
export type ScreenLayout = z.output<typeof screenLayout>;

/**
 * `screens.json`: screens by name (schemas/screens/screen-keys.ts) and the layout around them. The portal's own
 * (runtime/screens/default-screens.json) says every screen; a site's file names only those it changes, each
 * replacing the default whole, and `layout` when it changes that.
 */
export const screensFile = z
  .object({
    layout: screenLayout.optional(),
    // Keys are checked below, one by one: a name the portal does not have drops that screen, not the whole file's.
    screens: z.record(z.string().max(64), screenDefinition).default({}) as z.ZodType<Partial<Record<ScreenKey, ScreenDefinition>>>,
  })
  .superRefine(({ screens }, context) => {
    for (const [key, definition] of Object.entries(screens) as [ScreenKey, ScreenDefinition][]) {
      if (!(screenKeys as readonly string[]).includes(key)) {
        context.addIssue({ code: 'custom', path: ['screens', key], message: `is no screen of the portal (screens: ${screenKeys.join(', ')})` });
        continue;
      }
      const params = routeParamsOf(key);
      const known = (name: string) => name.startsWith('query') || params.includes(name);
      const route = params.length ? `its route has ${params.map((name) => `{${name}}`).join(', ')}` : 'its route has no parameters, only query.<name>';
      const checkModules = (modules: ScreenModule[] | undefined, path: (string | number)[]) =>
        modules?.forEach((module, index) => {
          for (const [prop, value] of Object.entries(module.props)) {
            if (typeof value === 'string' && bindingPattern.test(value) && !known(value.slice(1, -1))) {
              context.addIssue({ code: 'custom', path: [...path, index, 'props', prop], message: `binds ${value}, but ${route}` });
            }
          }
          module.requires.forEach((name, at) => {
            if (!known(name)) context.addIssue({ code: 'custom', path: [...path, index, 'requires', at], message: `requires {${name}}, but ${route}` });
          });
        });
      checkModules(definition.modules, ['screens', key, 'modules']);
      definition.variants.forEach((variant, index) => {
        checkModules(variant.modules, ['screens', key, 'variants', index, 'modules']);
        for (const name of Object.keys(variant.when.params ?? {})) {
          if (!known(name)) context.addIssue({ code: 'custom', path: ['screens', key, 'variants', index, 'when', 'params', name], message: `tests {${name}}, but ${route}` });
        }
      });
    }
  });
export type ScreensFile = z.output<typeof screensFile>;
