import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process.ts';

/** Whether the server still takes new connections. */
async function accepts(url: string): Promise<boolean> {
  try {
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

describe('shutting down on SIGTERM', () => {
  it('lets a request in flight finish, refuses new ones, and exits cleanly', async () => {
    const server = await startServerProcess({ PAGES: 'off' });
    try {
      // A request the server is still reading: its body arrives in two parts, the second after SIGTERM.
      const { hostname, port } = new URL(server.url);
      const inFlight = request({ hostname, port, method: 'POST', path: '/rc-pub/admin/reload-config', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        inFlight.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, body }));
        });
        inFlight.on('error', reject);
      });
      inFlight.write('{"reason":');
      await new Promise((resolve) => setTimeout(resolve, 200));

      process.kill(server.pid, 'SIGTERM');
      let refused = false;
      for (let tries = 0; tries < 100 && !refused; tries += 1) {
        refused = !(await accepts(server.url));
        if (!refused) await new Promise((resolve) => setTimeout(resolve, 30));
      }
      expect(refused).toBe(true);

      inFlight.end('"test"}');
      const reply = await answered;
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toMatchObject({ status: 0 });
      expect(await server.exited).toBe(0);
    } finally {
      await server.close();
    }
  });
});
