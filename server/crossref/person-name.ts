/** A person's name as the deposit schema holds it: a surname always, a given name where there is one. */
export type SplitName = { given: string; surname: string };

const latinLetter = /\p{Script=Latin}/u;
const upperCaseWord = (word: string) => latinLetter.test(word) && word === word.toLocaleUpperCase() && word !== word.toLocaleLowerCase() && [...word].length > 1;

/**
 * Splits a name stored whole ("Aiko Tanabe", "SU Wanqing", "Fernández-Ortega, Lucas") into given name and surname.
 * A comma puts the surname first; so does a first word in capitals followed by words that are not (the way Chinese
 * names are romanised in journals). Otherwise the last word is the surname. A single word, or a name in a script
 * without spaces (苏婉清), is all surname: Crossref's rule for a person known by one name, and no guess at where a
 * surname ends.
 */
export function splitPersonName(whole: string): SplitName {
  const name = whole.replace(/\s+/g, ' ').trim();
  const comma = name.indexOf(',');
  if (comma > 0 && comma < name.length - 1) return { surname: name.slice(0, comma).trim(), given: name.slice(comma + 1).trim() };
  const words = name.split(' ');
  if (words.length === 1) return { given: '', surname: name };
  const [first, ...rest] = words as [string, ...string[]];
  if (upperCaseWord(first) && !rest.every(upperCaseWord)) return { surname: first, given: rest.join(' ') };
  return { surname: words.at(-1)!, given: words.slice(0, -1).join(' ') };
}

/**
 * An ORCID iD in the form the deposit schema takes (`https://orcid.org/0000-0002-1825-0097`), from a bare iD or any
 * address holding one; undefined when there is none or its check digit (ISO 7064 MOD 11-2) is wrong.
 */
export function orcidAddress(value: string): string | undefined {
  const id = /(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dX])/i.exec(value);
  if (!id) return undefined;
  const digits = `${id[1]}${id[2]}${id[3]}${id[4]}`.toUpperCase();
  let total = 0;
  for (const digit of digits.slice(0, 15)) total = (total + Number(digit)) * 2;
  const check = (12 - (total % 11)) % 11;
  if (digits[15] !== (check === 10 ? 'X' : String(check))) return undefined;
  return `https://orcid.org/${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${digits.slice(12)}`;
}
