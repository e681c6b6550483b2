import type { ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../private/link';
import * as styles from './SectionNav.css';

/** A link of a `SectionNav` or a `HeaderMenu`. */
export interface NavLink {
  href: string;
  label: ReactNode;
  /** The page shown is this link's (`aria-current="page"`). */
  current?: boolean;
}

export interface SectionNavProps {
  /** The navigation's name ("Sections"). */
  label: string;
  links: readonly NavLink[];
  /** Renders each link with the app's router; a plain anchor by default. */
  renderLink?: RenderLink;
}

/**
 * The sections of one area (the administration's screens) as tabs above its screen, the current one underlined: they
 * wrap from a tablet up and scroll sideways on a phone.
 */
export function SectionNav({ label, links, renderLink = renderAnchor }: SectionNavProps) {
  return (
    <nav className={styles.bar} aria-label={label}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            {renderLink({
              href: link.href,
              className: styles.link,
              'aria-current': link.current ? 'page' : undefined,
              children: link.label,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
