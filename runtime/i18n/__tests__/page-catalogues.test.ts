import { describe, expect, it } from 'vitest';
import { languageSegments } from '../../../schemas/language-codes.ts';
import { bundledCatalogues, cataloguesFor, missingFrom } from '../bundled-catalogues.ts';
import { fallbackTagsOf, newI18n, type Catalogues } from '../create-i18n.ts';
import { bcp47Of } from '../languages.ts';

/** A fresh i18next instance (createI18n keeps one per language, so it cannot compare two sets of catalogues). */
const translator = (language: (typeof languageSegments)[number], catalogues: Catalogues) => {
  const instance = newI18n(language, catalogues);
  return instance.t.bind(instance);
};

/** Every key of every catalogue, plural forms by their base key. */
function allKeys(): string[] {
  const keys = new Set<string>();
  const walk = (tree: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (value !== null && typeof value === 'object') walk(value as Record<string, unknown>, `${prefix}${key}.`);
      else keys.add(`${prefix}${key.replace(/_(?:zero|one|two|few|many|other)$/, '')}`);
    }
  };
  for (const catalogue of Object.values(bundledCatalogues)) walk(catalogue, '');
  return [...keys];
}

describe('the UI text a page inlines (cataloguesFor)', () => {
  const keys = allKeys();

  it.each(languageSegments)('shows in %s exactly the text of every catalogue, with counts, from a fraction of the bytes', (language) => {
    const whole = translator(language, bundledCatalogues);
    const page = translator(language, cataloguesFor(language));
    const differences = keys.flatMap((key) =>
      [undefined, 0, 1, 2, 3, 5, 11, 100].flatMap((count) => {
        const options = { count, name: 'N', total: 7 } as Record<string, unknown>;
        const expected = whole(key, options);
        const actual = page(key, options);
        return expected === actual ? [] : [`${key} (${count}): ${expected} ≠ ${actual}`];
      }),
    );
    expect(differences).toEqual([]);
    const bytes = (catalogues: Catalogues) => JSON.stringify(catalogues).length;
    const everyFallbackWhole = Object.fromEntries([bcp47Of(language), ...fallbackTagsOf(language)].flatMap((tag) => (bundledCatalogues[tag] ? [[tag, bundledCatalogues[tag]]] : [])));
    expect(bytes(cataloguesFor(language))).toBeLessThan(0.7 * bytes(everyFallbackWhole));
  });

  it('keeps of a fallback what its own lacks, and its plural forms whole (a count resolves by the fallback’s own rules)', () => {
    const own = { a: 'own a', hits_few: 'own few', nested: { b: 'own b' } };
    const fallback = { a: 'fb a', c: 'fb c', hits_one: 'fb one', hits_other: 'fb other', hits_few: 'fb few', nested: { b: 'fb b', d: 'fb d' } };
    expect(missingFrom(own, fallback)).toEqual({ c: 'fb c', hits_one: 'fb one', hits_other: 'fb other', hits_few: 'fb few', nested: { d: 'fb d' } });
  });
});
