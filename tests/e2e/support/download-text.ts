import type { Download } from 'playwright-core';

/** A finished download's content as text, read through the browser connection (its file is on the browser's side). */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
