import { readFileSync } from 'node:fs';
import type { ModuleDescriptor } from '../../../schemas/module-list.ts';
import type { Period } from '../../../schemas/period.ts';

/** Test data for the home blocks: the sample sites' seed content and module lists, as the API would answer them. */

export type Sld = 'optics' | 'ecology';
type Raw = Record<string, unknown> & { id: number };

export type SeedFile = {
  sld: string;
  periods: (Raw & Period)[];
  articles: (Raw & { periodId: number | null; firstStatus: number; columnId: number | null; title: string; enTitle: string; publishDate?: string; visits: number })[];
  columns: { id: number; name: string; enName: string; sort: number }[];
  news: (Raw & { tab: number; title: string; enTitle: string; publishDate: string })[];
  experts: (Raw & { name: string; enName: string; sort: number })[];
  books: (Raw & { title: string; enTitle: string })[];
  albums: (Raw & { name: string; enName: string; description: string; enDescription: string; coverUrl: string; items: unknown[] })[];
  media: (Raw & { kind: 'audio' | 'video'; resName: string; enResName: string })[];
};

export function seed(sld: Sld): SeedFile {
  return JSON.parse(readFileSync(`server/seed/content/${sld}.json`, 'utf8')) as SeedFile;
}

/** Items wrapped as the list endpoints answer: `{ content, totalElements, totalPages, number, size }`. */
export function asPage<Item>(items: Item[], size = Math.max(items.length, 1)) {
  return { content: items, totalElements: items.length, totalPages: items.length === 0 ? 0 : 1, number: 0, size };
}

/** Articles as the list endpoint answers them: with their column's names. */
export function articleRows(sld: Sld, filter: (article: SeedFile['articles'][number]) => boolean) {
  const content = seed(sld);
  return content.articles.filter(filter).map((article) => {
    const column = content.columns.find((entry) => entry.id === article.columnId);
    return { ...article, columnName: column?.name ?? '', enColumnName: column?.enName ?? '' };
  });
}

/** The issues of a site, newest first (what bootstrap `latestPeriods` holds, two of them). */
export function latestPeriods(sld: Sld): Period[] {
  return [...seed(sld).periods].sort((a, b) => b.year - a.year || Number(b.issue) - Number(a.issue)).slice(0, 2);
}

/** A home module of a sample site, as `modules.json` configures it. */
export function sampleModule(sld: Sld, code: string): Partial<ModuleDescriptor> & { code: string } {
  const { home } = JSON.parse(readFileSync(`site-configs/${sld}/modules.json`, 'utf8')) as { home: (ModuleDescriptor & { enable: unknown })[] };
  const found = home.find((module) => module.code === code);
  if (!found) throw new Error(`${sld} has no home module ${code}`);
  const { enable: _enable, ...module } = found;
  return module;
}

/** Every home module of both sample sites with the given code. */
export function sampleModules(code: string): { sld: Sld; module: Partial<ModuleDescriptor> & { code: string } }[] {
  return (['optics', 'ecology'] as const).flatMap((sld) => {
    const { home } = JSON.parse(readFileSync(`site-configs/${sld}/modules.json`, 'utf8')) as { home: ModuleDescriptor[] };
    return home.filter((module) => module.code === code).map(() => ({ sld, module: sampleModule(sld, code) }));
  });
}

/** A title that would run script if it were ever written as markup. */
export const hostile = '<img src=x onerror=alert(1)>';

/** Links as the reader's screen reader lists them: name → href. */
export function linkTargets(root: HTMLElement): Record<string, string> {
  return Object.fromEntries([...root.querySelectorAll('a')].map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']));
}

/**
 * The distinct requests a block made, in order. The test harness's query client has no stale time, so a render slower
 * than TanStack Query's one-second suspense minimum may ask for the same list twice; the pages' clients do not.
 */
export function distinct<Request>(requests: Request[]): Request[] {
  const seen = new Set<string>();
  return requests.filter((request) => {
    const key = JSON.stringify(request);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
