/** A DOI's resolver address (https://doi.org/…); each part of the DOI is escaped, its slashes kept. */
export const doiHref = (doi: string) => `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
