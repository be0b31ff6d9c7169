import type { NewSite } from './use-site-admin.ts';

/** What the create form holds: text as typed, the domains one per line, the site to copy or '' for a blank one. */
export type NewSiteText = { sld: string; name: string; enName: string; domains: string; copyOf: string };
export const emptyNewSite: NewSiteText = { sld: '', name: '', enName: '', domains: '', copyOf: '' };

/** The request the form's text makes: the server checks it (its 400 is shown beside the form). */
export function newSiteOf(text: NewSiteText): NewSite {
  const domains = text.domains
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return { sld: text.sld.trim(), name: text.name, enName: text.enName, domains, ...(text.copyOf ? { copyOf: text.copyOf } : {}) };
}
