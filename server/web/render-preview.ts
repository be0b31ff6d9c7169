import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DirectBackEnd, DirectGet, DirectGetReply } from '../../schemas/render-contract.ts';
import { scriptNonceOf } from '../http/security-headers.ts';
import type { PageRenderer } from './page-renderer.ts';
import { pageRequestHeaders } from './register-pages.ts';
import type { RenderSlots } from './render-slots.ts';

/** What a preview asks of the renderer: the reader's address of the page, its GETs as the preview answers them, its banner. */
export type PreviewRequest = {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The reader's address of the page (path and query). */
  url: string;
  /** The page's GETs, given how they would go for readers (`next`): the preview answers some itself. */
  gets: (next: (call: DirectGet) => Promise<DirectGetReply | undefined>) => (call: DirectGet) => Promise<DirectGetReply | undefined>;
  /** The site's configuration as the preview has it (a studio preview: its drafts applied); absent, as readers have it. */
  bootstrap?: DirectBackEnd['bootstrap'] | undefined;
  banner: string;
};

export type RenderedPreview = { status: number; headers: Record<string, string>; body: string };
export type RenderPreview = (preview: PreviewRequest) => Promise<RenderedPreview>;

type Options = {
  renderer: PageRenderer;
  transport: (request: Request) => Promise<Response>;
  /** The embedded back end: a preview answers the page's GETs in process, so there is none without it. */
  direct: DirectBackEnd & Required<Pick<DirectBackEnd, 'get'>>;
  auditHandOver: boolean;
  dev: boolean;
  slots: RenderSlots;
  originOf: (request: FastifyRequest) => string;
};

const offered = new WeakMap<FastifyInstance, RenderPreview>();

/**
 * Renders a page as a preview: the reader's page at its address, by the same renderer, in a render slot like any
 * page — but never through the page cache, with the GETs the preview answers, and a banner. `servePages` offers this
 * when the server renders pages with the embedded back end.
 */
export function offerPreviews(app: FastifyInstance, { renderer, transport, direct, auditHandOver, dev, slots, originOf }: Options): void {
  offered.set(app, async ({ request, reply, url, gets, bootstrap, banner }) => {
    const template = await renderer.template(url);
    const output = await slots.run(() =>
      renderer.render({
        url,
        origin: originOf(request),
        headers: pageRequestHeaders(request),
        transport,
        direct: { ...direct, bootstrap: bootstrap ?? direct.bootstrap, get: gets(direct.get) },
        auditHandOver,
        template,
        dev,
        nonce: scriptNonceOf(reply),
        preview: { banner },
      }),
    );
    // A preview's address carries no session to adopt: a redirect would be a bug.
    if (output.kind === 'redirect') throw new Error(`the preview of ${url} answered a redirect to ${output.location}`);
    return { status: output.status, headers: output.headers, body: output.body };
  });
}

/** How this server renders previews; undefined when it renders no pages (PAGES=off) or reads another deployment (API_BASE_URL). */
export function previewRendererOf(app: FastifyInstance): RenderPreview | undefined {
  return offered.get(app);
}
