import type { FastifyRequest } from 'fastify';
import { isLanguageSegment, type LanguageSegment } from '../../schemas/language-codes.ts';

/** The reader's language: `lang`, else the `language` header every spec client sends, else `fallback` (the site's default). */
export function requestLanguage(request: FastifyRequest, fallback: LanguageSegment): LanguageSegment {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  const header = request.headers.language;
  if (isLanguageSegment(lang)) return lang;
  if (isLanguageSegment(header)) return header;
  return fallback;
}
