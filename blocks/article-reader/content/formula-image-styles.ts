import type { CSSProperties } from 'react';

/**
 * Formula and inline images at their printed size ×1.2 (display-size.ts), never wider than the column. A style
 * attribute, not a class: their class names (`mh-formula-graphic`, `mh-inline-graphic`) stay exactly what they are.
 */
export const formulaImageStyle: CSSProperties = { maxWidth: '100%', height: 'auto', verticalAlign: 'middle' };
