/** Spec §9: reference and footnote popovers, 450 px wide, switch sides within 225 px of a viewport edge. */
export const referencePopoverWidth = 450;
export const referencePopoverEdge = 225;

export type PopoverPlacement = 'top-start' | 'top-end' | 'top';

/**
 * Where a reference popover opens (spec §4): near the left edge it starts at the anchor (top-start), near the right
 * edge it ends at it (top-end), elsewhere it is centred above it.
 */
export function popoverPlacement(anchor: { left: number; right: number }, viewportWidth: number, edge = referencePopoverEdge): PopoverPlacement {
  if (anchor.left < edge) return 'top-start';
  if (viewportWidth - anchor.right < edge) return 'top-end';
  return 'top';
}
