/** The arguments of one request, in the order sent, names and values decoded. */
export type OaiArguments = Array<[name: string, value: string]>;

/**
 * The arguments of a GET (its query) or a POST (its `application/x-www-form-urlencoded` body, and a query if it has
 * one), kept as a list so a repeated argument can be told from a single one.
 */
export function oaiArgumentsOf(url: string, formBody?: string): OaiArguments {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return [...new URLSearchParams(query), ...new URLSearchParams(formBody ?? '')];
}
