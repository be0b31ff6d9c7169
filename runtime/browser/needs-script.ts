/**
 * Spread on a control that does nothing without script (the AI panel's button): a browser running no script does not
 * show it (index.html's `<noscript>` style), while one that does shows it from the server's first paint, before its
 * island has hydrated.
 */
export const needsScript = { 'data-needs-script': '' } as const;
