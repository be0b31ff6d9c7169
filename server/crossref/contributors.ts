import type { Article } from '../../schemas/content/article.ts';
import type { ArticleContent } from '../../schemas/content/article-content.ts';
import { setAttribute, type XmlBuilder } from '../oai/xml-writer.ts';
import { addCrossref, addCrossrefText, cleanText } from './crossref-xml.ts';
import { orcidAddress, splitPersonName } from './person-name.ts';

/** An author as a deposit names one: a person, or a group (`organization`). */
export type Author =
  | { kind: 'person'; given: string; surname: string; suffix: string; orcid: string | undefined; institutions: string[] }
  | { kind: 'group'; name: string };

/** The authors the full text names (JATS contributors, with their affiliations), in its order. */
function authorsOfContent(content: ArticleContent): Author[] {
  const affiliations = new Map(content.affiliations.map((affiliation) => [affiliation.id, affiliation.institution || affiliation.text]));
  return content.authors
    .filter((contributor) => contributor.contribType === '' || contributor.contribType === 'author')
    .map((contributor): Author => {
      if (contributor.isGroup) return { kind: 'group', name: cleanText(contributor.name) };
      const split = cleanText(contributor.surname) ? { given: contributor.givenNames, surname: contributor.surname } : splitPersonName(cleanText(contributor.name));
      return {
        kind: 'person',
        given: cleanText(split.given),
        surname: cleanText(split.surname),
        suffix: cleanText(contributor.suffix),
        orcid: orcidAddress(contributor.orcid),
        institutions: contributor.affiliationIds.map((id) => cleanText(affiliations.get(id))).filter(Boolean),
      };
    });
}

/** The authors of the entity (a name stored whole): in Latin script where it has one, which Crossref matches on. */
function authorsOfEntity(article: Article): Author[] {
  return article.authors.map((author) => {
    const { given, surname } = splitPersonName(cleanText(author.enName) || cleanText(author.name));
    const institution = cleanText(author.enInstitution) || cleanText(author.institution);
    return { kind: 'person', given, surname, suffix: '', orcid: orcidAddress(author.orcid), institutions: institution ? [institution] : [] };
  });
}

/** The full text's authors when it names any, else the entity's. */
export function authorsOf(article: Article, content: ArticleContent | null): Author[] {
  const fromContent = content ? authorsOfContent(content) : [];
  return (fromContent.length > 0 ? fromContent : authorsOfEntity(article)).filter((author) => (author.kind === 'group' ? author.name : author.surname));
}

/** `<contributors>`: the first author `sequence="first"`, the others `additional`, each `contributor_role="author"`. */
export function addContributors(parent: XmlBuilder, authors: Author[]): void {
  if (authors.length === 0) return;
  const contributors = addCrossref(parent, 'contributors');
  authors.forEach((author, index) => {
    const element = author.kind === 'group' ? addCrossref(contributors, 'organization', author.name) : addCrossref(contributors, 'person_name');
    setAttribute(element, null, 'sequence', index === 0 ? 'first' : 'additional');
    setAttribute(element, null, 'contributor_role', 'author');
    if (author.kind === 'group') return;
    addCrossrefText(element, 'given_name', author.given);
    addCrossref(element, 'surname', author.surname);
    addCrossrefText(element, 'suffix', author.suffix);
    if (author.institutions.length > 0) {
      const affiliations = addCrossref(element, 'affiliations');
      for (const name of author.institutions) addCrossref(addCrossref(affiliations, 'institution'), 'institution_name', name);
    }
    if (author.orcid) addCrossref(element, 'ORCID', author.orcid);
  });
}
