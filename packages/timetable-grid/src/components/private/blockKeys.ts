import type { KeyboardEvent } from 'react';

/** The event block an event happened in (blocks carry `data-key`), if any. */
export function findBlock(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-key]') : null;
}

/**
 * Enter and Space click a focused event block as they would a `<button>` (blocks are divs with the
 * button role, see EventBlock): Enter as it goes down, Space as it comes up. For a grid's
 * `onKeyDown` and `onKeyUp`; returns whether the key was one of the two.
 */
export function activateBlock(event: KeyboardEvent<HTMLElement>): boolean {
  const block = findBlock(event.target);
  if (!block || (event.key !== 'Enter' && event.key !== ' ')) {
    return false;
  }
  // Space would scroll the page, Enter would submit a surrounding form.
  event.preventDefault();
  const clicks = event.type === 'keydown' ? event.key === 'Enter' && !event.repeat : event.key === ' ';
  if (clicks) {
    block.click();
  }
  return true;
}
