import type { ReactNode } from 'react';

export interface RenderLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  'aria-current'?: 'page';
}

/**
 * Renders an in-app link. Components take this as a prop so that they stay router-agnostic:
 * the app passes one that renders its router's link; the default is a plain anchor.
 */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

export const renderAnchor: RenderLink = ({ href, children, className, onClick, ...rest }) => (
  <a href={href} className={className} onClick={onClick} {...rest}>
    {children}
  </a>
);
