import { useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

/**
 * The rows chosen on a list (their ids), which belong to the list they were chosen on (`listKey`, its query): another
 * filter or page starts with none.
 */
export function useListSelection(listKey: string) {
  const [selection, setSelection] = useState({ key: listKey, ids: NONE });
  const selected = selection.key === listKey ? selection.ids : NONE;
  /** Chooses the rows of `ids` (`on`), or lets them go. */
  const select = (ids: readonly number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ key: listKey, ids: next });
  };
  const clear = () => setSelection({ key: listKey, ids: NONE });
  return { selected, select, clear };
}
