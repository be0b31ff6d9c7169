import type { SearchBoxComponent } from '../../schemas/search-box.ts';

/** Commas and spaces separate candidates in `srcset`; inside one address they must be escaped. */
function srcsetAddress(url: string): string {
  return url.replace(/ /g, '%20').replace(/,/g, '%2C');
}

/** The width from which the wide (pc) cover is shown. */
export const wideCoverMedia = '(min-width: 768px)';

/**
 * A search box's background (`coverInfoList[0]`): `pcUrl` on wide screens and `mobileUrl` on narrow ones, chosen by
 * the browser through `<picture>` (so the server needs no screen test). Decorative: empty alt. Nothing without images.
 */
export function CoverPicture({ cover, className }: { cover: SearchBoxComponent['coverInfoList'][number] | undefined; className?: string }) {
  const wide = cover?.pcUrl ?? '';
  const narrow = cover?.mobileUrl ?? '';
  if (!wide && !narrow) return null;
  return (
    <picture className={className}>
      {wide && narrow ? <source media={wideCoverMedia} srcSet={srcsetAddress(wide)} /> : null}
      <img src={narrow || wide} alt="" decoding="async" />
    </picture>
  );
}
