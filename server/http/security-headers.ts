import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

const scriptNonces = new WeakMap<ServerResponse, string>();

/** This response's script nonce: the one inline script a page has (its hydration state) carries it. */
export const scriptNonceOf = (reply: FastifyReply): string => scriptNonces.get(reply.raw) ?? '';

/** Half a year: browsers keep to https for that long after seeing the header over https. */
const strictTransportSecurity = 'max-age=15552000';

/**
 * Script runs only from our own origin, or inline with this response's nonce. Styles allow inline: the CSS-in-JS
 * runtime writes `<style>` elements in the browser and components set `style` attributes, and a style nonce would
 * turn `'unsafe-inline'` off for both. Pictures, recordings and frames may come from any https host, since
 * configuration and imported articles name them (logos, media, the AI frame).
 */
function contentSecurityPolicy() {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_request: unknown, response: unknown) => `'nonce-${scriptNonces.get(response as ServerResponse) ?? ''}'`],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'https:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}

/**
 * An editor's preview of a reader's page (server/routes/desk-preview-routes.ts): readers' policy, with no connection
 * to anywhere, so nothing the page's scripts do counts as a reader's doing (a visit, a download, a search).
 */
export function previewContentSecurityPolicy(reply: FastifyReply): string {
  const directives: Record<string, (string | ((request: unknown, response: unknown) => string))[]> = { ...contentSecurityPolicy().directives, connectSrc: ["'none'"] };
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values.map((value) => (typeof value === 'function' ? value(reply.request.raw, reply.raw) : value))].join(' '))
    .join('; ');
}

/**
 * The back office's page (/admin/, server/web/serve-admin-app.ts), stricter than readers': its script and its one
 * stylesheet come from our origin (no inline code, so no nonce), it calls our own API only, frames only our own pages
 * (the studio's preview of a reader's page), loads no fonts from elsewhere or plugins, and no page may frame it.
 * Pictures: our own and data: URLs only.
 */
export const adminContentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    manifestSrc: ["'self'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * The headers every response carries (issue 16): a content security policy with a fresh script nonce, framing by our
 * own pages only, no MIME sniffing, referrers cut to the origin across sites, and HSTS when the reader came over
 * https. In development Vite's own inline scripts run, so no policy is sent there.
 */
export function registerSecurityHeaders(app: FastifyInstance, { development }: { development: boolean }): void {
  app.addHook('onRequest', function makeScriptNonce(request, reply, done) {
    scriptNonces.set(reply.raw, randomBytes(16).toString('base64'));
    if (request.protocol === 'https') void reply.header('strict-transport-security', strictTransportSecurity);
    done();
  });
  void app.register(fastifyHelmet, {
    contentSecurityPolicy: development ? false : contentSecurityPolicy(),
    // Sent only over https, above: over http a browser ignores it, and a proxy's plain-http hop must not set it.
    strictTransportSecurity: false,
    // frame-ancestors says this, and lets the AI frame (its own policy) name the hosts that may embed it.
    xFrameOptions: false,
    // Figures, PDFs and recordings may be embedded by other sites and read by indexers.
    crossOriginResourcePolicy: false,
    // Third-party login opens a window that reports back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // checkPower's referrer grant reads the referring host: send the origin across sites, never the path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
