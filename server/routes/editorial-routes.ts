import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** Journal introduction, about-us pages, editorial board and expert details. */
export function registerEditorialRoutes(app: FastifyInstance, context: AppContext): void {
  void app;
  void context;
}
