import { reservationsOfWeek, type ResourceWeek } from '@laikas/contract';
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineAnswersInPage, removeInlinedAnswers } from './inlinedInTests';
import { keys } from './keys';

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
    expect(data[keys.settings()]).toEqual({ time_zone: 'Europe/Vilnius' });
    const shown = data[unstable_serialize(keys.resourceWeek(4, '2026-12-14', '2026-12-20'))];
    // What the week's hook makes of its answer: the resource, and the reservations in the spec's shape again.
    expect(shown).toEqual({ resource, reservations: reservationsOfWeek(week as unknown as ResourceWeek) });
    expect(shown).toMatchObject({ reservations: [{ id: 9, resource: { id: 4, name: 'MIF 201' } }] });
  });

  it('should hold nothing for a page without answers (signed out)', async () => {
    vi.resetModules();
    expect((await import('./firstRender')).firstRenderData()).toEqual({});
  });
});
