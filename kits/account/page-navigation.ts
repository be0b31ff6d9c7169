/** The document loads the account screens cause, in one place so tests can watch them (jsdom does not navigate). */
export const pageNavigation = {
  assign: (href: string) => window.location.assign(href),
};
