import { alertConfirmationMessage } from '../../schemas/account/alert-confirmation-messages.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { Mail } from '../messaging/mail-sender.ts';

export type ConfirmationMailInput = { to: string; language: LanguageSegment; siteName: string; confirmUrl: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The e-mail that asks an address's owner to confirm an alert subscription someone made for it (double opt-in,
 * issue 16, item 5), in the subscriber's UI language. Until the link is followed, nothing else goes to the address.
 */
export function confirmationMail({ to, language, siteName, confirmUrl }: ConfirmationMailInput): Mail {
  const intro = alertConfirmationMessage('confirmMailIntro', language, { site: siteName });
  const ignore = alertConfirmationMessage('confirmMailIgnore', language);
  return {
    to,
    subject: alertConfirmationMessage('confirmMailSubject', language),
    text: [intro, confirmUrl, '', ignore, ''].join('\n'),
    html: `<p>${escapeHtml(intro)}</p>\n<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(confirmUrl)}</a></p>\n<p>${escapeHtml(ignore)}</p>`,
  };
}
