/**
 * What the modal host shows: one modal at a time, described by its component, its header and
 * its props. Plain data and functions so the rules are testable without React.
 */
export interface ModalState<Component = unknown> {
  component: Component | null;
  header?: unknown;
  props?: Record<string, unknown>;
}

/** The state of a host that shows nothing. */
export const EMPTY_MODAL = { component: null } as const satisfies ModalState;

/**
 * The state after setting `next`: an empty modal (no component, `null` or `undefined`)
 * clears the host, whatever header or props came with it.
 */
export function setModalState<Component>(
  next: ModalState<Component> | null | undefined,
): ModalState<Component> | typeof EMPTY_MODAL {
  if (!next || next.component === null || next.component === undefined) {
    return EMPTY_MODAL;
  }
  return { component: next.component, header: next.header, props: next.props ?? {} };
}

/** Whether a state shows a modal. */
export function isModalOpen(state: ModalState<unknown>): boolean {
  return state.component !== null && state.component !== undefined;
}
