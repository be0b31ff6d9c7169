/** The colours every page shares whatever its theme colour (CSS variables in global-styles.tsx). */
export const baseColours = {
  text: '#1f2328',
  muted: '#59636e',
  border: '#d8dee4',
  surface: '#ffffff',
  page: '#f6f8fa',
  /** Text on the theme colour: navigation, buttons, back to top. */
  onPrimary: '#ffffff',
} as const;
