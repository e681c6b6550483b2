import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';
import { useLaneReservations } from './lanes';

/** Each group's lane answers with one reservation named after the group and the range; group 3's answer is held. */
function answerLanes(held: Promise<void>) {
  return vi.spyOn(api, 'get').mockImplementation(async (path, query) => {
    const id = Number(/\/api\/groups\/(\d+)\//.exec(path)?.[1]);
    if (id === 3) {
      await held;
    }
    const { start } = query as { start: string };
    return { data: [{ id: id * 100, name: `group ${id} from ${start}` }], closures: [] } as never;
  });
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const names = (data: ReturnType<typeof useLaneReservations>['data']) =>
  data?.rows.flatMap((row) => row.reservations.map((reservation) => reservation.name));

describe("the lanes' reservations", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should keep the shown rows’ blocks while a row just added loads, and show them with it once it has', async () => {
    let release = () => {};
    answerLanes(new Promise<void>((resolve) => (release = resolve)));
    const { result, rerender } = renderHook(
      ({ ids }: { ids: number[] }) => useLaneReservations('groups', ids, '2026-12-07', '2026-12-13'),
      { wrapper, initialProps: { ids: [1, 2] } },
    );
    await waitFor(() =>
      expect(names(result.current.data)).toEqual(['group 1 from 2026-12-07', 'group 2 from 2026-12-07']),
    );
    rerender({ ids: [1, 2, 3] });
    // Group 3's lane is still being asked for: the two rows shown keep their blocks.
    expect(names(result.current.data)).toEqual(['group 1 from 2026-12-07', 'group 2 from 2026-12-07']);
    release();
    await waitFor(() => expect(names(result.current.data)).toHaveLength(3));
  });

  it('should show none of the last week’s blocks while another week loads', async () => {
    let release = () => {};
    const get = answerLanes(Promise.resolve());
    const { result, rerender } = renderHook(
      ({ from, to }: { from: string; to: string }) => useLaneReservations('groups', [1], from, to),
      { wrapper, initialProps: { from: '2026-12-07', to: '2026-12-13' } },
    );
    await waitFor(() => expect(names(result.current.data)).toEqual(['group 1 from 2026-12-07']));
    const held = new Promise<void>((resolve) => (release = resolve));
    get.mockImplementation(async () => {
      await held;
      return { data: [{ id: 100, name: 'group 1 from 2026-12-14' }], closures: [] } as never;
    });
    rerender({ from: '2026-12-14', to: '2026-12-20' });
    expect(result.current.data).toBeUndefined();
    release();
    await waitFor(() => expect(names(result.current.data)).toEqual(['group 1 from 2026-12-14']));
  });
});
