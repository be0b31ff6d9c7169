import fc from 'fast-check';
import type { ConfigMutation } from './config-mutation.ts';
import { pathsOf, type JsonPath, type SampleFile } from './sample-config-files.ts';

/** Strings a page must show as text, never run: each carries `mh-xss` so a page that runs it can be found. */
export const hostileStrings = [
  '</script><script>alert("mh-xss")</script>',
  '<img src=x onerror=alert("mh-xss")>',
  '"><svg onload=alert("mh-xss")>',
  "'><a href=javascript:alert('mh-xss')>",
  'javascript:alert("mh-xss")',
  ' JaVaScRiPt:alert("mh-xss")',
  'data:text/html,<script>alert("mh-xss")</script>',
  'vbscript:msgbox("mh-xss")',
  '//evil.example/mh-xss',
  '../../../../etc/passwd',
  '{{constructor.constructor("mh-xss")()}}',
  "$& $' $` mh-xss",
  '\u202emh-xss\u202c',
  '\u0000mh-xss',
  '<!--mh-xss',
  ']]><mh-xss/>',
];

const hugeStrings = ['x'.repeat(100_000), '光'.repeat(20_000), 'a b '.repeat(10_000)];

/** A value to put where the sample has something else: wrong types, out-of-range numbers, hostile and huge text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, '', ' ', [], {}, 'no-such-block', '#zzzzzz', 'en-XX'),
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hugeStrings),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.constantFrom(...hostileStrings), { maxLength: 5 }),
);

const unknownKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'showlogin', 'schemaVersion', '$schema', ''), fc.string({ minLength: 1, maxLength: 12 }));

const valueAt = (root: unknown, path: JsonPath): unknown => path.reduce<unknown>((node, segment) => (node as Record<string | number, unknown>)[segment], root);

/** The changes one file can take, each aimed at a place the sample file has. */
function mutationOf({ name: file, json }: SampleFile): fc.Arbitrary<ConfigMutation> {
  const paths = pathsOf(json);
  const inner = paths.filter((path) => path.length > 0);
  const objects = paths.filter((path) => {
    const value = valueAt(json, path);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  });
  const lists = paths.filter((path) => Array.isArray(valueAt(json, path)) && (valueAt(json, path) as unknown[]).length > 0);
  // Ids and codes are where duplicates and unknown block codes come from: aimed at more often.
  const namesAThing = inner.filter((path) => /^(id|code|styleId|colorId|siteId|sld|channelId|link|url|imageUrl|href)$/i.test(String(path.at(-1))));
  const arbitraries: fc.WeightedArbitrary<ConfigMutation>[] = [
    { weight: 6, arbitrary: fc.record({ file: fc.constant(file), kind: fc.constant('replace' as const), path: fc.constantFrom(...paths), value: hostileValue }) },
    { weight: 3, arbitrary: fc.record({ file: fc.constant(file), kind: fc.constant('unknownKey' as const), path: fc.constantFrom(...objects), key: unknownKey, value: fc.jsonValue({ maxDepth: 2 }) }) },
    { weight: 1, arbitrary: fc.record({ file: fc.constant(file), kind: fc.constant('brokenText' as const), at: fc.nat(), insert: fc.constantFrom('', '}', ',', '{"', ']', 'garbage', '\u0000', '\uFEFF', '/* comment */') }) },
    { weight: 1, arbitrary: fc.constant({ file, kind: 'removeFile' as const }) },
  ];
  if (inner.length > 0) {
    arbitraries.push(
      { weight: 3, arbitrary: fc.record({ file: fc.constant(file), kind: fc.constant('delete' as const), path: fc.constantFrom(...inner) }) },
      { weight: 1, arbitrary: fc.record({ file: fc.constant(file), kind: fc.constant('deepNest' as const), path: fc.constantFrom(...inner), depth: fc.integer({ min: 5, max: 200 }) }) },
    );
  }
  if (namesAThing.length > 0) {
    arbitraries.push({ weight: 3, arbitrary: fc.record({ file: fc.constant(file), kind: fc.constant('replace' as const), path: fc.constantFrom(...namesAThing), value: hostileValue }) });
  }
  if (lists.length > 0) {
    arbitraries.push(
      { weight: 2, arbitrary: fc.record({ file: fc.constant(file), kind: fc.constant('duplicateEntry' as const), path: fc.constantFrom(...lists) }) },
      { weight: 1, arbitrary: fc.record({ file: fc.constant(file), kind: fc.constant('longList' as const), path: fc.constantFrom(...lists), length: fc.integer({ min: 20, max: 400 }) }) },
    );
  }
  return fc.oneof(...arbitraries);
}

/** Which screen besides the home page a case renders. */
export const otherScreens = ['issues', 'latestIssue', 'article', 'search', 'news', 'editorialBoard', 'defaultSite'] as const;
export type OtherScreen = (typeof otherScreens)[number];

/** One fuzz case: a site, one to three changes to its files or the shared ones, and the pages to render. */
export type ConfigCase = { sld: string; lang: 'zh' | 'en'; screen: OtherScreen; mutations: ConfigMutation[] };

/** Cases over the sample folder's files: a site's own files are changed four times as often as the shared ones. */
export function configCase(files: SampleFile[]): fc.Arbitrary<ConfigCase> {
  const slds = [...new Set(files.filter((file) => file.name.includes('/')).map((file) => file.name.split('/')[0]!))];
  const shared = files.filter((file) => !file.name.includes('/')).map(mutationOf);
  return fc.constantFrom(...slds).chain((sld) => {
    const own = files.filter((file) => file.name.startsWith(`${sld}/`)).map(mutationOf);
    const mutation = fc.oneof({ weight: 4, arbitrary: fc.oneof(...own) }, { weight: 1, arbitrary: fc.oneof(...shared) });
    return fc.record({
      sld: fc.constant(sld),
      lang: fc.constantFrom('zh' as const, 'en' as const),
      screen: fc.constantFrom(...otherScreens),
      mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
    });
  });
}
