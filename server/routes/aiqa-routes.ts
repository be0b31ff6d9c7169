import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** The AI Q&A panel: secure parameters for its frame, and the development frame. */
export function registerAiqaRoutes(app: FastifyInstance, context: AppContext): void {
  void app;
  void context;
}
