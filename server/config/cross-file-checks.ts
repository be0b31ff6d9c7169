import type { Diagnostic } from '../../schemas/diagnostic.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';

function* walkMenu(items: MenuItem[], path: string): Generator<{ item: MenuItem; path: string }> {
  for (const [index, item] of items.entries()) {
    const here = `${path}[${index}]`;
    yield { item, path: here };
    yield* walkMenu(item.children, `${here}.children`);
  }
}

/**
 * Rules that span files or sites: unique site ids and domains, the folder name as sld, group members that exist,
 * unique menu ids, module channels that are menu items. Folders are taken in name order. A site reusing another's
 * id is refused (not served: content is stored by site id, so it would show the other journal's); a domain another
 * site has is dropped from the later one. A site that breaks any other rule still loads.
 */
export function findCrossFileProblems(shownAs: (document: string) => string, sites: ReadonlyMap<string, SiteConfig>): { problems: Diagnostic[]; refused: Set<string>; droppedDomains: Map<string, Set<string>> } {
  const problems: Diagnostic[] = [];
  const refused = new Set<string>();
  const droppedDomains = new Map<string, Set<string>>();
  const fileOf = (sld: string, name: string) => shownAs(`${sld}/${name}`);
  const siteIds = new Map<number, string>();
  const domains = new Map<string, string>();

  for (const [folder, config] of sites) {
    const { site } = config;
    const siteFile = fileOf(folder, 'site.json');
    if (site.sld !== folder) {
      problems.push({ file: siteFile, path: 'sld', message: `is "${site.sld}" but the folder is "${folder}"; they must match` });
    }
    const sameId = siteIds.get(site.siteId);
    if (sameId) {
      problems.push({ file: siteFile, path: 'siteId', message: `${site.siteId} is already used by ${sameId}; this site is not served` });
      refused.add(folder);
      continue;
    }
    siteIds.set(site.siteId, folder);
    for (const [index, domain] of site.domains.entries()) {
      const owner = domains.get(domain.toLowerCase());
      if (owner) {
        problems.push({ file: siteFile, path: `domains[${index}]`, message: `${domain} is already used by ${owner}; dropped from this site` });
        droppedDomains.set(folder, (droppedDomains.get(folder) ?? new Set()).add(domain));
      } else domains.set(domain.toLowerCase(), folder);
    }
    if (site.groupSite && site.members.length === 0) {
      problems.push({ file: siteFile, path: 'members', message: 'a group site needs at least one member site' });
    }
    for (const [index, member] of site.members.entries()) {
      const target = sites.get(member);
      if (!target) problems.push({ file: siteFile, path: `members[${index}]`, message: `no site "${member}" in the configuration` });
      else if (target.site.groupSite) problems.push({ file: siteFile, path: `members[${index}]`, message: `"${member}" is itself a group site` });
    }

    const menuIds = new Set<number>();
    for (const { item, path } of walkMenu(config.menu.items, 'items')) {
      if (menuIds.has(item.id)) problems.push({ file: fileOf(folder, 'menu.json'), path: `${path}.id`, message: `menu id ${item.id} is used twice` });
      menuIds.add(item.id);
    }
    for (const channelId of Object.keys(config.modules.channels)) {
      if (!menuIds.has(Number(channelId))) {
        problems.push({ file: fileOf(folder, 'modules.json'), path: `channels.${channelId}`, message: 'is not the id of a menu item' });
      }
    }
  }
  return { problems, refused, droppedDomains };
}
