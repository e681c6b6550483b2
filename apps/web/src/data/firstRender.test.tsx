import { reservationsOfWeek, type ResourceWeek } from '@laikas/contract';
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineAnswersInPage, removeInlinedAnswers } from './inlinedInTests';
import { glanceQuery } from './glance';
import { readKey } from './calls';
import { keys } from './keys';
import { USER_RESERVATIONS } from './reservations';

const noFilters = { address: null, tag: null, capacity: null, freeNow: false };

// Each case loads the data modules afresh (the page is read once), the session's with the UI's: slow on a busy machine.
// 30 s was passed at load average 20 in a fresh-clone CI run; the limit is for a hung case, not a timing goal.
describe("the first render's data", { timeout: 120_000 }, () => {
  afterEach(removeInlinedAnswers);

  async function firstRenderOf(answers: Record<string, unknown>) {
    inlineAnswersInPage(answers);
    vi.resetModules();
    return (await import('./firstRender')).firstRenderData();
  }

  it("should hold each inlined answer under its hook's key, shaped as the hook shapes it", async () => {
    const resource = { id: 4, name: 'MIF 201', address: 'Didlaukio g. 47', settings: { slots: [] } };
    const reservation = { id: 9, item_id: 7, annexes: [], repeater_id: null, detached: false, from: '2026-12-14' };
    const week = { resource, repeaters: [], reservations: [reservation] };
    const data = await firstRenderOf({
      '/api/user': { data: { id: 1, name: 'Ona' } },
      '/api/settings': { data: { time_zone: 'Europe/Vilnius' } },
      '/api/resources/4/week?from=2026-12-14&to=2026-12-20': { data: week },
    });
    expect(data[keys.user()]).toEqual({ id: 1, name: 'Ona' });
    expect(data[unstable_serialize(readKey('settings', '/api/settings'))]).toEqual({ time_zone: 'Europe/Vilnius' });
    const shown = data[unstable_serialize(keys.resourceWeek(4, '2026-12-14', '2026-12-20'))];
    // What the week's hook makes of its answer: the resource, and the reservations in the spec's shape again.
    expect(shown).toEqual({ resource, reservations: reservationsOfWeek(week as unknown as ResourceWeek) });
    expect(shown).toMatchObject({ reservations: [{ id: 9, resource: { id: 4, name: 'MIF 201' } }] });
  });

  it("should hold the answers of Home, a reservation's page and rooms at a glance under their hooks' keys", async () => {
    const week = { from: '2026-11-16', to: '2026-11-22' };
    const day = '2026-11-22';
    const data = await firstRenderOf({
      '/api/reservations?showUserReservations=1&per_page=100': { data: [{ id: 3 }] },
      '/api/group-timetables/mine': { data: [{ id: 8 }] },
      '/api/group-timetables/8/reservations?from=2026-11-16&to=2026-11-22': { data: [{ id: 5 }] },
      '/api/resources/4': { data: { id: 4, name: 'MIF 201' } },
      '/api/reservations/17': { data: { id: 17 } },
      '/api/rooms/glance?from=2026-11-22&to=2026-11-22': { data: { rooms: [] } },
    });
    expect(data).toEqual({
      [unstable_serialize(readKey('reservations', ...USER_RESERVATIONS))]: [{ id: 3 }],
      [unstable_serialize(readKey('timetables', '/api/group-timetables/mine'))]: [{ id: 8 }],
      [unstable_serialize(readKey('reservations', '/api/group-timetables/8/reservations', week))]: [{ id: 5 }],
      [unstable_serialize(readKey('resources', '/api/resources/4'))]: { id: 4, name: 'MIF 201' },
      [unstable_serialize(readKey('reservations', '/api/reservations/17'))]: { id: 17 },
      // The key the screen asks with no filter set.
      [unstable_serialize(readKey('reservations', '/api/rooms/glance', glanceQuery(day, day, noFilters)))]: {
        rooms: [],
      },
    });
  });

  it('should hold nothing for a page without answers (signed out)', async () => {
    vi.resetModules();
    expect((await import('./firstRender')).firstRenderData()).toEqual({});
  });
});
