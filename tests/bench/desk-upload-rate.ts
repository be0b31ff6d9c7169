import { startServerProcess } from '../support/server-process.ts';
import { signedInOwner } from './bench-owner.ts';
import { zipOfFolder, type IngestRun } from './ingest-rate.ts';
import { processCpuMs } from './issue-toc.ts';

/**
 * Issue 19's ingest "by the API", as an editor meets it: the compiled server in a process of its own (what `npm start`
 * runs), an editor signed in, and the folder's JATS files uploaded to the desk as one zip package, online first, `runs`
 * times — each upload's DOIs made its own (`<doi>.upload<n>`), so each makes twelve new drafts. Timed from sending
 * the request until its reply (every draft saved); CPU is the server process's (every thread's, from /proc). The
 * first upload starts the server's parsing threads (its start-up); the later ones find them running.
 */
export async function measureDeskUploadRate(sld: string, folder: string, runs: number): Promise<IngestRun[]> {
  const server = await startServerProcess({ NODE_ENV: 'production', CONFIG_WATCH: 'off', AUTH_RATE_LIMIT_FACTOR: '100' }, undefined, (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean), 'compiled');
  try {
    const editor = await signedInOwner(server, 'Upload Bench');
    const journals = (await editor.call('GET', `/rc-pub/admin/sites/${sld}/desk/journal?size=1`)).body.data as { items: { id: number }[] };
    const journalId = journals.items[0]!.id;

    const results: IngestRun[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const zip = await zipOfFolder(folder, `upload${run}`);
      const form = new FormData();
      form.set('journalId', String(journalId));
      form.set('stage', 'online-first');
      form.set('file', new Blob([new Uint8Array(zip)]), 'package.zip');
      const cpuBefore = processCpuMs(server.pid) ?? 0;
      const started = performance.now();
      const response = await fetch(`${server.url}/rc-pub/admin/sites/${sld}/upload`, { method: 'POST', headers: { cookie: editor.cookieHeader(), 'x-csrf-token': editor.csrfToken }, body: form });
      const reply = (await response.json()) as { status: number; message?: string; data?: { drafts: unknown[] } };
      const seconds = (performance.now() - started) / 1000;
      const cpuMs = (processCpuMs(server.pid) ?? 0) - cpuBefore;
      if (reply.status !== 0 || !reply.data) throw new Error(`upload ${run} refused (${response.status}): ${reply.message}`);
      const articles = reply.data.drafts.length;
      results.push({ articles, seconds: Number(seconds.toFixed(3)), articlesPerSecond: Number((articles / seconds).toFixed(1)), cpuMsPerArticle: Number((cpuMs / articles).toFixed(1)) });
    }
    return results;
  } finally {
    await server.close();
  }
}
