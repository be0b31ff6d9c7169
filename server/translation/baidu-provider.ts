import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { TranslationLanguage } from '../../schemas/translation-languages.ts';
import { ProviderFailure, type TranslationProvider } from './translation-provider.ts';

/** Our language codes as Baidu names them (the spec took its codes from Baidu, so today they are the same). */
const baiduLanguageCodes: Record<TranslationLanguage, string> = {
  zh: 'zh',
  en: 'en',
  ru: 'ru',
  ara: 'ara',
  fra: 'fra',
  spa: 'spa',
  de: 'de',
  jp: 'jp',
  kor: 'kor',
  pt: 'pt',
};

const baiduReply = z.union([
  z.object({ trans_result: z.array(z.object({ src: z.string(), dst: z.string() })) }),
  z.object({ error_code: z.union([z.string(), z.number()]).transform(String), error_msg: z.string().default('') }),
]);

export type BaiduProviderOptions = { url: string; appId: string; secret: string; timeoutMs: number };

/** Baidu Fanyi's request signature: md5(appid + q + salt + secret), q as sent (not URL-encoded). */
export function baiduSign(appId: string, q: string, salt: string, secret: string): string {
  return createHash('md5').update(`${appId}${q}${salt}${secret}`, 'utf8').digest('hex');
}

/**
 * Baidu Fanyi's general translation API (`/api/trans/vip/translate`), or anything speaking its protocol: a form POST
 * of q, from, to, appid, salt and sign, answered by `{from, to, trans_result: [{src, dst}]}` or `{error_code, error_msg}`.
 */
export function createBaiduProvider({ url, appId, secret, timeoutMs }: BaiduProviderOptions): TranslationProvider {
  return {
    async translate({ q, from, to, salt }) {
      const form = new URLSearchParams({ q, from, to: baiduLanguageCodes[to], appid: appId, salt: String(salt), sign: baiduSign(appId, q, String(salt), secret) });
      let status: number;
      let text: string;
      try {
        const response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
        status = response.status;
        text = await response.text();
      } catch (cause) {
        const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
        throw new ProviderFailure(timedOut ? '52001' : '52002', timedOut ? `no reply within ${timeoutMs} ms` : 'provider unreachable', { cause });
      }
      if (status < 200 || status >= 300) throw new ProviderFailure('52002', `provider answered HTTP ${status}`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (cause) {
        throw new ProviderFailure('52002', 'provider reply is not JSON', { cause });
      }
      const reply = baiduReply.safeParse(json);
      if (!reply.success) throw new ProviderFailure('52002', `provider reply has an unexpected shape: ${reply.error.issues[0]?.message ?? ''}`);
      return reply.data;
    },
  };
}
