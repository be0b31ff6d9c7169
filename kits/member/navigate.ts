/** Document loads the member screens cause, in one place so tests can watch them (jsdom does not navigate). */
export const navigate = {
  assign: (href: string) => window.location.assign(href),
  replace: (href: string) => window.location.replace(href),
};
