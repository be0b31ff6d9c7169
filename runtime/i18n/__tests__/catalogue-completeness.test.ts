import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { languageSegments, type LanguageSegment } from '../../../schemas/language-codes.ts';
import { bundledCatalogues } from '../bundled-catalogues.ts';
import { bcp47Of } from '../languages.ts';

/**
 * Every UI language has a complete catalogue: en.json's key tree, with plural keys (`key_one`, `key_other`, …)
 * compared by base key and the plural categories the language itself has (Intl.PluralRules: zh only `other`,
 * ru one/few/many/other, ar all six …), no stray keys, no empty strings, and en's interpolation placeholders.
 */

const localesDir = fileURLToPath(new URL('../locales/', import.meta.url));

/** zh's file keeps its segment name; every other catalogue is named by its BCP 47 tag. */
function fileOf(language: LanguageSegment): string {
  return `${localesDir}${language === 'zh' ? 'zh' : bcp47Of(language)}.json`;
}

type Tree = { [key: string]: unknown };

function readCatalogue(language: LanguageSegment): Tree {
  return JSON.parse(readFileSync(fileOf(language), 'utf8')) as Tree;
}

/** Dotted key → value, for every leaf. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, leafValue] of flatten(value as Tree, `${prefix}${key}.`)) leaves.set(leaf, leafValue);
    } else {
      leaves.set(`${prefix}${key}`, value);
    }
  }
  return leaves;
}

const pluralSuffix = /^(.*)_(zero|one|two|few|many|other)$/;

function pluralCategoriesOf(language: LanguageSegment): string[] {
  return new Intl.PluralRules(bcp47Of(language)).resolvedOptions().pluralCategories as string[];
}

/** The placeholder names of a string: `{{count}}`, `{{ name }}`, `{{date, datetime}}` → count, name, date. */
function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)].map((match) => match[1]!))].sort();
}

/** `<1>…</1>`-style tags of react-i18next's Trans, in order. */
function transTagsOf(text: string): string[] {
  return [...text.matchAll(/<\/?\d+\s*\/?>/g)].map((match) => match[0]);
}

const english = flatten(readCatalogue('en'));

/**
 * Values the code always passes although English has no use for them: a language may count what English names
 * ("第{{n}}次校样" for the nth corrected proof, spec §4, where English says "Corrected Proof").
 */
const optionalPlaceholders: Record<string, string[]> = { 'journal.proof': ['n'] };

/** For a language: each key it must have → the en key whose placeholders it must keep. */
function expectedKeys(language: LanguageSegment): Map<string, string> {
  const categories = pluralCategoriesOf(language);
  const expected = new Map<string, string>();
  for (const key of english.keys()) {
    const plural = pluralSuffix.exec(key);
    if (!plural) {
      expected.set(key, key);
      continue;
    }
    const base = plural[1]!;
    for (const category of categories) expected.set(`${base}_${category}`, english.has(`${base}_other`) ? `${base}_other` : key);
  }
  return expected;
}

describe('UI catalogues', () => {
  it('en uses exactly the plural categories of English', () => {
    expect(pluralCategoriesOf('en').sort()).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('zh')).toEqual(['other']);
  });

  describe.each(languageSegments.map((language) => [language, bcp47Of(language)] as const))('%s (%s)', (language, tag) => {
    const present = existsSync(fileOf(language));

    it('has a catalogue, bundled under its BCP 47 tag', () => {
      expect(present, `${fileOf(language)} is missing`).toBe(true);
      expect(bundledCatalogues[tag], `bundled-catalogues.ts does not register ${tag}`).toEqual(readCatalogue(language));
    });

    it.runIf(present)('has every key of en.json and no others', () => {
      const own = flatten(readCatalogue(language));
      const expected = expectedKeys(language);
      expect([...expected.keys()].filter((key) => !own.has(key)), 'missing keys').toEqual([]);
      expect([...own.keys()].filter((key) => !expected.has(key)), 'stray keys').toEqual([]);
    });

    it.runIf(present)('has no empty or non-string values', () => {
      const own = flatten(readCatalogue(language));
      expect([...own].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key)).toEqual([]);
    });

    it.runIf(present)('keeps the placeholders and Trans tags of en', () => {
      const own = flatten(readCatalogue(language));
      const wrong: string[] = [];
      for (const [key, source] of expectedKeys(language)) {
        const value = own.get(key);
        if (typeof value !== 'string') continue;
        const reference = english.get(source) as string;
        const want = placeholdersOf(reference);
        const got = placeholdersOf(value);
        const optional = optionalPlaceholders[source] ?? [];
        const category = pluralSuffix.exec(key)?.[2];
        // A form for exactly one number (English "once", Arabic "مرتين") may spell the count out instead of {{count}}.
        const countOptional = category === 'zero' || category === 'one' || category === 'two';
        const same = countOptional
          ? JSON.stringify(got.filter((name) => name !== 'count')) === JSON.stringify(want.filter((name) => name !== 'count')) &&
            (!got.includes('count') || want.includes('count'))
          : JSON.stringify(got.filter((name) => want.includes(name) || !optional.includes(name))) === JSON.stringify(want);
        if (!same) wrong.push(`${key}: {${got.join(', ')}} instead of {${want.join(', ')}}`);
        if (JSON.stringify(transTagsOf(value)) !== JSON.stringify(transTagsOf(reference))) wrong.push(`${key}: Trans tags differ from en`);
      }
      expect(wrong).toEqual([]);
    });
  });
});
