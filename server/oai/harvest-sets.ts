import { sql, type Kysely } from 'kysely';
import type { ConfigStore } from '../config/config-store.ts';
import type { Database } from '../db/tables.ts';
import { engineOf } from '../db/database-engine.ts';
import { inCodePointOrder, textInteger } from '../db/portable-sql.ts';

/** A site whose articles are harvested: an active journal site (group sites hold no articles of their own). */
export type HarvestSite = { siteId: number; sld: string; name: string };

export function harvestSites(store: ConfigStore): HarvestSite[] {
  return [...store.snapshot.sites.values()]
    .filter((config) => config.site.status === 'active' && !config.site.groupSite)
    .map(({ site }) => ({ siteId: site.siteId, sld: site.sld, name: site.enName && site.enName !== site.name ? `${site.name} (${site.enName})` : site.name }))
    .sort((a, b) => a.sld.localeCompare(b.sld));
}

/**
 * Which articles a set holds. Sets form one hierarchy: `journal` (every journal), `journal:<sld>` (a journal site),
 * `journal:<sld>:issue` (its articles that are in an issue), `journal:<sld>:issue:<issue id>` (one issue).
 */
export type RecordScope = { siteIds: number[]; issue: 'any' | 'issued' | number };

/** The articles a setSpec selects, with those of every set below it; undefined when it names no set. */
export function scopeOfSet(spec: string | undefined, sites: HarvestSite[]): RecordScope | undefined {
  if (spec === undefined) return { siteIds: sites.map((site) => site.siteId), issue: 'any' };
  const [top, sld, level, issue, ...rest] = spec.split(':');
  if (top !== 'journal' || rest.length > 0) return undefined;
  if (sld === undefined) return { siteIds: sites.map((site) => site.siteId), issue: 'any' };
  const site = sites.find((candidate) => candidate.sld === sld);
  if (!site) return undefined;
  if (level === undefined) return { siteIds: [site.siteId], issue: 'any' };
  if (level !== 'issue') return undefined;
  if (issue === undefined) return { siteIds: [site.siteId], issue: 'issued' };
  return /^[1-9]\d{0,15}$/.test(issue) ? { siteIds: [site.siteId], issue: Number(issue) } : undefined;
}

export const journalSetSpec = (sld: string): string => `journal:${sld}`;
export const issueSetSpec = (sld: string, periodId: number): string => `journal:${sld}:issue:${periodId}`;

/** The sets a record's header names: its journal's, and its issue's when it is in one. */
export const setSpecsOf = (sld: string, periodId: number | null): string[] => (periodId === null ? [journalSetSpec(sld)] : [journalSetSpec(sld), issueSetSpec(sld, periodId)]);

export type HarvestSet = { spec: string; name: string };

/** Every set: each journal site, then each of its issues, oldest first. */
export async function listSets(db: Kysely<Database>, sites: HarvestSite[]): Promise<HarvestSet[]> {
  if (sites.length === 0) return [];
  const issues = await db
    .selectFrom('period')
    .innerJoin('journal', 'journal.id', 'period.journal_id')
    .select(['period.id', 'period.year', 'period.issue', 'period.data', 'journal.site_id'])
    .where('journal.site_id', 'in', sites.map((site) => site.siteId))
    .orderBy('period.year')
    .orderBy(textInteger(engineOf(db), sql`period.issue`))
    .orderBy(inCodePointOrder(engineOf(db), sql.ref('period.issue')))
    .orderBy('period.id')
    .execute();
  return sites.flatMap((site) => [
    { spec: journalSetSpec(site.sld), name: site.name },
    ...issues
      .filter((issue) => issue.site_id === site.siteId)
      .map((issue) => ({ spec: issueSetSpec(site.sld, issue.id), name: `${site.name}: ${issueLabel(issue.year, issue.issue, volumeOf(issue.data))}` })),
  ]);
}

const volumeOf = (data: string): string => {
  const parsed = JSON.parse(data) as { periods?: unknown };
  return typeof parsed.periods === 'string' ? parsed.periods : '';
};

/** `2024, Vol. 12, No. 3` (the volume when the issue has one). */
export const issueLabel = (year: number, issue: string, volume: string): string => [String(year), volume ? `Vol. ${volume}` : '', `No. ${issue}`].filter(Boolean).join(', ');
