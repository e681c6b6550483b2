/** What repeats in a list: a table's rows, a list's items, a listbox's options. */
const ITEM = 'tr, li, [role="row"], [role="listitem"], [role="option"]';
/** What a row does not hold: an item that does is a card (a period with its forms), not a row of a list. */
const CARD_PART = 'h1, h2, h3, h4, h5, h6, [role="heading"], form';
/** Where a lost focus looks for a heading: the dialog it was in, else the page's main content. */
const SCOPE = 'dialog, [role="dialog"], [role="alertdialog"], main';
const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
const FOCUSABLE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(', ');

/**
 * Where an element that had focus stood, noted when it took focus: enough to find a neighbour once the element is
 * gone (a row answered and taken off its list) or disabled (a button with nothing left to act on).
 */
export interface FocusPlace {
  element: HTMLElement;
  /** The element's ancestors, nearest first. */
  ancestors: readonly Element[];
  /**
   * The innermost repeated item around it (a row; not a card holding headings or forms), its list, its index there,
   * and its tab stops.
   */
  item: {
    element: Element;
    list: Element;
    index: number;
    focusables: readonly HTMLElement[];
    /** The element's index among `focusables` (-1 when it is not a tab stop, a heading say). */
    position: number;
  } | null;
  /** The headings before it in the document, in order. */
  headings: readonly Element[];
}

/** Whether an element is gone for the keyboard: out of the page, disabled, or hidden. */
export function isGone(element: Element): boolean {
  return !element.isConnected || element.matches(':disabled') || element.closest('[hidden], [inert]') !== null;
}

function isShown(element: Element): boolean {
  if (element.closest('[hidden], [inert], [aria-hidden="true"]')) {
    return false;
  }
  // Browsers lay the page out; environments that do not (jsdom) answer every element as shown.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** A tab stop one can press now. */
function isTabStop(element: Element): element is HTMLElement {
  return element instanceof HTMLElement && element.tabIndex >= 0 && !isGone(element) && isShown(element);
}

function tabStopsIn(root: Element): HTMLElement[] {
  const all = [root, ...root.querySelectorAll(FOCUSABLE)];
  return all.filter((element): element is HTMLElement => element.matches(FOCUSABLE) && isTabStop(element));
}

function itemsOf(list: Element): Element[] {
  return [...list.children].filter((child) => child.matches(ITEM));
}

/** Notes where `element` stands, for `successorOf` once it is gone. */
export function placeOf(element: HTMLElement): FocusPlace {
  const ancestors: Element[] = [];
  for (let at = element.parentElement; at; at = at.parentElement) {
    ancestors.push(at);
  }
  const closest = element.closest(ITEM);
  const itemElement = closest?.querySelector(CARD_PART) ? null : closest;
  const list = itemElement?.parentElement;
  let item: FocusPlace['item'] = null;
  if (itemElement && list) {
    const focusables = tabStopsIn(itemElement);
    item = {
      element: itemElement,
      list,
      index: itemsOf(list).indexOf(itemElement),
      focusables,
      position: focusables.indexOf(element),
    };
  }
  const headings = [...element.ownerDocument.querySelectorAll(HEADING)].filter(
    (heading) => (heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
  return { element, ancestors, item, headings };
}

/**
 * In a row that stays: the tab stop now at the place of the one that went (Decline where Accept was, an answer given),
 * else the one that came after it, else the one before it, else the row's first.
 */
function inTheSameItem(item: NonNullable<FocusPlace['item']>): HTMLElement | undefined {
  const now = tabStopsIn(item.element);
  const after = item.focusables.slice(item.position + 1).find(isTabStop);
  const before = item.focusables.slice(0, Math.max(item.position, 0)).reverse().find(isTabStop);
  const atItsPlace = item.position >= 0 ? now[item.position] : undefined;
  return atItsPlace ?? after ?? before ?? now[0];
}

/**
 * In a list whose row went: the row that took its place (else the one before it), and in it the tab stop at the place
 * the one that went had (the same action of the next row), else its last.
 */
function inTheNextItem(item: NonNullable<FocusPlace['item']>): HTMLElement | undefined {
  const items = itemsOf(item.list);
  const at = Math.min(item.index, items.length - 1);
  for (const candidate of [items[at], items[at - 1]]) {
    const stops = candidate ? tabStopsIn(candidate) : [];
    const found = stops[item.position] ?? stops.at(-1);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/**
 * Where focus goes once the element of `place` is gone: the same action of the row that took its row's place, or the
 * next control of its row when only the control went; else the nearest heading before it that is still shown, in the
 * dialog it was in or the main content (a list's heading), else that one's first heading. Null for an element of a
 * layer on top of the page (a popover, a modal) whose whole layer went: the layer gives focus back itself.
 */
export function successorOf(place: FocusPlace): HTMLElement | null {
  const { element, ancestors, item } = place;
  const anchor = element.isConnected ? element : ancestors.find((ancestor) => ancestor.isConnected);
  const body = element.ownerDocument.body;
  if (!anchor || anchor === body || anchor === element.ownerDocument.documentElement) {
    return null;
  }
  if (item) {
    let found: HTMLElement | undefined;
    if (item.element.isConnected && (element.isConnected || ancestors[0]?.isConnected)) {
      // Only the control went (or was disabled), not a part of the row around it.
      found = inTheSameItem(item);
    } else if (item.list.isConnected) {
      found = inTheNextItem(item);
    }
    if (found) {
      return found;
    }
  }
  const scope = ancestors.find((ancestor) => ancestor.isConnected && ancestor.matches(SCOPE)) ?? body;
  const heading =
    [...place.headings].reverse().find((each) => each.isConnected && scope.contains(each) && isShown(each)) ??
    scope.querySelector(HEADING);
  if (!(heading instanceof HTMLElement)) {
    return null;
  }
  if (!heading.hasAttribute('tabindex')) {
    heading.setAttribute('tabindex', '-1');
  }
  return heading;
}

/** Whether focus fell out of `place`'s element onto nothing (browsers: the body; jsdom: still the gone element). */
function focusFell(document: Document, place: FocusPlace): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === place.element || !active.isConnected;
}

/**
 * Watches `document` for the element that has focus going away (removed, disabled, hidden) with focus falling to the
 * page's body, and then gives focus to its successor (`successorOf`). It waits a task first, so that a layer closing
 * (a popover, a modal) gives focus back itself and that what the screen focuses on its own is left alone. A person
 * who clicks the page's background, leaving focus on the body, is left there. Returns the function that stops it.
 */
export function keepFocusOnThePage(document: Document): () => void {
  let place: FocusPlace | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement) {
      place = placeOf(event.target);
    }
  };
  // Focus leaving for nothing while its element stays (a click on the page's background, `blur()`): nothing to restore
  // later. Checked a task later: Chromium also says focusout as it removes the element, which is then still there.
  const onFocusOut = (event: FocusEvent) => {
    const left = place;
    if (event.relatedTarget !== null || left?.element !== event.target) {
      return;
    }
    setTimeout(() => {
      if (place === left && !isGone(left.element) && focusFell(document, left)) {
        place = null;
      }
    }, 0);
  };
  const restore = () => {
    timer = undefined;
    if (place && isGone(place.element) && focusFell(document, place)) {
      successorOf(place)?.focus();
    }
  };
  const observer = new MutationObserver(() => {
    if (place && timer === undefined && isGone(place.element)) {
      timer = setTimeout(restore, 0);
    }
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden', 'inert'],
  });
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
  };
}
