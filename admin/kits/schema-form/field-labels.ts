/** Words an editor reads in capitals (`publicationId` → "Publication ID"). */
const acronyms: Readonly<Record<string, string>> = { id: 'ID', ids: 'IDs', url: 'URL', doi: 'DOI', issn: 'ISSN', eissn: 'eISSN', orcid: 'ORCID', cn: 'CN', pdf: 'PDF', css: 'CSS', ai: 'AI', pc: 'PC', icp: 'ICP' };

/** A property name as a label: `firstPageNum` → "First page num", `coverUrl` → "Cover URL". */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => acronyms[word.toLowerCase()] ?? word.toLowerCase());
  if (words.length === 0) return '';
  const [first, ...rest] = words;
  const isAcronym = Object.values(acronyms).includes(first!);
  return [isAcronym ? first! : first!.charAt(0).toUpperCase() + first!.slice(1), ...rest].join(' ');
}

/** For `enTitle`, `title`: the field an English twin sits beside (the portal writes English text as `en` + name). */
export function pairedBase(key: string): string | undefined {
  const match = /^en([A-Z])(.*)$/.exec(key);
  return match ? `${match[1]!.toLowerCase()}${match[2]}` : undefined;
}
