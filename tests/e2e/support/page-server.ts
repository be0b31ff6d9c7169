import { startTestServer, type TestServer } from '../../support/start-test-server.ts';

/** The real server with server-rendered pages on (bundles built by the global setup), on a fresh database. */
export function startPageServer(env: Record<string, string> = {}, prepare?: (configDir: string) => void): Promise<TestServer> {
  return startTestServer({ PAGES: 'on', ...env }, prepare);
}

/** The same server reached by one of the sample sites' domains (Chromium resolves *.localhost to loopback). */
export function siteOrigin(server: TestServer, domain: string): string {
  return server.url.replace('127.0.0.1', domain);
}
