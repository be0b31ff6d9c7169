import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** Issues and their tables of contents, online-first and just-accepted lists. */
export function registerJournalRoutes(app: FastifyInstance, context: AppContext): void {
  void app;
  void context;
}
