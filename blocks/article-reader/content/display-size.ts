import type { ArticleAsset } from '../../../schemas/content/article-page.ts';

/** How an image stands in the article: a figure, a figure marked large, or a formula image (inline or display). */
export type ImageUse = 'figure' | 'large-figure' | 'formula';

/*
 * Spec §9, "Figures scale by DPI/25.4 mm (fallback DPI 96); large figures x1.6; formula images x1.2", read as: an
 * image is shown at its printed size — width × 25.4 / dpi mm, i.e. width × 96 / dpi CSS px at 96 CSS px to the inch
 * (an image that records no dpi counts as 96: one image pixel per CSS pixel) — and a figure the XML marks as large
 * (its `fig-type` names a page-wide placement; JATS has no standard value, these are the ones publishers use) at 1.6
 * times that, formula images at 1.2 times. Every image is then capped at the column's width by CSS (max-width: 100%,
 * the width/height attributes keep its aspect), which is also all a figure whose printed size is already wider than
 * the column gets: the cap makes ×1.6 and ×1 the same there.
 */
const factors: Record<ImageUse, number> = { figure: 1, 'large-figure': 1.6, formula: 1.2 };

const largeFigureTypes = new Set(['large', 'wide', 'full-width', 'full-page', 'page-wide', 'page-width', 'double-column', 'two-column']);

export const isLargeFigure = (figType: string) => largeFigureTypes.has(figType.trim().toLowerCase());

/** The CSS size to lay an image out at before it loads, or null when its pixel size is unknown. */
export function displaySize(asset: Pick<ArticleAsset, 'width' | 'height' | 'dpi'>, use: ImageUse): { width: number; height: number } | null {
  if (!asset.width || !asset.height) return null;
  const scale = (96 / (asset.dpi > 0 ? asset.dpi : 96)) * factors[use];
  return { width: Math.max(1, Math.round(asset.width * scale)), height: Math.max(1, Math.round(asset.height * scale)) };
}
