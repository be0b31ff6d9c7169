import { memberMessage, type MessageKey } from '../../schemas/account/member-messages.ts';
import type { Mail } from '../messaging/mail-sender.ts';
import type { SubscriptionRule } from '../members/subscriptions.ts';

export type AlertItem = { title: string; url: string };
export type AlertMailInput = {
  to: string;
  language: 'zh' | 'en';
  siteName: string;
  rule: SubscriptionRule;
  /** The subscribed column's name in the mail's language (type column). */
  columnName: string;
  items: readonly AlertItem[];
  unsubscribeUrl: string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function ruleText({ rule, columnName, language }: AlertMailInput): string {
  const say = (key: MessageKey, values?: Record<string, string>) => memberMessage(key, language, values);
  switch (rule.type) {
    case 'current':
      return say('ruleCurrent');
    case 'onlineFirst':
      return say('ruleOnlineFirst');
    case 'keywords':
      return say('ruleKeywords', { keywords: rule.keywords.join('; ') });
    case 'column':
      return say('ruleColumn', { column: columnName });
  }
}

/** One alert e-mail: the new articles (title and link) and the unsubscribe link, as text and as HTML. */
export function alertMail(input: AlertMailInput): Mail {
  const say = (key: MessageKey, values?: Record<string, string | number>) => memberMessage(key, input.language, values);
  const intro = say('alertIntro', { rule: ruleText(input) });
  const text = [
    intro,
    '',
    ...input.items.flatMap(({ title, url }) => [`- ${title}`, `  ${url}`]),
    '',
    say('alertUnsubscribe'),
    input.unsubscribeUrl,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...input.items.map(({ title, url }) => `<li><a href="${escapeHtml(url)}">${escapeHtml(title)}</a></li>`),
    '</ul>',
    `<p>${escapeHtml(say('alertUnsubscribe'))} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(input.unsubscribeUrl)}</a></p>`,
  ].join('\n');
  return { to: input.to, subject: say('alertSubject', { site: input.siteName, count: input.items.length }), text, html };
}
