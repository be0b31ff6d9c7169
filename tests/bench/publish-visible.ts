import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';
import { startServerProcess } from '../support/server-process.ts';

/**
 * Issue 19's "every change reaches readers at once": the compiled server in a process of its own, as `npm start` runs
 * it (page cache on), an editor signed in to the desk over HTTP. Each round publishes an article through the desk API
 * and times, from the moment the publish request is sent, until each reader page shows it — the issue's table of
 * contents, a search's result page and the article's own page — every page fetched before the publish, so a page
 * cache that kept the old page shows as a late or missing article. Two kinds of article: new metadata-only ones in a
 * new issue of optics, and the sample JATS articles of ecology (full text, figures and tables indexed) taken back and
 * published again.
 */

export type VisibleRound = { label: string; publishMs: number; visibleMs: number; pagesMs: Record<string, number> };
export type PublishVisibleFigures = { rounds: VisibleRound[]; p50Ms: number; p95Ms: number; maxMs: number; byKind: { kind: string; p50Ms: number; p95Ms: number; rounds: number }[] };

/** Longest wait for a page before the round counts as never visible (the figure is then this). */
const giveUpMs = 10_000;
const benchYear = 2098;
/** The JATS files the sample ecology site imports on first start. */
const jatsFolder = 'tests/fixtures/jats';

/** The DOIs of the sample JATS articles, lower case, as their files give them. */
const sampleJatsDois = () =>
  new Set(
    readdirSync(jatsFolder)
      .filter((name) => name.endsWith('.xml'))
      .flatMap((name) => /<article-id[^>]*pub-id-type="doi"[^>]*>([^<]+)</.exec(readFileSync(join(jatsFolder, name), 'utf8'))?.[1]?.trim().toLowerCase() ?? []),
  );

type Item = { id: number; version: number; data: Record<string, unknown> };
type Page = { name: string; path: string; shows: (status: number, html: string) => boolean };

