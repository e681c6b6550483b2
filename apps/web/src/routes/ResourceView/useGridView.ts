import { type RefObject, useLayoutEffect, useState } from 'react';

export type GridView = 'grid' | 'agenda';

const viewOf = (container: HTMLElement | null): GridView | undefined => {
  const view = container?.querySelector('[data-view]')?.getAttribute('data-view');
  return view === 'grid' || view === 'agenda' ? view : undefined;
};

/**
 * How the week grid inside `container` is drawn: as a grid, or as the agenda list it becomes when narrow (its
 * `data-view`, docs/decisions/grid-narrow-screens.md). Read from the grid itself, which measures its own width: the
 * words around it then follow the grid's choice, never a second guess at the breakpoint. Undefined until drawn.
 */
export function useGridView(container: RefObject<HTMLElement | null>): GridView | undefined {
  const [view, setView] = useState<GridView | undefined>(undefined);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) {
      return;
    }
    setView(viewOf(element));
    // The grid switches on a resize, or is drawn anew (another room).
    const observer = new MutationObserver(() => setView(viewOf(element)));
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-view'] });
    return () => observer.disconnect();
  }, [container]);
  return view;
}
