/** Who the third party says the reader is. */
export type ThirdPartyIdentity = { subject: string; displayName: string };

/**
 * A third-party sign-in service (the spec's UMT login: getUmtLoginUrl, loginByThirdLoginUrl). The reader is sent to
 * `authorizeUrl`, signs in there, and comes back to the client's callback page with `code` and our `state`.
 */
export interface ThirdPartyLoginProvider {
  /** Stored with each linked identity; changing it unlinks everyone. */
  readonly name: string;
  authorizeUrl(state: string): string;
  /** The identity a callback code stands for; throws {@link ThirdPartyRefused} for a code the provider does not accept. */
  identify(code: string): Promise<ThirdPartyIdentity>;
}

export class ThirdPartyRefused extends Error {
  override readonly name = 'ThirdPartyRefused';
}
