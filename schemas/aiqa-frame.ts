/**
 * The AI Q&A panel's wire names and limits, without zod: the panel's button is on every page that shows it, and it
 * reads these before any validation code has loaded. Shapes are in aiqa-api.ts.
 */

/** Spec §7: the call that turns the page's site and language into the token the frame URL carries. */
export const aiqaSecureParamsPath = '/rc-pub/front/front-article/aiqa/verify/generateSecureParams';

/** The development frame this server serves (the path segment `aiqa` is a server path, schemas/route-names.ts). */
export const aiqaFramePath = '/aiqa/frame';
/** The development frame's question endpoint: `GET /aiqa/ask?token=…&q=…`. */
export const aiqaAskPath = '/aiqa/ask';

/** How long a frame token is good for. */
export const aiqaTokenLifetimeSeconds = 600;

/** The longest question the frame accepts. */
export const aiqaMaxQuestionLength = 500;

/** Spec §7 `s`: the only value the original sends. */
export const aiqaSecureParamsVersion = 2;

/** What the portal sends as `code` (the asking client, in the original's terms). */
export const aiqaClientCode = 'portal';

/** `type` of the message the page posts to the frame once it has loaded (spec §4: host, siteId, lang). */
export const aiqaContextMessageType = 'aiqa.context';
/** `type` of the message the frame posts to the page when the reader presses Escape inside it. */
export const aiqaCloseMessageType = 'aiqa.close';
