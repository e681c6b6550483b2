export const toastEdges = ['bottom', 'top'] as const;
/** Which edge of the window the toast stack sits on (always at the end side). */
export type ToastEdge = (typeof toastEdges)[number];

export interface WindowBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface StackSize {
  width: number;
  height: number;
}

function overlap(a: WindowBox, b: WindowBox): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Where a stack of `stack` size sits on `edge` of a `view`, `margin` from its edges. */
export function getStackBox(edge: ToastEdge, stack: StackSize, view: StackSize, margin: number): WindowBox {
  const right = view.width - margin;
  const top = edge === 'bottom' ? view.height - margin - stack.height : margin;
  return { left: right - stack.width, right, top, bottom: top + stack.height };
}

/**
 * The edge for the toast stack that keeps it off what the user just made (a new reservation's
 * block): the bottom, unless the stack would cover any of `avoid` there and covers less of it at
 * the top. Boxes are in window coordinates.
 */
export function chooseToastEdge(
  avoid: readonly WindowBox[],
  stack: StackSize,
  view: StackSize,
  margin: number,
): ToastEdge {
  const covered = (edge: ToastEdge) => {
    const box = getStackBox(edge, stack, view, margin);
    return avoid.reduce((sum, target) => sum + overlap(box, target), 0);
  };
  const bottom = covered('bottom');
  return bottom > 0 && covered('top') < bottom ? 'top' : 'bottom';
}
