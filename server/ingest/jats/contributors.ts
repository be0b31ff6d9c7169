import type { Affiliation, Contributor } from '../../../schemas/content/article-content.ts';
import { parseBlocks } from './blocks.ts';
import type { ReadingContext } from './context.ts';
import { attribute, childElements, childText, descendants, firstChild, idOf, plainText, collapseSpace } from '../xml/xml-query.ts';
import type { XmlElement } from '../xml/xml-tree.ts';

/*
 * Contributors and affiliations of an article's front matter (`article-meta`) or a sub-article's (`front-stub`).
 */

export type Contributors = { authors: Contributor[]; editors: Contributor[]; affiliations: Affiliation[] };

export function readContributors(meta: XmlElement | undefined, context: ReadingContext): Contributors {
  if (!meta) return { authors: [], editors: [], affiliations: [] };
  const groups = childElements(meta, 'contrib-group');
  const contribs = groups.flatMap((group) => childElements(group, 'contrib'));
  const affiliations = [...childElements(meta, 'aff', 'aff-alternatives'), ...groups.flatMap((group) => childElements(group, 'aff', 'aff-alternatives'))].map(affiliationOf);
  const equalNotes = new Set(descendants(meta, 'fn').filter((fn) => attribute(fn, 'fn-type') === 'equal').map(idOf));
  const correspondenceEmails = new Map(descendants(meta, 'corresp').map((corresp) => [idOf(corresp), descendants(corresp, 'email').map(plainText)]));

  const people = contribs.map((contrib, index) => {
    // Affiliations written inside a contrib belong to it; they get an id when they have none.
    const own = childElements(contrib, 'aff', 'aff-alternatives').map((aff, position) => ({ ...affiliationOf(aff), id: idOf(aff) || `contrib${index + 1}-aff${position + 1}` }));
    affiliations.push(...own);
    return contributorOf(contrib, own, { equalNotes, correspondenceEmails }, context);
  });
  const isAuthor = (person: Contributor) => person.contribType === '' || person.contribType === 'author';
  return { authors: people.filter(isAuthor), editors: people.filter((person) => !isAuthor(person)), affiliations };
}

type Notes = { equalNotes: Set<string>; correspondenceEmails: Map<string, string[]> };

function contributorOf(contrib: XmlElement, ownAffiliations: Affiliation[], notes: Notes, context: ReadingContext): Contributor {
  const xrefs = childElements(contrib, 'xref');
  const ridsOf = (type: string) => xrefs.filter((xref) => attribute(xref, 'ref-type') === type).flatMap((xref) => attribute(xref, 'rid').split(/\s+/).filter(Boolean));
  const footnoteIds = ridsOf('fn');
  const correspondenceIds = ridsOf('corresp');
  const onlyEmail = correspondenceIds.map((id) => notes.correspondenceEmails.get(id) ?? []).find((emails) => emails.length === 1)?.[0] ?? '';
  const orcid = childElements(contrib, 'contrib-id')
    .filter((id) => attribute(id, 'contrib-id-type').toLowerCase() === 'orcid')
    .map((id) => /\d{4}-\d{4}-\d{4}-\d{3}[\dX]/.exec(plainText(id))?.[0] ?? '')
    .find(Boolean);
  return {
    id: idOf(contrib),
    contribType: attribute(contrib, 'contrib-type'),
    ...nameOf(contrib),
    orcid: orcid ?? '',
    email: childText(contrib, 'email') || onlyEmail,
    affiliationIds: [...ridsOf('aff'), ...ownAffiliations.map((aff) => aff.id)],
    footnoteIds,
    corresponding: attribute(contrib, 'corresp') === 'yes' || correspondenceIds.length > 0,
    equalContrib: attribute(contrib, 'equal-contrib') === 'yes' || footnoteIds.some((id) => notes.equalNotes.has(id)),
    roles: childElements(contrib, 'role').map(plainText).filter(Boolean),
    bio: childElements(contrib, 'bio').flatMap((bio) => parseBlocks(bio.children, context)),
  };
}

type NameParts = Pick<Contributor, 'name' | 'givenNames' | 'surname' | 'suffix' | 'isGroup'>;

function nameOf(contrib: XmlElement): NameParts {
  const alternatives = firstChild(contrib, 'name-alternatives');
  const name = firstChild(alternatives ?? contrib, 'name', 'string-name');
  if (name) {
    return { name: displayName(name), givenNames: childText(name, 'given-names'), surname: childText(name, 'surname'), suffix: childText(name, 'suffix'), isGroup: false };
  }
  const collab = firstChild(contrib, 'collab');
  if (collab) {
    // A collaboration may list its members in a nested contrib-group: its name is the text outside that.
    const ownText = collab.children.filter((child) => child.kind === 'text' || child.local !== 'contrib-group');
    return { name: collapseSpace(ownText.map((child) => plainText(child)).join(' ')).trim(), givenNames: '', surname: '', suffix: '', isGroup: true };
  }
  return { name: firstChild(contrib, 'anonymous') ? 'Anonymous' : '', givenNames: '', surname: '', suffix: '', isGroup: false };
}

/** A person's name as a reader sees it: "Given Surname", surname first for eastern names; a `string-name` as written. */
export function displayName(name: XmlElement): string {
  const surname = childText(name, 'surname');
  if (name.local === 'string-name' && !surname) return plainText(name);
  const givenNames = childText(name, 'given-names');
  const parts = attribute(name, 'name-style') === 'eastern' ? [surname, givenNames] : [childText(name, 'prefix'), givenNames, surname, childText(name, 'suffix')];
  return parts.filter(Boolean).join(' ');
}

export function affiliationOf(element: XmlElement): Affiliation {
  // Translated affiliations (`aff-alternatives`) say the same thing: the first one is read.
  const aff = element.local === 'aff-alternatives' ? (firstChild(element, 'aff') ?? element) : element;
  const institutions = childElements(aff, 'institution', 'institution-wrap').flatMap((child) => (child.local === 'institution-wrap' ? childElements(child, 'institution') : [child]));
  const original = institutions.find((institution) => attribute(institution, 'content-type') === 'original');
  const named = institutions.filter((institution) => institution !== original);
  const institution =
    named.find((candidate) => attribute(candidate, 'content-type') === 'orgname') ?? named.find((candidate) => attribute(candidate, 'content-type') === '') ?? named[0];
  return {
    id: idOf(element) || idOf(aff),
    label: childText(aff, 'label'),
    text: original ? plainText(original) : lineOf(aff),
    institution: plainText(institution),
    country: childText(aff, 'country'),
  };
}

const notInLine = new Set(['label', 'institution-id', 'email', 'fn', 'xref']);

/** An address written as tagged parts, as one line: parts the XML set side by side get a comma between them. */
function lineOf(element: XmlElement): string {
  const parts: string[] = [];
  let separated = true;
  for (const child of element.children) {
    if (child.kind === 'text') {
      const text = collapseSpace(child.text);
      if (text.trim() !== '') {
        parts.push(text);
        separated = true;
      }
      continue;
    }
    if (notInLine.has(child.local)) continue;
    const text = child.children.some((grandchild) => grandchild.kind === 'element') ? lineOf(child) : plainText(child);
    if (text === '') continue;
    parts.push(separated ? text : `, ${text}`);
    separated = false;
  }
  return collapseSpace(parts.join(''))
    .replace(/\s+([,.;])/g, '$1')
    .replace(/^[\s,;]+|[\s,;]+$/g, '');
}
