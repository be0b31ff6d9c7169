import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { confirmSubscriptionPath, memberStatusCodes } from '../../schemas/account/member-api.ts';
import { memberMessage, messageLanguageOf, type MemberMessageKey } from '../../schemas/account/member-messages.ts';
import { memberEndpoints as endpoints } from '../../schemas/api/member-endpoints.ts';
import { isLanguageSegment, type LanguageSegment } from '../../schemas/language-codes.ts';
import { alertConfirmationMessage } from '../../schemas/account/alert-confirmation-messages.ts';
import { readerLanguage } from '../accounts/account-errors.ts';
import { CodeSendLimits, recipientKey } from '../accounts/code-send-limits.ts';
import { findMemberById } from '../accounts/members.ts';
import { requireMember, requireMemberId } from '../accounts/signed-in-member.ts';
import { confirmationMail } from '../alerts/confirmation-mail.ts';
import type { AppContext } from '../app-context.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';
import { memberFailure, notFound, okWith, readMemberInput } from '../members/member-replies.ts';
import { captchaCheckOf } from '../members/subscription-captcha.ts';
import { alertOrigin } from '../members/subscription-origin.ts';
import { columnOfSites, confirmSubscription, memberSubscriptions, subscribe, subscriptionView, subscriptionViews, unsubscribe, unsubscribeByToken } from '../members/subscriptions.ts';

/** Confirmation e-mails one address receives: the form cannot be used to flood a stranger's mailbox. */
const confirmationMailLimits = { perHour: 3, perDay: 5 } as const;

/**
 * E-mail alerts (spec §3 Subscription, §4, §5): subscribe and unsubscribe with the e-mail and an image captcha, for
 * the site of the request; the caller's own subscriptions; and the unsubscribe link every alert carries.
 */
