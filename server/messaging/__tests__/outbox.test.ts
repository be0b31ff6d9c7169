import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env.ts';
import { messagingFromEnv } from '../messaging-from-env.ts';
import { Outbox } from '../outbox.ts';
import { SmtpMailSender } from '../smtp-mail-sender.ts';

describe('Outbox', () => {
  it('keeps messages oldest first, filtered by recipient regardless of case, within its capacity', () => {
    let now = 0;
    const outbox = new Outbox<{ to: string; text: string }>(2, () => ++now);
    outbox.add({ to: 'A@b.cn', text: 'one' });
    outbox.add({ to: '138', text: 'two' });
    outbox.add({ to: 'a@B.cn', text: 'three' });
    expect(outbox.list().map((message) => message.text)).toEqual(['two', 'three']);
    expect(outbox.list('a@b.cn')).toEqual([{ to: 'a@B.cn', text: 'three', sentAt: 3 }]);
    expect(outbox.latest('138')?.text).toBe('two');
    outbox.clear();
    expect(outbox.list()).toEqual([]);
  });
});

describe('messagingFromEnv', () => {
  it('keeps mail and SMS in outboxes in development when no SMTP server is configured', async () => {
    const messaging = messagingFromEnv(readEnv({ NODE_ENV: 'development' }));
    await messaging.mail.send({ to: 'a@b.cn', subject: 's', text: 't' });
    await messaging.sms.send({ to: '13812345678', text: 'code' });
    expect(messaging.outboxes.mail?.list()).toMatchObject([{ to: 'a@b.cn', subject: 's' }]);
    expect(messaging.outboxes.sms?.list()).toMatchObject([{ to: '13812345678', text: 'code' }]);
  });

  it('sends mail by SMTP when SMTP_URL is set (no connection is made until a send)', () => {
    const messaging = messagingFromEnv(readEnv({ NODE_ENV: 'test', SMTP_URL: 'smtp://user:pass@127.0.0.1:2525', MAIL_FROM: 'Journal <no-reply@journal.example>' }));
    expect(messaging.mail).toBeInstanceOf(SmtpMailSender);
    expect(messaging.outboxes.mail).toBeUndefined();
    expect(messaging.outboxes.sms).toBeDefined();
    messaging.close();
  });

  it('keeps no SMS outbox in production: without a gateway a text message is refused, never kept where no reader gets it', async () => {
    const messaging = messagingFromEnv(readEnv({ NODE_ENV: 'production' }));
    expect(messaging.outboxes.sms).toBeUndefined();
    await expect(messaging.sms.send({ to: '13812345678', text: 'code' })).rejects.toThrow(/no SMS gateway/);
  });

  it('refuses an SMTP_URL of another scheme', () => {
    expect(() => readEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });
});
