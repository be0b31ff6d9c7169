import type { AnchorHTMLAttributes } from 'react';
import type { PersonalPlace } from './personal-place.ts';
import { usePlace } from './place-context.ts';
import { isPlainClick } from './use-personal-place.ts';

/** A link to a place in the personal centre: a real address (new tab, copy link), followed in place on a plain click. */
export function PlaceLink({ to, ...rest }: { to: PersonalPlace } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>) {
  const { go, hrefOf } = usePlace();
  return (
    <a
      {...rest}
      href={hrefOf(to)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        go(to);
      }}
    />
  );
}
