import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { memberUploadLimits } from '../../schemas/account/member-api.ts';
import type { AppContext } from '../app-context.ts';
import { registerSubscriptionAlerts } from '../alerts/subscription-alert-job.ts';
import { registerMemberFileRoutes } from './member-file-routes.ts';
import { registerMemberRoutes } from './member-routes.ts';
import { registerPersonalAlbumRoutes } from './personal-album-routes.ts';
import { registerSubscriptionRoutes } from './subscription-routes.ts';

/**
 * Member data (issue 6): the personal centre's endpoints, in a scope of their own so that multipart bodies (profile
 * picture, album cover) are parsed there and nowhere else; and the e-mail alert job.
 */
export function registerMemberDataRoutes(app: FastifyInstance, context: AppContext): void {
  void app.register(async (scope) => {
    // Per-upload limits are set where each upload is read (server/members/picture-upload.ts); these are the ceiling.
    await scope.register(fastifyMultipart, { limits: { fileSize: memberUploadLimits.photoMaxBytes, files: 1, fields: 20, fieldSize: 4096, parts: 21 } });
    registerMemberRoutes(scope, context);
    registerMemberFileRoutes(scope, context);
    registerSubscriptionRoutes(scope, context);
    registerPersonalAlbumRoutes(scope, context);
  });
  registerSubscriptionAlerts(app, context);
}
