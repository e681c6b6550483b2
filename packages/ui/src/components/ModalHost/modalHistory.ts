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

/**
 * Listens, before the router, for Back. `onBack` runs when the entry of `mark()` was popped to the same address and
 * returns true (the pop is the modal's alone, the router does not see it); a pop to another address (a route change)
 * also runs it, and the router sees it.
 */
export function listenForBack(mark: () => string | null, onBack: (sameAddress: boolean) => void): () => void {
  const listener = (event: PopStateEvent) => {
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
  window.addEventListener('popstate', listener, true);
  return () => window.removeEventListener('popstate', listener, true);
}
