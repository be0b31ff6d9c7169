/** The little of jsdom these tests use (jsdom ships without type declarations). */
type JsdomModule = { JSDOM: new (html: string) => { window: { document: Document } } };

/**
 * A server-rendered page as a DOM, in a test that runs the server in Node (jsdom as the test environment would change
 * how the server's own modules load): query it as a browser would, before any script runs.
 */
export async function parseHtml(html: string): Promise<Document> {
  const specifier = 'jsdom';
  const { JSDOM } = (await import(specifier)) as JsdomModule;
  return new JSDOM(html).window.document;
}
