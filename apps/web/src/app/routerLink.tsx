import type { RenderLinkProps } from '@laikas/ui';
import { Link } from 'react-router';

/** A link of ui's header, menus and section bar, as the router's (no page load). */
export function routerLink({ href, children, ...rest }: RenderLinkProps & { 'aria-label'?: string }) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
