import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** News details, information and composite pages. */
export function registerNewsRoutes(app: FastifyInstance, context: AppContext): void {
  void app;
  void context;
}
