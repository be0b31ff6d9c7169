/** Spec §9: the translator popover's threshold. */
export const translatorPopoverEdge = 250;

export type TranslatorPlacement = 'top-start' | 'top-end' | 'bottom-start' | 'bottom-end';

/**
 * Where the translator popover opens beside its button (spec §4: "placement depends on anchor offset, threshold
 * 250 px"). The anchor's offset is read in the viewport: with less than 250 px above it the popover opens below
 * (bottom), else above (top); with less than 250 px to its left it starts at the anchor and extends rightwards
 * (start), else it ends at the anchor (end).
 */
export function translatorPlacement(anchor: { top: number; left: number }, edge = translatorPopoverEdge): TranslatorPlacement {
  const side = anchor.top < edge ? 'bottom' : 'top';
  const align = anchor.left < edge ? 'start' : 'end';
  return `${side}-${align}`;
}
