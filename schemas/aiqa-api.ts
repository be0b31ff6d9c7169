import { z } from 'zod';
import { aiqaContextMessageType, aiqaMaxQuestionLength, aiqaSecureParamsVersion } from './aiqa-frame.ts';
import { languageSegment } from './language.ts';
import { numericId } from './primitives.ts';

/** A page's host as `location.host` gives it: a name or IPv4/IPv6 address, and a port. Nothing a header could smuggle. */
export const pageHost = z
  .string()
  .trim()
  .toLowerCase()
  .max(260)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/, 'must be a host name with an optional port');

/**
 * Spec §7 `POST …/aiqa/verify/generateSecureParams`: `code` (the asking client), `s` (always 2), the page's `host`,
 * `siteId` and `lang`, and optionally a question to start with (`query`) and the text it is about (`content`).
 */
export const secureParamsRequest = z.object({
  code: z.string().trim().min(1).max(64),
  s: z.coerce.number().pipe(z.literal(aiqaSecureParamsVersion)),
  host: pageHost,
  siteId: numericId,
  lang: languageSegment,
  query: z.string().trim().max(aiqaMaxQuestionLength).optional(),
  content: z.string().max(20_000).optional(),
});
export type SecureParamsRequest = z.input<typeof secureParamsRequest>;

/** The reply's data: the token the frame URL carries (`?token=…`). */
export const secureParamsReply = z.string().min(1);

/** What a frame token vouches for: the site and language it was issued to, the embedding host, a first question. */
export const aiqaTokenClaims = z.object({
  siteId: z.number().int().nonnegative(),
  lang: languageSegment,
  host: pageHost,
  query: z.string().optional(),
});
export type AiqaTokenClaims = z.infer<typeof aiqaTokenClaims>;

/** The message the page posts to the frame after it loaded (spec §4). */
export const aiqaContextMessage = z.object({
  type: z.literal(aiqaContextMessageType),
  host: pageHost,
  siteId: z.number().int().nonnegative(),
  lang: languageSegment,
});
export type AiqaContextMessage = z.infer<typeof aiqaContextMessage>;

/** `GET /aiqa/frame?token=…`: a token it cannot read is no token (the frame answers its refusal page, never a 400). */
export const aiqaFrameQuery = z.object({ token: z.string().max(4096).optional().catch(undefined) });

/** `GET /aiqa/ask?token=…&q=…`. */
export const aiqaAskQuery = z.object({
  token: z.string().min(1).max(4096),
  q: z.string().trim().min(1, 'must not be empty').max(aiqaMaxQuestionLength, `must be at most ${aiqaMaxQuestionLength} characters`),
});

/** One article an answer cites: its title in the reader's language (plain text) and its page on the site. */
export const aiqaCitation = z.object({ id: z.number().int(), title: z.string(), url: z.string(), snippet: z.string() });

/** The development frame's answer: a short text, and the articles it rests on (none: nothing found). */
export const aiqaAnswer = z.object({ question: z.string(), answer: z.string(), citations: z.array(aiqaCitation) });
export type AiqaAnswer = z.infer<typeof aiqaAnswer>;
