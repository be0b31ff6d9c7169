import { describe, expect, it } from 'vitest';
import { alertMail } from '../alert-mail.ts';

describe('the alert e-mail', () => {
  const input = {
    to: 'reader@example.org',
    siteName: 'Optics Frontier',
    rule: { type: 'keywords' as const, keywords: ['lidar', 'metasurface'], columnId: null },
    columnName: '',
    items: [
      { title: 'LiDAR <fast> & "cheap"', url: 'https://optics.example/optics/en/article/7' },
      { title: 'Metasurfaces', url: 'https://optics.example/optics/en/article/8' },
    ],
    unsubscribeUrl: 'https://optics.example/rc-pub/front/frontMembers/unSubscribeByToken?token=abc&x=1',
  };

  it('lists each new article with its link, and the unsubscribe link', () => {
    const mail = alertMail({ ...input, language: 'en' });
    expect(mail.to).toBe('reader@example.org');
    expect(mail.subject).toBe('Optics Frontier: 2 new article(s) for your subscription');
    expect(mail.text).toBe(
      [
        'Hello, these new articles match your subscription (keywords: lidar; metasurface):',
        '',
        '- LiDAR <fast> & "cheap"',
        '  https://optics.example/optics/en/article/7',
        '- Metasurfaces',
        '  https://optics.example/optics/en/article/8',
        '',
        'No longer want these e-mails? Unsubscribe:',
        input.unsubscribeUrl,
        '',
      ].join('\n'),
    );
  });

  it('escapes titles and links in its HTML', () => {
    const { html } = alertMail({ ...input, language: 'en' });
    expect(html).toContain('<a href="https://optics.example/optics/en/article/7">LiDAR &#60;fast&#62; &#38; &#34;cheap&#34;</a>');
    expect(html).toContain('token=abc&#38;x=1');
    expect(html).not.toContain('<fast>');
  });

  it('is written in the subscription’s language, naming its rule', () => {
    const mail = alertMail({ ...input, language: 'zh', rule: { type: 'column', keywords: [], columnId: 3 }, columnName: '研究论文' });
    expect(mail.subject).toBe('Optics Frontier：您订阅的2篇新文章');
    expect(mail.text.split('\n')[0]).toBe('您好，以下是符合您订阅（栏目：研究论文）的新文章：');
  });
});
