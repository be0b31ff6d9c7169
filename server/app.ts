import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context.ts';
import { answerClientError, registerErrorHandlers } from './http/error-handlers.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { refuseCrossSiteWrites } from './http/cross-site-requests.ts';
import { registerAdminRoutes } from './routes/admin-routes.ts';
import { registerAuthRoutes } from './routes/auth-routes.ts';
import { registerOutboxRoutes } from './routes/outbox-routes.ts';
import { registerBootstrapRoute } from './routes/bootstrap-route.ts';
import { registerArticleRoutes } from './routes/article-routes.ts';
import { registerCitationRoutes } from './routes/citation-routes.ts';
import { registerTableExportRoutes } from './routes/table-export-routes.ts';
import { registerFileRoutes } from './routes/file-routes.ts';
import { registerContentListRoutes } from './routes/content-list-routes.ts';
import { registerDirectoryRoutes } from './routes/directory-routes.ts';
import { registerPeriodRoutes } from './routes/period-routes.ts';
import { registerPdfDownloadRoutes } from './routes/pdf-download-routes.ts';
import { registerSeoRoutes } from './routes/seo-routes.ts';
import { registerSiteConfigRoutes } from './routes/site-config-routes.ts';
import { registerSiteLookupRoutes } from './routes/site-lookup-routes.ts';
import { registerTranslationRoutes } from './routes/translation-routes.ts';
import { registerSearchRoutes } from './routes/search-routes.ts';
import { registerMemberDataRoutes } from './routes/member-data-routes.ts';
import { registerJournalRoutes } from './routes/journal-routes.ts';
import { registerEditorialRoutes } from './routes/editorial-routes.ts';
import { registerNewsRoutes } from './routes/news-routes.ts';
import { registerCollectionRoutes } from './routes/collection-routes.ts';
import { registerAiqaRoutes } from './routes/aiqa-routes.ts';

/** The HTTP application: the `/rc-pub` API over the given configuration store and database. */
export function buildApp(context: AppContext, options: FastifyServerOptions = {}): FastifyInstance {
  const app = Fastify({ bodyLimit: 1_048_576, clientErrorHandler: answerClientError, logController: new OneLinePerRequest(), ...options });
  // Pages and API replies are compressed for clients that ask; built assets are served precompressed.
  void app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
  // Cookies (spec §3: userName says who is signed in) are read with the well-kept parser.
  void app.register(fastifyCookie);
  registerSecurityHeaders(app, { development: context.development ?? false });
  refuseCrossSiteWrites(app);
  registerErrorHandlers(app);
  registerSiteLookupRoutes(app, context);
  registerSiteConfigRoutes(app, context);
  registerPeriodRoutes(app, context);
  registerDirectoryRoutes(app, context);
  registerContentListRoutes(app, context);
  registerArticleRoutes(app, context);
  registerCitationRoutes(app, context);
  registerFileRoutes(app, context);
  registerTableExportRoutes(app, context);
  registerBootstrapRoute(app, context);
  registerAdminRoutes(app, context);
  registerSeoRoutes(app, context);
  registerPdfDownloadRoutes(app, context);
  registerTranslationRoutes(app, context);
  registerSearchRoutes(app, context);
  registerAuthRoutes(app, context);
  registerOutboxRoutes(app, context);
  registerMemberDataRoutes(app, context);
  registerJournalRoutes(app, context);
  registerEditorialRoutes(app, context);
  registerNewsRoutes(app, context);
  registerCollectionRoutes(app, context);
  registerAiqaRoutes(app, context);
  return app;
}
