import { accountEndpoints } from './account-endpoints.ts';
import { adminEndpoints } from './admin-endpoints.ts';
import { deskEndpoints } from './desk-endpoints.ts';
import { studioEndpoints } from './studio-endpoints.ts';
import { sharedPartsEndpoints } from './shared-parts-endpoints.ts';
import { deskUploadEndpoints } from './desk-upload-endpoints.ts';
import { deskIssueEndpoints } from './desk-issue-endpoints.ts';
import { articleEndpoints } from './article-endpoints.ts';
import { catalogueEndpoints } from './catalogue-endpoints.ts';
import { contentListEndpoints } from './content-list-endpoints.ts';
import type { Endpoint } from './endpoint.ts';
import { memberEndpoints } from './member-endpoints.ts';
import { operationsEndpoints } from './operations-endpoints.ts';
import { searchEndpoints } from './search-endpoints.ts';
import { siteEndpoints } from './site-endpoints.ts';
import { syndicationEndpoints } from './syndication-endpoints.ts';

/**
 * Every route the server registers, by area. The names are the OpenAPI operation ids. A page or block that calls
 * one endpoint imports its area's file, not this index, so its bundle holds only the schemas it needs.
 */
export const endpointAreas = {
  site: siteEndpoints,
  contentLists: contentListEndpoints,
  catalogue: catalogueEndpoints,
  articles: articleEndpoints,
  search: searchEndpoints,
  accounts: accountEndpoints,
  members: memberEndpoints,
  syndication: syndicationEndpoints,
  operations: operationsEndpoints,
  admin: adminEndpoints,
  desk: deskEndpoints,
  studio: studioEndpoints,
  sharedParts: sharedPartsEndpoints,
  deskUpload: deskUploadEndpoints,
  deskIssues: deskIssueEndpoints,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** The whole table as (operation id, entry) pairs; an id used in two areas is a mistake the contract test names. */
export function allEndpoints(): [string, Endpoint][] {
  return Object.values(endpointAreas).flatMap((area) => Object.entries(area) as [string, Endpoint][]);
}
