import { connect } from 'node:net';

export type RawReply = { status: number; head: string; body: Buffer };

/**
 * A GET sent byte for byte as given, the way an attacker's tool sends it: `fetch` and `http.request` would resolve
 * `../` and `%2e%2e/` or refuse bytes such as a backslash or a raw control character before the server ever saw them.
 */
export function rawGet(baseUrl: string, target: string, headers: Record<string, string> = {}): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  const lines = [`GET ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to GET ${target}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      socket.destroy();
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const head = raw.subarray(0, split < 0 ? raw.length : split).toString('latin1');
      const body = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: /^transfer-encoding:\s*chunked/im.test(head) ? unchunk(body) : body });
    });
    // Written without a half-close: the server answers, then closes (Connection: close), as it would for a browser.
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'));
  });
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Runs `work` over `items`, `width` at a time, answering the results in order. */
export async function inBatches<Item, Result>(items: Item[], width: number, work: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}
