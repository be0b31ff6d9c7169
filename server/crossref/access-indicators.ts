import type { Permissions } from '../../schemas/content/article-content.ts';
import { addElement, setAttribute, xmlSafe, type XmlBuilder } from '../oai/xml-writer.ts';
import { accessIndicatorsNamespace } from './crossref-xml.ts';

const licenceAddress = /^(https?|ftp):\/\/\S+$/i;

/**
 * `<ai:program name="AccessIndicators">`: free to read when the article is open access, and the address of each
 * licence the full text names, for the version of record from the day it was published. Nothing when neither.
 */
export function addAccessIndicators(parent: XmlBuilder, openAccess: boolean, permissions: Permissions | undefined, published: string | undefined): void {
  const licences = [...new Set((permissions?.licenses ?? []).map((licence) => xmlSafe(licence.href).trim()).filter((href) => licenceAddress.test(href)))];
  if (!openAccess && licences.length === 0) return;
  const program = setAttribute(addElement(parent, accessIndicatorsNamespace, 'ai:program'), null, 'name', 'AccessIndicators');
  if (openAccess) addElement(program, accessIndicatorsNamespace, 'ai:free_to_read');
  for (const href of licences) {
    const licence = setAttribute(addElement(program, accessIndicatorsNamespace, 'ai:license_ref', href), null, 'applies_to', 'vor');
    if (published) setAttribute(licence, null, 'start_date', published);
  }
}
