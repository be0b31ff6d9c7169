import type { TFunction } from 'i18next';

/**
 * A translated text with placeholders, translated once and filled in by plain string replacement: for texts repeated
 * hundreds of times on a page (an issue's page ranges), where a translation call per entry costs milliseconds.
 * Only `{{name}}` placeholders: no plurals or formatting, which need the translator for each value.
 */
export function textTemplate<Name extends string>(t: TFunction, key: string, names: readonly Name[]): (values: Record<Name, string>) => string {
  // Private-use characters: they never occur in a translation.
  const marker = (index: number) => `\uE000${index}\uE001`;
  const translated = t(key, Object.fromEntries(names.map((name, index) => [name, marker(index)])));
  const pieces = translated.split(/\uE000(\d+)\uE001/);
  // split with a capture group: text, index, text, index, text …
  return (values) => pieces.map((piece, position) => (position % 2 === 1 ? values[names[Number(piece)]!] : piece)).join('');
}
