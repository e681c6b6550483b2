import { useState, type ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../private/link';
import type { NavLink } from '../SectionNav';
import * as styles from './HeaderMenu.css';

export interface HeaderMenuProps {
  /** The group's name, its button ("Timetables", "My profile"). */
  label: ReactNode;
  links: readonly NavLink[];
  /** The group was opened (an app starts loading its screens' code). */
  onOpen?: () => void;
  /** Renders each link with the app's router; a plain anchor by default. */
  renderLink?: RenderLink;
}

/**
 * One group of `AppHeader`'s navigation: a `<details>` whose links drop down under its name (open under it in the
 * phone's menu); choosing a link closes it. The current page's link is marked (`aria-current="page"`).
 */
export function HeaderMenu({ label, links, onOpen, renderLink = renderAnchor }: HeaderMenuProps) {
  const [details, setDetails] = useState<HTMLDetailsElement | null>(null);
  return (
    <details
      ref={setDetails}
      className={styles.group}
      onToggle={(event) => {
        if (event.currentTarget.open) {
          onOpen?.();
        }
      }}
    >
      <summary className={styles.summary}>{label}</summary>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            {renderLink({
              href: link.href,
              className: styles.link,
              'aria-current': link.current ? 'page' : undefined,
              // A link chosen closes the group (its page opens without the page load that would).
              onClick: () => details?.removeAttribute('open'),
              children: link.label,
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}
