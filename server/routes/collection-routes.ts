import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** Virtual albums with their items, book details, audio and video. */
export function registerCollectionRoutes(app: FastifyInstance, context: AppContext): void {
  void app;
  void context;
}
