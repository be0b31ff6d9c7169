import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './navigation.ts';

type AdminLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/**
 * A link to a screen of the app (its `href` from `adminHref`): a real link, so it opens in a new tab, is copied and
 * read as one; a plain click changes the screen without loading the document again.
 */
export function AdminLink({ href, onClick, ...rest }: AdminLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || rest.target) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
