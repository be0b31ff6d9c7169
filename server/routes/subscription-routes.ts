import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isSubscribeQuery,
  memberPaths,
  memberStatusCodes,
  subscribeListQuery,
  subscribeRequest,
  unSubscribeByTokenQuery,
  unSubscribeRequest,
} from '../../schemas/account/member-api.ts';
import { memberMessage, messageLanguageOf, type MemberMessageKey } from '../../schemas/account/member-messages.ts';
import { readerLanguage } from '../accounts/account-errors.ts';
import { requireMemberId } from '../accounts/signed-in-member.ts';
import type { AppContext } from '../app-context.ts';
import { parseInput } from '../http/parse-input.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { memberFailure, notFound, okWith, parseMemberInput } from '../members/member-replies.ts';
import { captchaCheckOf } from '../members/subscription-captcha.ts';
import { alertOrigin } from '../members/subscription-origin.ts';
import { columnOfSites, memberSubscriptions, subscribe, subscriptionViews, unsubscribe, unsubscribeByToken } from '../members/subscriptions.ts';

/**
 * E-mail alerts (spec §3 Subscription, §4, §5): subscribe and unsubscribe with the e-mail and an image captcha, for
 * the site of the request; the caller's own subscriptions; and the unsubscribe link every alert carries.
 */
export function registerSubscriptionRoutes(app: FastifyInstance, { db, store, auth }: AppContext): void {
  const requireCaptcha = captchaCheckOf(auth?.captchas);

  app.post(memberPaths.subscribe, async (request) => {
    const memberId = await requireMemberId(request, db);
    const config = servingSite(request, store);
    const input = parseMemberInput(subscribeRequest, request.body, request, 'body field');
    requireCaptcha(request, input.captchaId, input.captcha);
    const siteIds = contentSites(config, store).map(({ site }) => site.siteId);
    if (input.columnId !== null && !(await columnOfSites(db, input.columnId, siteIds))) throw notFound(request, 'columnNotFound');
    const row = await subscribe(db, {
      memberId,
      siteId: config.site.siteId,
      email: input.email,
      type: input.type,
      keywords: input.keywords,
      columnId: input.columnId,
      language: messageLanguageOf(readerLanguage(request)),
      origin: alertOrigin(request, config),
    });
    const [view] = await subscriptionViews(db, store, [row]);
    return okWith(request, 'subscriptionSuccessful', view);
  });

  app.post(memberPaths.unSubscribe, async (request) => {
    const memberId = await requireMemberId(request, db);
    const config = servingSite(request, store);
    const input = parseMemberInput(unSubscribeRequest, request.body, request, 'body field');
    requireCaptcha(request, input.captchaId, input.captcha);
    const deleted = await unsubscribe(db, { memberId, siteId: config.site.siteId, email: input.email, type: input.type, id: input.id });
    if (deleted === 0) throw notFound(request, 'subscriptionNotFound');
    return okWith(request, 'unsubscriptionSuccessful', { deleted });
  });

  app.get(memberPaths.isSubscribe, async (request) => {
    const memberId = await requireMemberId(request, db);
    const config = servingSite(request, store);
    const { type, columnId } = parseMemberInput(isSubscribeQuery, request.query, request, 'query parameter');
    const rows = (await memberSubscriptions(db, memberId, config.site.siteId)).filter(
      (row) => (type === undefined || row.type === type) && (columnId === undefined || row.column_id === columnId),
    );
    return ok({ subscribed: rows.length > 0, email: rows[0]?.email ?? null, subscriptions: await subscriptionViews(db, store, rows) });
  });

  app.get(memberPaths.subscribeList, async (request) => {
    const memberId = await requireMemberId(request, db);
    const { siteId } = parseMemberInput(subscribeListQuery, request.query, request, 'query parameter');
    return ok(await subscriptionViews(db, store, await memberSubscriptions(db, memberId, siteId)));
  });

  app.get(memberPaths.unSubscribeByToken, async (request, reply) => {
    const { token } = parseInput(unSubscribeByTokenQuery, request.query, 'query parameter');
    const ended = await unsubscribeByToken(db, token);
    const language = ended ? ended.language : readerLanguage(request);
    if (wantsPage(request)) return answerPage(reply, ended ? 200 : 404, language, ended ? 'unsubscriptionSuccessful' : 'unsubscribeLinkInvalid');
    if (!ended) throw memberFailure(request, memberStatusCodes.notFound, 'unsubscribeLinkInvalid', 404);
    return okWith(request, 'unsubscriptionSuccessful', { email: ended.email, siteId: ended.siteId });
  });
}

/** A browser following the e-mail's link (it asks for HTML), not a client calling the API. */
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

/** A page of one catalogue sentence: nothing of the request is echoed into it. */
function answerPage(reply: FastifyReply, httpStatus: number, language: string | undefined, key: MemberMessageKey) {
  const lang = messageLanguageOf(language);
  const text = memberMessage(key, lang);
  return reply
    .code(httpStatus)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'")
    .send(`<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${text}</title><p>${text}</p></html>`);
}
