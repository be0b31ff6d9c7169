import { css } from '@emotion/react';
import type { SearchBoxComponent } from '../../schemas/search-box.ts';

/** The cover fills its box behind the box's content (the box is `position: relative` or `isolation: isolate`). */
const coverFill = (layer: number) => css`
  position: absolute;
  inset: 0;
  z-index: ${layer};
  width: 100%;
  height: 100%;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Commas and spaces separate candidates in `srcset`; inside one address they must be escaped. */
function srcsetAddress(url: string): string {
  return url.replace(/ /g, '%20').replace(/,/g, '%2C');
}

/** The width from which the wide (pc) cover is shown. */
export const wideCoverMedia = '(min-width: 768px)';

/**
 * A search box's background (`coverInfoList[0]`): `pcUrl` on wide screens and `mobileUrl` on narrow ones, chosen by
 * the browser through `<picture>` (so the server needs no screen test), filling its box at `layer`. Decorative: empty
 * alt. Nothing without images.
 */
export function CoverPicture({ cover, className, layer = -1 }: { cover: SearchBoxComponent['coverInfoList'][number] | undefined; className?: string; layer?: number }) {
  const wide = cover?.pcUrl ?? '';
  const narrow = cover?.mobileUrl ?? '';
  if (!wide && !narrow) return null;
  return (
    <picture className={className} css={coverFill(layer)}>
      {wide && narrow ? <source media={wideCoverMedia} srcSet={srcsetAddress(wide)} /> : null}
      <img src={narrow || wide} alt="" decoding="async" />
    </picture>
  );
}
