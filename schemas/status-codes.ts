/**
 * Envelope status values. 0 and 401 come from spec §7/§4; 10001 (unknown site → forbidden page) from spec §8.
 * The rest are this implementation's, chosen outside the ranges the spec uses.
 */
export const statusCodes = {
  ok: 0,
  unauthorized: 401,
  siteNotFound: 10001,
  siteExpired: 10002,
  siteMaintenance: 10003,
  badRequest: 40000,
  /** Reading or downloading needs a signed-in reader on this site (spec §6). */
  loginRequired: 40100,
  /** The translation provider is not configured or refused the call. */
  translationUnavailable: 50300,
  /** The site's aggregated config does not enable machine translation (spec §5: enableTranslation = 1). */
  translationDisabled: 40300,
  /** A state-changing request a page of another site made (issue 16: Origin / Sec-Fetch-Site). */
  crossSiteRefused: 40310,
  notFound: 40400,
  /** The back office: a signed-in account without the power or the site a call needs. */
  adminForbidden: 40301,
  /** The back office: a write without its session's CSRF token (x-csrf-token). */
  csrfRefused: 40320,
  /** The back office: a save naming an older version of what another editor has changed since. */
  conflict: 40900,
  internalError: 50000,
  /** The database cannot be reached just now (stopped, restarting): try again shortly (HTTP 503). */
  serviceUnavailable: 50310,
} as const;

export type StatusCode = (typeof statusCodes)[keyof typeof statusCodes];

/** Reader-facing texts of spec §8 that the server sends as envelope messages. */
export const statusMessages = {
  siteNotFound: 'Site not found',
  siteExpiredTitle: 'Website Expiration Reminder!',
  siteExpired: 'This website has expired, please contact the enterprise administrator for further use.',
  maintenanceTitle: 'System maintenance notice',
  maintenance: 'Please understand the inconvenience caused by system maintenance.',
  dataFailed: 'Data acquisition failed',
  noData: 'No data',
  notFound: "We're sorry, the page you requested cannot be found.",
  downloadLoginRequired: 'Please log in to your personal account to obtain download permission.',
  readingLoginRequired: 'Please log in to your personal account to obtain full text reading permission.',
} as const;
