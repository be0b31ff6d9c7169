import type { Bootstrap } from './bootstrap.ts';
import type { Diagnostic } from './diagnostic.ts';
import type { SiteConfig } from './site-config/files.ts';

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
  /**
   * The embedded back end's answers by function call: no HTTP, no JSON, nothing validated a second time (its
   * configuration was validated when loaded). Absent when the API is another deployment (`API_BASE_URL`).
   */
  direct?: DirectBackEnd | undefined;
  /** Check the data the in-process transport hands over, and freeze it (`HAND_OVER_AUDIT`): see the API client's `auditHandOver`. */
  auditHandOver?: boolean;
  /** The HTML page template: `data-mh-html-attributes` on `<html>`, and `<!--head-->`, `<!--app-->`, `<!--data-->` markers. */
  template: string;
  dev: boolean;
  /** This response's script nonce (its content security policy names it): the inline hydration state carries it. */
  nonce: string;
  /**
   * An editor's preview of content not (or not yet so) published (server/routes/desk-preview-routes.ts): the page
   * carries this banner's text across its top and is not indexed.
   */
  preview?: { banner: string } | undefined;
};

/** A call answered in process: the envelope's data, or its refusal (status, message and data, as the API sends them). */
export type DirectAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string; data?: unknown };

/** A GET the renderer's API client makes, as plain values: the path, the query (with `timestamps`), the headers (names lower-case). */
export type DirectGet = { path: string; query: URLSearchParams; headers: Readonly<Record<string, string>> };

/** What a route called in process answered: the HTTP status and the envelope it built, handed over as it is. */
export type DirectGetReply = { status: number; envelope: unknown };

export type DirectBackEnd = {
  /** `GET /rc-pub/front/bootstrap` for a site by sld or by the host the page was reached at, for this referrer. */
  bootstrap: (key: { sld: string } | { domain: string }, referrer: string | undefined) => Promise<DirectAnswer<Bootstrap>>;
  /**
   * A GET of the `/rc-pub` API answered by calling its route in process, with no `Request`, `Response` or Fastify
   * request cycle: the route's envelope is handed over as the in-process transport hands it over. Undefined when
   * the route is not one that may be called so: the call then goes through the transport.
   */
  get?: (call: DirectGet) => Promise<DirectGetReply | undefined>;
};

/**
 * The address of the reader a page is rendered for, which the server adds to the page request's headers and the
 * renderer passes on with its API calls: the back end believes it only from its own process (server/http/reader-address.ts).
 */
export const readerAddressHeader = 'x-masthead-reader';

export type RenderOutput =
  | { kind: 'redirect'; status: number; location: string; setCookies: string[] }
  | { kind: 'page'; status: number; headers: Record<string, string>; /** The whole document. */ body: string };

export type RenderPage = (input: RenderInput) => Promise<RenderOutput>;

/** Sites' module lists as their configuration holds them, each with the files (or parts) it came from. */
export type ModuleListsToCheck = {
  sites: { sld: string; modules: SiteConfig['modules']; screens: SiteConfig['screens']; files: { modules: string; screens: string } }[];
};

/**
 * What only the renderer knows of a configuration: module codes no block renders and props failing a block's
 * contract, with file and path (the server's schemas cannot see the blocks' own contracts).
 */
export type FindBlockProblems = (input: ModuleListsToCheck) => Promise<Diagnostic[]>;

/**
 * Where a reply from a back end in the same process carries its body as the object the route built (see
 * server/web/in-process-transport.ts), instead of JSON for the renderer to read back: the API client takes it from
 * here as it is (the route built it to the schemas' output types) and never reads the reply's (empty) body.
 */
export const handedOverEnvelope = Symbol.for('masthead.handed-over-envelope');

export type HandedOverReply = Response & { [handedOverEnvelope]: unknown };

export function isHandedOver(response: Response): response is HandedOverReply {
  return handedOverEnvelope in response;
}
