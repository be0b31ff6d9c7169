/*
 * Link targets from the XML become either an address a reader may follow (http, https, ftp, mailto) or nothing:
 * whatever else a file puts there (`javascript:`, `data:`, a bare word) is dropped and its text kept as text.
 */

const webAddress = /^(https?:\/\/|ftp:\/\/|mailto:)[^\s<>"]+$/i;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * What a DOI is made of: Crossref's pattern for modern DOIs (letters, digits and `-._;()/:`), plus the `<>` of older
 * SICI-style ones. Quotes, `=`, `&`, spaces and the like are no DOI's: a file that puts them there gets no DOI
 * (`10.9999/x"><svg/onload=…>` was stored as-is and written into BibTeX and RIS).
 */
const doiPattern = /^10\.\d{4,9}\/[-._;()/:a-z0-9<>]+$/i;

/** A DOI without resolver or `doi:` prefix (`10.7554/eLife.04490`), or '' when the text is not one. */
export function doiOf(text: string): string {
  const doi = text
    .trim()
    .replace(/^(https?:\/\/)?(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '');
  return doiPattern.test(doi) ? doi : '';
}

/**
 * The address to link to for a link element's target and type (`ext-link-type`, `pub-id-type`), or null when
 * there is none a reader may safely follow.
 */
export function webLink(target: string, linkType = ''): string | null {
  const cleaned = target.replace(/[\t\r\n]+/g, '').trim();
  if (cleaned === '' || controlCharacter.test(cleaned)) return null;
  const type = linkType.toLowerCase();
  let href = cleaned;
  if (type === 'doi' || /^doi:/i.test(cleaned) || /^10\.\d{4,9}\//.test(cleaned)) {
    const doi = doiOf(cleaned);
    href = doi ? `https://doi.org/${encodeURI(doi).replace(/#/g, '%23')}` : cleaned;
  } else if (type === 'pmid' && /^\d+$/.test(cleaned)) {
    href = `https://pubmed.ncbi.nlm.nih.gov/${cleaned}/`;
  } else if (type === 'pmcid' && /^(PMC)?\d+$/i.test(cleaned)) {
    href = `https://www.ncbi.nlm.nih.gov/pmc/articles/PMC${cleaned.replace(/^PMC/i, '')}/`;
  } else if ((type === 'email' || !/^[a-z][a-z\d+.-]*:/i.test(cleaned)) && /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(cleaned)) {
    href = `mailto:${cleaned}`;
  } else if (/^www\./i.test(cleaned)) {
    href = `https://${cleaned}`;
  }
  href = href.replace(/ /g, '%20');
  return webAddress.test(href) ? href : null;
}

/**
 * A package file or web address for an image or data file, or '' when the target could be made to run script:
 * any scheme but http(s), ftp and `info:doi/`, or control characters browsers would strip.
 */
export function assetLink(target: string): string {
  const href = target.trim();
  if (controlCharacter.test(href)) return '';
  if (/^[a-z][a-z\d+.-]*:/i.test(href) && !/^(https?:\/\/|ftp:\/\/|info:doi\/)/i.test(href)) return '';
  return href;
}
