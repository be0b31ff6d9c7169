import type { TranslationReply } from '../../schemas/translation.ts';
import type { TranslationLanguage } from '../../schemas/translation-languages.ts';

export type ProviderRequest = { q: string; from: 'auto'; to: TranslationLanguage; salt: number };

/** A machine-translation service: answers Baidu Fanyi's reply shape, its own error codes included. */
export interface TranslationProvider {
  translate(request: ProviderRequest): Promise<TranslationReply>;
}

/** No usable reply from the provider: Baidu's 52001 (it took too long) or 52002 (unreachable, or an unreadable reply). */
export class ProviderFailure extends Error {
  constructor(
    readonly code: '52001' | '52002',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ProviderFailure';
  }
}
