/**
 * The contract between the server and the renderer's SSR entry (src/entry-server.tsx). Types only: the server
 * loads the entry at run time and calls `render`, and neither side imports the other.
 */
export type RenderInput = {
  /** Path and query string of the page. */
  url: string;
  /** `https://journal.example.org`: canonical and alternate links start here. */
  origin: string;
  headers: Record<string, string | undefined>;
  /** How the renderer's API client reaches `/rc-pub` (in-process, or HTTP to another deployment). */
  transport: (request: Request) => Promise<Response>;
  /** The HTML page template: `data-mh-html-attributes` on `<html>`, and `<!--head-->`, `<!--app-->`, `<!--data-->` markers. */
  template: string;
  dev: boolean;
  /** This response's script nonce (its content security policy names it): the inline hydration state carries it. */
  nonce: string;
};

export type RenderOutput =
  | { kind: 'redirect'; status: number; location: string; setCookies: string[] }
  | { kind: 'page'; status: number; headers: Record<string, string>; body: NodeJS.ReadableStream };

export type RenderPage = (input: RenderInput) => Promise<RenderOutput>;
