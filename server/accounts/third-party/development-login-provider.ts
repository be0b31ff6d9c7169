import { ThirdPartyRefused, type ThirdPartyIdentity, type ThirdPartyLoginProvider } from './third-party-login-provider.ts';

const developmentCode = /^dev:([\w.@-]{1,64})$/;

/**
 * A stand-in for the real provider, for development and tests: no network. Its "sign-in page" is the callback itself,
 * with the code `dev:<identity>` (THIRD_PARTY_DEV_IDENTITY); any `dev:<identity>` code is accepted, so a tester can
 * edit the URL to arrive as someone else.
 */
export class DevelopmentLoginProvider implements ThirdPartyLoginProvider {
  readonly name = 'development';

  constructor(
    private readonly callbackUrl: string,
    private readonly identity: string,
  ) {}

  authorizeUrl(state: string): string {
    const separator = this.callbackUrl.includes('?') ? '&' : '?';
    return `${this.callbackUrl}${separator}code=${encodeURIComponent(`dev:${this.identity}`)}&state=${encodeURIComponent(state)}`;
  }

  async identify(code: string): Promise<ThirdPartyIdentity> {
    const match = developmentCode.exec(code);
    if (!match) throw new ThirdPartyRefused('not a development code');
    return { subject: match[1]!, displayName: match[1]! };
  }
}
