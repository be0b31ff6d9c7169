import { describe, expect, it } from 'vitest';
import { DevelopmentLoginProvider } from '../third-party/development-login-provider.ts';
import { ThirdPartyRefused } from '../third-party/third-party-login-provider.ts';

describe('DevelopmentLoginProvider', () => {
  it('sends the reader straight back to the callback with its identity as the code', () => {
    const provider = new DevelopmentLoginProvider('/login?lang=en', 'dev-reader');
    const url = new URL(provider.authorizeUrl('s.t'), 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'en', code: 'dev:dev-reader', state: 's.t' });
  });

  it('accepts development codes only', async () => {
    const provider = new DevelopmentLoginProvider('/login', 'dev-reader');
    await expect(provider.identify('dev:alice')).resolves.toEqual({ subject: 'alice', displayName: 'alice' });
    await expect(provider.identify('alice')).rejects.toBeInstanceOf(ThirdPartyRefused);
    await expect(provider.identify('dev:<script>')).rejects.toBeInstanceOf(ThirdPartyRefused);
  });
});
