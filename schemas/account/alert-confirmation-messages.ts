import type { LanguageSegment } from '../language-codes.ts';

/**
 * What the double opt-in of e-mail alerts says (issue 16, item 5) — the confirmation e-mail and the page its link
 * opens — in every UI language of spec §9, since the subscriber may use any. `{site}` is the site's name.
 */
export const alertConfirmationMessages = {
  confirmed: {
    en: 'Your e-mail alert is confirmed. Alerts will come to this address.',
    zh: '您的邮件订阅已确认，提醒将发送到此邮箱。',
    ru: 'Ваша подписка на оповещения подтверждена. Оповещения будут приходить на этот адрес.',
    ara: 'تم تأكيد تنبيه البريد الإلكتروني. ستصل التنبيهات إلى هذا العنوان.',
    spa: 'Su alerta por correo está confirmada. Las alertas llegarán a esta dirección.',
    fra: 'Votre alerte e-mail est confirmée. Les alertes arriveront à cette adresse.',
    de: 'Ihr E-Mail-Alert ist bestätigt. Benachrichtigungen gehen an diese Adresse.',
    jp: 'メールアラートが確認されました。このアドレスにアラートが届きます。',
    kor: '이메일 알림이 확인되었습니다. 이 주소로 알림이 발송됩니다.',
    pt: 'Seu alerta por e-mail foi confirmado. Os alertas chegarão a este endereço.',
  },
  confirmLinkInvalid: {
    en: 'This confirmation link is invalid or has already been used.',
    zh: '该确认链接无效或已使用。',
    ru: 'Ссылка подтверждения недействительна или уже использована.',
    ara: 'رابط التأكيد هذا غير صالح أو تم استخدامه من قبل.',
    spa: 'Este enlace de confirmación no es válido o ya se ha usado.',
    fra: 'Ce lien de confirmation est invalide ou a déjà été utilisé.',
    de: 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.',
    jp: 'この確認リンクは無効か、すでに使用されています。',
    kor: '이 확인 링크는 유효하지 않거나 이미 사용되었습니다.',
    pt: 'Este link de confirmação é inválido ou já foi usado.',
  },
  confirmMailSubject: {
    en: 'Please confirm your e-mail alert',
    zh: '请确认您的邮件订阅',
    ru: 'Подтвердите подписку на оповещения',
    ara: 'يرجى تأكيد تنبيه البريد الإلكتروني',
    spa: 'Confirme su alerta por correo',
    fra: 'Veuillez confirmer votre alerte e-mail',
    de: 'Bitte bestätigen Sie Ihren E-Mail-Alert',
    jp: 'メールアラートを確認してください',
    kor: '이메일 알림을 확인해 주세요',
    pt: 'Confirme seu alerta por e-mail',
  },
  confirmMailIntro: {
    en: 'Someone, probably you, asked for e-mail alerts from {site} to this address. To receive them, open this link:',
    zh: '有人（可能是您）为此邮箱订阅了{site}的邮件提醒。如需接收，请打开以下链接：',
    ru: 'Кто-то, вероятно вы, запросил оповещения {site} на этот адрес. Чтобы получать их, откройте ссылку:',
    ara: 'طلب شخص ما، ربما أنت، تنبيهات {site} على هذا العنوان. لتلقيها افتح هذا الرابط:',
    spa: 'Alguien, probablemente usted, pidió alertas de {site} para esta dirección. Para recibirlas, abra este enlace:',
    fra: 'Quelqu’un, sans doute vous, a demandé des alertes de {site} à cette adresse. Pour les recevoir, ouvrez ce lien :',
    de: 'Jemand, vermutlich Sie, hat Benachrichtigungen von {site} an diese Adresse bestellt. Um sie zu erhalten, öffnen Sie diesen Link:',
    jp: 'どなたか（おそらくご本人）がこのアドレスで{site}のメールアラートを申し込みました。受け取るには次のリンクを開いてください：',
    kor: '누군가(아마도 본인)가 이 주소로 {site}의 이메일 알림을 신청했습니다. 받으려면 다음 링크를 여세요:',
    pt: 'Alguém, provavelmente você, pediu alertas de {site} para este endereço. Para recebê-los, abra este link:',
  },
  confirmMailIgnore: {
    en: 'If it was not you, ignore this e-mail: nothing will be sent.',
    zh: '如果不是您本人操作，请忽略此邮件，我们不会再发送任何邮件。',
    ru: 'Если это были не вы, проигнорируйте письмо: ничего отправлено не будет.',
    ara: 'إذا لم تكن أنت، فتجاهل هذه الرسالة: لن يُرسل شيء.',
    spa: 'Si no fue usted, ignore este correo: no se enviará nada.',
    fra: 'Si ce n’était pas vous, ignorez ce message : rien ne sera envoyé.',
    de: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Es wird nichts gesendet.',
    jp: 'お心当たりがない場合はこのメールを無視してください。何も送信されません。',
    kor: '본인이 아니라면 이 메일을 무시하세요. 아무것도 발송되지 않습니다.',
    pt: 'Se não foi você, ignore este e-mail: nada será enviado.',
  },
} as const satisfies Record<string, Record<LanguageSegment, string>>;

export type AlertConfirmationMessageKey = keyof typeof alertConfirmationMessages;

export function alertConfirmationMessage(key: AlertConfirmationMessageKey, language: LanguageSegment, values: Record<string, string> = {}): string {
  return alertConfirmationMessages[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