const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
};
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Fetches a page again and again (one request at a time) until it shows what it should; ms from `since`. */
async function timeUntilShown(base: string, page: Page, since: number): Promise<number> {
  for (;;) {
    const response = await fetch(`${base}${page.path}`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const now = performance.now();
    if (page.shows(response.status, html)) return now - since;
    if (now - since > giveUpMs) return giveUpMs;
  }
}

/** Publishes an item and times each page until it shows it; the pages are read once before, to fill any cache. */
async function publishRound(base: string, editor: AdminBrowser, deskPath: string, item: Item, pages: Page[], label: string): Promise<VisibleRound> {
  for (const page of pages) {
    const before = await fetch(`${base}${page.path}`);
    if (page.shows(before.status, await before.text())) throw new Error(`${label}: ${page.name} shows the article before it is published`);
  }
  const since = performance.now();
  const reply = await editor.call('POST', `${deskPath}/${item.id}/publish`, { version: item.version });
  const publishMs = performance.now() - since;
  if (reply.body.status !== 0) throw new Error(`${label}: publish refused: ${reply.body.message}`);
  const times = await Promise.all(pages.map((page) => timeUntilShown(base, page, since)));
  const pagesMs = Object.fromEntries(pages.map((page, index) => [page.name, round1(times[index]!)]));
  return { label, publishMs: round1(publishMs), visibleMs: round1(Math.max(publishMs, ...times)), pagesMs };
}

const created = (reply: { body: { status: number; message?: string; data?: unknown } }, what: string): Item => {
  if (reply.body.status !== 0) throw new Error(`${what}: ${reply.body.message}`);
  return reply.body.data as Item;
};

/** `newArticles` metadata-only articles published into a new optics issue; then each sample JATS article of ecology taken back and published again. */
export async function measurePublishVisible(newArticles: number): Promise<PublishVisibleFigures> {
  const server = await startServerProcess({ PAGES: 'on', NODE_ENV: 'production', CONFIG_WATCH: 'off', AUTH_RATE_LIMIT_FACTOR: '100' }, undefined, [], 'compiled');
  try {
    const made = await createAdmin(server.databaseUrl, 'site-configs', { email: 'bench@example.org', name: 'Bench Editor', role: 'owner', password: 'bench editor secret' });
    if (made.code !== 0) throw new Error(`admin account: ${made.stderr}`);
    const editor = new AdminBrowser(server.url);
    const signedIn = await editor.signIn('bench@example.org', 'bench editor secret');
    if (signedIn.body.status !== 0) throw new Error(`sign-in: ${signedIn.body.message}`);
    const rounds: VisibleRound[] = [];

    // New articles in a new optics issue.
    const optics = '/rc-pub/admin/sites/optics/desk';
    const journals = (await editor.call('GET', `${optics}/journal?size=1`)).body.data as { items: Item[] };
    const journalId = journals.items[0]!.id;
    let issue = created(await editor.call('POST', `${optics}/issue`, { data: { publicationId: journalId, year: benchYear, issue: '7', periods: '98', publishDate: `${benchYear}-07-01`, title: `${benchYear}年第7期`, enTitle: `${benchYear}, Issue 7` } }), 'issue');
    issue = created(await editor.call('POST', `${optics}/issue/${issue.id}/publish`, { version: issue.version }), 'issue publish');
    for (let index = 0; index < newArticles; index += 1) {
      // A word no other text has, in letters only (the search's analyser keeps it whole).
      const marker = `visprobe${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26) % 26)}`;
      const doi = `10.9999/visible.${benchYear}.${index + 1}`;
      const article = created(
        await editor.call('POST', `${optics}/article`, {
          data: { publicationId: journalId, periodId: issue.id, year: benchYear, issue: '7', volume: '98', title: `光场 ${marker} 研究`, enTitle: `Shaping light ${marker}`, doi, publishDate: `${benchYear}-07-01`, authors: [{ name: '张三', enName: 'San Zhang' }], keywords: ['光场'] },
        }),
        'article',
      );
      rounds.push(
        await publishRound(server.url, editor, `${optics}/article`, article, [
          { name: 'toc', path: `/optics/en/issue/${benchYear}/7/`, shows: (status, html) => status === 200 && html.includes(marker) },
          { name: 'search', path: `/article?type=1&index=-1&lang=en&q=${marker}&slds=optics`, shows: (status, html) => status === 200 && html.includes(doi) },
          { name: 'article', path: `/optics/en/article/doi/${doi}`, shows: (status, html) => status === 200 && html.includes(marker) },
        ], 'new article'),
      );
    }

    // The sample JATS articles of ecology: taken back, then published again (their full text read and indexed).
    const ecology = '/rc-pub/admin/sites/ecology/desk';
    const listed = (await editor.call('GET', `${ecology}/article?size=200`)).body.data as { items: Item[] };
    const dois = sampleJatsDois();
    const jats = listed.items.filter((item) => dois.has(String(item.data.doi).toLowerCase()));
    if (jats.length !== dois.size) throw new Error(`the desk lists ${jats.length} of the ${dois.size} sample JATS articles of ecology`);
    for (const item of jats) {
      const doi = String(item.data.doi);
      const back = created(await editor.call('POST', `${ecology}/article/${item.id}/unpublish`, { version: item.version }), `unpublish ${doi}`);
      rounds.push(
        await publishRound(server.url, editor, `${ecology}/article`, back, [
          { name: 'search', path: `/article?type=1&index=-1&lang=en&q=${encodeURIComponent(`"${doi}"`)}&slds=ecology`, shows: (status, html) => status === 200 && html.includes(`/article/${item.id}`) },
          { name: 'article', path: `/ecology/en/article/${item.id}`, shows: (status) => status === 200 },
        ], 'JATS article'),
      );
    }

    const all = rounds.map((entry) => entry.visibleMs);
    const byKind = [...new Set(rounds.map((entry) => entry.label))].map((kind) => {
      const times = rounds.filter((entry) => entry.label === kind).map((entry) => entry.visibleMs);
      return { kind, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), rounds: times.length };
    });
    return { rounds, p50Ms: percentile(all, 0.5), p95Ms: percentile(all, 0.95), maxMs: Math.max(...all), byKind };
  } finally {
    await server.close();
  }
}

export function publishVisibleReport(figures: PublishVisibleFigures): string {
  const lines = [`Publish → visible (desk API over HTTP on the compiled server, page cache on; ${figures.rounds.length} publishes; ms from sending the publish until every page shows the article):`];
  for (const kind of figures.byKind) lines.push(`  ${kind.kind}: ${kind.rounds} rounds, p50 ${kind.p50Ms} ms, p95 ${kind.p95Ms} ms`);
  lines.push(`  all: p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, max ${figures.maxMs} ms`);
  const slowest = [...figures.rounds].sort((a, b) => b.visibleMs - a.visibleMs).slice(0, 3);
  for (const entry of slowest) lines.push(`  slowest: ${entry.label}, publish answered in ${entry.publishMs} ms; pages ${Object.entries(entry.pagesMs).map(([name, ms]) => `${name} ${ms} ms`).join(', ')}`);
  return lines.join('\n');
}