export function registerSubscriptionRoutes(app: FastifyInstance, { db, store, auth, mail, publicOrigin }: AppContext): void {
  const requireCaptcha = captchaCheckOf(auth?.captchas);
  const confirmationMails = new CodeSendLimits(db, { kind: 'confirmation-mail', ...confirmationMailLimits });
  const asMember = { before: requireMember(db), readInput: readMemberInput };
  /** The member, then the site of the request, before the input is read. */
  const asMemberOfSite = {
    before: async (request: FastifyRequest) => ({ memberId: await requireMemberId(request, db), config: servingSite(request, store) }),
    readInput: readMemberInput,
  };

  route(app, endpoints.subscribe, asMemberOfSite, async (request, { memberId, config, body: input }) => {
    await requireCaptcha(request, input.captchaId, input.captcha);
    const siteIds = contentSites(config, store).map(({ site }) => site.siteId);
    if (input.columnId !== null && !(await columnOfSites(db, input.columnId, siteIds))) throw notFound(request, 'columnNotFound');
    // Anyone may type any address: alerts go only where the owner confirmed (issue 16, item 5), unless the address is
    // the member's own, which they proved by a code when registering with it.
    const ownEmail = (await findMemberById(db, memberId))?.email?.toLowerCase();
    const origin = alertOrigin(request, config, publicOrigin);
    const row = await subscribe(db, {
      memberId,
      siteId: config.site.siteId,
      email: input.email,
      type: input.type,
      keywords: input.keywords,
      columnId: input.columnId,
      language: messageLanguageOf(readerLanguage(request)),
      origin,
      confirmed: ownEmail === input.email.toLowerCase(),
    });
    if (row.confirm_token && (await confirmationMails.secondsUntilAllowed([recipientKey(row.email)])) === 0) {
      await confirmationMails.record([recipientKey(row.email)]);
      const language = uiLanguageOf(readerLanguage(request));
      const confirmUrl = `${origin}${confirmSubscriptionPath}?token=${encodeURIComponent(row.confirm_token)}&lang=${language}`;
      const siteName = language === 'zh' ? config.site.name : config.site.enName || config.site.name;
      await mail.send(confirmationMail({ to: row.email, language, siteName, confirmUrl }));
    }
    return okWith(request, row.confirmed_at ? 'subscriptionSuccessful' : 'subscriptionPending', await subscriptionView(db, store, row));
  });

  route(app, endpoints.unSubscribe, asMemberOfSite, async (request, { memberId, config, body: input }) => {
    await requireCaptcha(request, input.captchaId, input.captcha);
    const deleted = await unsubscribe(db, { memberId, siteId: config.site.siteId, email: input.email, type: input.type, id: input.id });
    if (deleted === 0) throw notFound(request, 'subscriptionNotFound');
    return okWith(request, 'unsubscriptionSuccessful', { deleted });
  });

  route(app, endpoints.isSubscribe, asMemberOfSite, async (_request, { memberId, config, query: { type, columnId } }) => {
    const rows = (await memberSubscriptions(db, memberId, config.site.siteId)).filter(
      (row) => (type === undefined || row.type === type) && (columnId === undefined || row.column_id === columnId),
    );
    return ok({ subscribed: rows.length > 0, email: rows[0]?.email ?? null, subscriptions: await subscriptionViews(db, store, rows) });
  });

  route(app, endpoints.subscribeList, asMember, async (_request, { memberId, query: { siteId } }) => {
    return ok(await subscriptionViews(db, store, await memberSubscriptions(db, memberId, siteId)));
  });

  route(app, endpoints.confirmSubscription, async (request, { query: { token, lang } }, reply) => {
    const confirmed = await confirmSubscription(db, token);
    if (wantsPage(request)) {
      const language = uiLanguageOf(lang);
      const text = alertConfirmationMessage(confirmed ? 'confirmed' : 'confirmLinkInvalid', language);
      return answerPageText(reply, confirmed ? 200 : 404, htmlLangOf[language], text, language === 'ara' ? 'rtl' : 'ltr');
    }
    if (!confirmed) throw memberFailure(request, memberStatusCodes.notFound, 'confirmLinkInvalid', 404);
    return okWith(request, 'subscriptionConfirmed', confirmed);
  });

  route(app, endpoints.unSubscribeByToken, async (request, { query: { token } }, reply) => {
    const ended = await unsubscribeByToken(db, token);
    const language = ended ? ended.language : readerLanguage(request);
    if (wantsPage(request)) return answerPage(reply, ended ? 200 : 404, language, ended ? 'unsubscriptionSuccessful' : 'unsubscribeLinkInvalid');
    if (!ended) throw memberFailure(request, memberStatusCodes.notFound, 'unsubscribeLinkInvalid', 404);
    return okWith(request, 'unsubscriptionSuccessful', { email: ended.email, siteId: ended.siteId });
  });
}

/** A browser following the e-mail's link (it asks for HTML), not a client calling the API. */
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

/** BCP 47 tags of the language segments, for `<html lang>` (as runtime/i18n/languages.ts, which server/ may not import). */
const htmlLangOf: Record<LanguageSegment, string> = { zh: 'zh-CN', en: 'en', ru: 'ru', ara: 'ar', spa: 'es', fra: 'fr', de: 'de', jp: 'ja', kor: 'ko', pt: 'pt' };

const uiLanguageOf = (language: string | undefined): LanguageSegment => (isLanguageSegment(language) ? language : 'zh');

/** A page of one catalogue sentence. */
function answerPage(reply: FastifyReply, httpStatus: number, language: string | undefined, key: MemberMessageKey) {
  const lang = messageLanguageOf(language);
  return answerPageText(reply, httpStatus, lang, memberMessage(key, lang));
}

/** A page of one sentence of a catalogue (never of the request: nothing the request says is echoed into it). */
function answerPageText(reply: FastifyReply, httpStatus: number, lang: string, text: string, dir: 'ltr' | 'rtl' = 'ltr') {
  return reply
    .code(httpStatus)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'")
    .send(`<!doctype html><html lang="${lang}" dir="${dir}"><meta charset="utf-8"><title>${text}</title><p>${text}</p></html>`);
}
