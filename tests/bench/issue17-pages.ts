import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { addBenchIssue, benchArticleCount, tocPath } from './issue-toc.ts';

export type Issue17Page = { label: string; path: string; noindexByDesign?: boolean; needsBenchIssue?: boolean };

/**
 * The pages issue 17 sets its browser goals on (Lighthouse mobile scores, JavaScript before the first interaction):
 * each sample journal's home and the group site's, a 300-article table of contents, the largest fixture article and
 * a search's result page. `label` names the page in the tables.
 */
export const issue17Pages: Issue17Page[] = [
  { label: 'optics home', path: '/optics/zh/home/' },
  { label: 'ecology home', path: '/ecology/en/home/' },
  { label: 'group home', path: '/sciencegroup/zh/home/' },
  { label: `TOC (${benchArticleCount} articles)`, path: tocPath, needsBenchIssue: true },
  { label: 'largest article', path: '/ecology/en/article/doi/10.7717/peerj.182' },
  { label: 'search results', path: '/article?type=1&index=-1&lang=en&q=species&slds=ecology', noindexByDesign: true },
];

export type Issue17Servers = { urlOf: (page: Issue17Page) => string; close: () => Promise<void> };

/**
 * Servers for those pages, as readers meet them: production bundles (the bench's `ensureBuild`), the sample sites with
 * their JATS articles and the page cache as `npm start` has them. The table of contents is served by a second such
 * server, without the JATS articles, with the bench issue added to optics (which would otherwise be the latest issue
 * on optics' home page).
 */
export async function startIssue17Servers(env: Record<string, string> = {}): Promise<Issue17Servers> {
  const serverEnv = { PAGES: 'on', LOG_LEVEL: 'warn', CONFIG_WATCH: 'off', ...env };
  const servers: TestServer[] = [];
  const close = async () => {
    for (const server of servers) await server.close();
  };
  try {
    servers.push(await startTestServer(serverEnv));
    servers.push(await startTestServer({ ...serverEnv, SAMPLE_ARTICLES: 'off' }));
    await addBenchIssue(servers[1]!);
  } catch (error) {
    await close();
    throw error;
  }
  const [samples, withIssue] = servers as [TestServer, TestServer];
  return { urlOf: (page) => `${(page.needsBenchIssue ? withIssue : samples).url}${page.path}`, close };
}
