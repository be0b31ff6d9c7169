import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/** A render still waiting after this long is cut short; what has not arrived is rendered in the browser. */
const renderDeadlineMs = 10_000;

/** Where React marks a Suspense boundary it left for the browser: a block that threw, or one that was still waiting. */
const boundaryLeftToBrowser = '<!--$!-->';

/**
 * The page's body as HTML. Every block's code and data are loaded before the page renders, so React renders it in one
 * synchronous pass to a string (`renderToString`: a quarter faster than streaming it, which encodes every chunk to
 * bytes and passes it through streams, for a page that arrives whole anyway).
 *
 * That pass neither waits for a block that suspends nor reports one that throws: both leave their boundary to the
 * browser, marked in the HTML. Such a page is rendered again the streaming way, which waits for what suspended (up
 * to `renderDeadlineMs`) and reports every error, so a broken block is logged and a slow one still arrives rendered.
 */
export async function renderAppHtml(tree: ReactNode, nonce: string): Promise<string> {
  const html = renderToString(tree);
  return html.includes(boundaryLeftToBrowser) ? renderWaitingForEverything(tree, nonce) : html;
}

function renderWaitingForEverything(tree: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(deadline);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const stream = renderToPipeableStream(tree, {
      // Keep every boundary inline in document order. (React otherwise moves boundaries past ~12.8 kB into hidden
      // segments revealed by a script, which would leave them hidden for readers and crawlers without JavaScript.)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Any script React itself inlines runs under the page's policy too.
      nonce,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error) {
        console.error('render:', error);
      },
    });
    const deadline = setTimeout(() => stream.abort(new Error(`render took longer than ${renderDeadlineMs} ms`)), renderDeadlineMs);
  });
}
