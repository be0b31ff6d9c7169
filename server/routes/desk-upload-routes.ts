import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { deskUploadEndpoints as endpoints } from '../../schemas/api/desk-upload-endpoints.ts';
import { deskUploadLimits } from '../../schemas/desk/desk-upload.ts';
import type { AppContext } from '../app-context.ts';
import { adminGate, callerSiteId } from '../admin/access/admin-gate.ts';
import { UploadProgressBoard } from '../desk/upload/upload-progress.ts';
import { startParseThreads } from '../ingest/parse/shared-parse-pool.ts';
import { uploadToDesk } from '../desk/upload/upload-to-desk.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { route } from '../http/typed-route.ts';
import { actorOf } from './desk-routes.ts';

/**
 * Uploading articles to the content desk (schemas/api/desk-upload-endpoints.ts), in a scope of its own so that
 * multipart bodies are parsed there and nowhere else. The gate (session, CSRF token, the site, the power to edit
 * content) runs before a byte of the body is read.
 */
export function registerDeskUploadRoutes(app: FastifyInstance, context: AppContext): void {
  const board = new UploadProgressBoard();
  const gate = { before: adminGate(context, { power: 'content' }) };

  void app.register(async (scope) => {
    // The ceiling; each upload is read with its own limits (server/desk/upload/receive-upload.ts).
    await scope.register(fastifyMultipart, { limits: { fileSize: deskUploadLimits.package + 1, files: 1 } });

    route(scope, endpoints.deskUpload, gate, async (request, { caller, query }, reply) => {
      const actor = actorOf(request, caller);
      const progress = board.follow(caller.account.id, actor.siteId, query.progress);
      try {
        const result = await uploadToDesk(context, actor, request, reply, progress);
        progress.end('done');
        return ok(result);
      } catch (error) {
        progress.end('refused');
        throw error;
      }
    });
  });

  route(app, endpoints.deskUploadPrepare, gate, async () => ok({ parsingThreads: startParseThreads() }));

  route(app, endpoints.deskUploadProgress, gate, async (request, { caller, params }, reply) => {
    void reply.header('cache-control', 'no-store');
    const progress = board.read(caller.account.id, callerSiteId(request, caller), params.uploadId);
    if (!progress) throw ApiError.notFound(`No upload "${params.uploadId}" of yours is under way in this server process`);
    return ok(progress);
  });
}
