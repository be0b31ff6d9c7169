import type { Funding } from '../../schemas/content/article-content.ts';
import { addElement, setAttribute, xmlSafe, type XmlBuilder } from '../oai/xml-writer.ts';
import { cleanText, fundrefNamespace } from './crossref-xml.ts';

/**
 * A funder's Open Funder Registry DOI as an address (`https://doi.org/10.13039/100000001`), from the DOI, its
 * address or the bare registry number; undefined for anything else (a ROR ID, a local id).
 */
export function funderRegistryDoi(id: string): string | undefined {
  const number = /(?:^|10\.13039\/)(\d{6,12})$/.exec(id.trim())?.[1];
  return number ? `https://doi.org/10.13039/${number}` : undefined;
}

function assertion(parent: XmlBuilder, name: string, text?: string): XmlBuilder {
  const element = setAttribute(addElement(parent, fundrefNamespace, 'fr:assertion'), null, 'name', name);
  if (text !== undefined) element.txt(xmlSafe(text));
  return element;
}

/**
 * `<fr:program name="fundref">`: one `fundgroup` per grant of the full text, naming each funder (with its Funder
 * Registry DOI where known) and the award numbers. A grant that names no funder is left out; nothing is written
 * when no grant names one (a funding statement alone is prose, not funding data).
 */
export function addFunding(parent: XmlBuilder, funding: Funding | undefined): void {
  const groups = (funding?.awards ?? [])
    .map((award) => ({
      funders: award.funders.map((funder) => ({ name: cleanText(funder.name), id: funderRegistryDoi(funder.funderId) })).filter((funder) => funder.name),
      numbers: award.awardIds.map(cleanText).filter(Boolean),
    }))
    .filter((group) => group.funders.length > 0);
  if (groups.length === 0) return;
  const program = setAttribute(addElement(parent, fundrefNamespace, 'fr:program'), null, 'name', 'fundref');
  for (const group of groups) {
    const fundgroup = assertion(program, 'fundgroup');
    for (const funder of group.funders) {
      const name = assertion(fundgroup, 'funder_name', funder.name);
      if (funder.id) assertion(name, 'funder_identifier', funder.id);
    }
    for (const number of group.numbers) assertion(fundgroup, 'award_number', number);
  }
}
