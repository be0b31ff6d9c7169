import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { menuEntries, type MenuEntry } from '../../runtime/menu/menu-entries.ts';
import { localized, type LocalizedText } from '../../kits/home/localize.ts';

export type SiteLink = { key: string; name: LocalizedText; href: string };

/**
 * The links `/newLink1` lists: the footer's related (friendship) links, all of them whether or not the footer shows
 * them (that switch is the footer's), and the menu's external links (code jump) as the menu shows them.
 */
export function siteLinks(bootstrap: Bootstrap, lang: LanguageSegment, sld: string | undefined): { related: SiteLink[]; menu: SiteLink[] } {
  const related = bootstrap.footer.friendshipLinks
    .filter((link) => link.url !== '')
    .map((link, index) => ({ key: `related-${index}`, name: localized(link.name, link.enName, lang), href: link.url }));
  const external = (entries: MenuEntry[]): SiteLink[] =>
    entries.flatMap((entry) => [
      ...(entry.target.kind === 'external' ? [{ key: `menu-${entry.id}`, name: { text: entry.label, lang: undefined }, href: entry.target.href }] : []),
      ...external(entry.children),
    ]);
  return { related, menu: external(menuEntries(bootstrap, lang, sld)) };
}
