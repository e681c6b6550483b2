import { useEffect, useState, type ReactNode } from 'react';
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
 *
 * It behaves as a WAI-ARIA disclosure of links (WCAG 2.1.2, 1.4.13): Escape closes it and puts focus back on its
 * name, and it closes when focus leaves it (Tab past its last link, Shift+Tab before its name) and on a pointer press
 * outside it, so opening another group, by keyboard or pointer, closes this one.
 */
export function HeaderMenu({ label, links, onOpen, renderLink = renderAnchor }: HeaderMenuProps) {
  const [details, setDetails] = useState<HTMLDetailsElement | null>(null);
  const [open, setOpen] = useState(false);

  // While open: Escape, focus moving elsewhere and a press outside close it. Listeners exist only while it is open.
  useEffect(() => {
    if (!details || !open) {
      return undefined;
    }
    const close = () => details.removeAttribute('open');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') {
        return;
      }
      // The innermost layer first: an open group inside the phone's menu closes before the menu does.
      event.stopPropagation();
      close();
      details.querySelector('summary')?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus moved somewhere else on the page. (No related target: the window lost focus, or a press on something
      // that takes no focus, which the pointer listener handles.)
      if (event.relatedTarget instanceof Node && !details.contains(event.relatedTarget)) {
        close();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) {
        close();
      }
    };
    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [details, open]);

  return (
    <details
      ref={setDetails}
      className={styles.group}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        if (isOpen) {
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
