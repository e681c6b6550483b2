/**
 * An open modal holds a history entry of the page's address, so that the browser's or phone's Back closes the modal
 * instead of leaving the page under it (docs/decisions/back-closes-a-modal.md). The entry is `history.state` with a
 * mark added; the router never sees the pops between it and the page's entry (same address).
 */
const MARK = '__laikasModal';

let counter = 0;
/** The address of the entry our own `history.back()` goes to: its popstate is swallowed. */
let ownBackTo: string | null = null;
/** The address each held entry was pushed at. */
const addresses = new Map<string, string>();
/** Entries to push once our own Back has landed. */
let afterOwnBack: (() => void)[] = [];

function markOf(state: unknown): unknown {
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[MARK] : undefined;
}

/** Adds an entry of the same address marked for a modal; returns its mark. */
export function pushModalEntry(): string {
  counter += 1;
  const mark = `${Date.now()}-${counter}`;
  const push = () => {
    const state = window.history.state as Record<string, unknown> | null;
    window.history.pushState({ ...(state ?? {}), [MARK]: mark }, '', window.location.href);
    addresses.set(mark, window.location.href);
  };
  // A modal opened while our own Back is still on its way: pushed after it, or that Back would pop this entry.
  if (ownBackTo === null) {
    push();
  } else {
    afterOwnBack.push(push);
  }
  return mark;
}

/** Whether the entry shown is the modal's. */
export function isModalEntryShown(mark: string): boolean {
  return markOf(window.history.state) === mark;
}

/** A modal closed from its page (Escape, ×, an answer): its entry, when shown, is taken back off quietly. */
export function leaveModalEntry(mark: string): void {
  addresses.delete(mark);
  if (isModalEntryShown(mark)) {
    ownBackTo = window.location.href;
    window.history.back();
  }
}

type BackListener = (event: PopStateEvent) => void;
const backListeners = new Set<BackListener>();

let installed = false;

/**
 * Adds the page's one popstate listener for modals, once. Chromium calls a window's popstate listeners in the order
 * they were added, capture or not, so a pop is swallowed before the router sees it only if this came first: an app
 * with a client-side router calls it before it makes its router (`installModalBack`); a host calls it when it mounts,
 * for an app without one. Added after the router, the router saw the host's own Back and dropped the navigation an
 * answer had just started (a saved report stayed on the filters, 6 Dec).
 */
export function installModalBack(): void {
  if (installed || typeof window === 'undefined') {
    return;
  }
  installed = true;
  window.addEventListener(
    'popstate',
    (event) => {
      for (const listener of [...backListeners]) {
        listener(event);
        if (event.cancelBubble) {
          return;
        }
      }
    },
    true,
  );
}

/**
 * Listens, before the router, for Back. `onBack` runs when the entry of `mark()` was popped to the same address and
 * returns true (the pop is the modal's alone, the router does not see it); a pop to another address (a route change)
 * also runs it, and the router sees it.
 */
export function listenForBack(mark: () => string | null, onBack: (sameAddress: boolean) => void): () => void {
  const listener: BackListener = (event) => {
    if (ownBackTo !== null) {
      const same = ownBackTo === window.location.href;
      ownBackTo = null;
      const pending = afterOwnBack;
      afterOwnBack = [];
      if (same) {
        event.stopImmediatePropagation();
        pending.forEach((push) => push());
        return;
      }
    }
    const held = mark();
    if (held === null || markOf(event.state) === held) {
      return;
    }
    const sameAddress = addresses.get(held) === window.location.href;
    addresses.delete(held);
    if (sameAddress) {
      event.stopImmediatePropagation();
    }
    onBack(sameAddress);
  };
  installModalBack();
  backListeners.add(listener);
  return () => {
    backListeners.delete(listener);
  };
}
