import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { filtersToParams } from '../../../data/reports';
import { bookedHours, filtersFromParams, heatGrid, monthOf, periodPresets, toHours } from './reportQuery';

describe('monthOf', () => {
  it.each([
    ['2027-03-15', { from: '2027-03-01', to: '2027-03-31' }],
    ['2028-02-10', { from: '2028-02-01', to: '2028-02-29' }],
    ['2026-11-24', { from: '2026-11-01', to: '2026-11-30' }],
  ])('should span the month of %s', (date, expected) => {
    expect(monthOf(date)).toEqual(expected);
  });
});

describe('periodPresets', () => {
  const spring = { name: 'Spring', starts_on: '2026-02-01', ends_on: '2026-06-30' };
  const autumn = { name: 'Autumn', starts_on: '2026-09-01', ends_on: '2027-01-31' };
  const next = { name: 'Next spring', starts_on: '2027-02-01', ends_on: '2027-06-30' };
  const range = (which: string, period: typeof spring) => ({
    which,
    name: period.name,
    from: period.starts_on,
    to: period.ends_on,
  });
  it.each([
    { case: 'in a period', today: '2026-12-06', expected: [range('current', autumn), range('previous', spring)] },
    { case: 'on its first day', today: '2026-09-01', expected: [range('current', autumn), range('previous', spring)] },
    { case: 'on its last day', today: '2027-01-31', expected: [range('current', autumn), range('previous', spring)] },
    { case: 'between periods (summer)', today: '2026-07-15', expected: [range('previous', spring)] },
    { case: 'in the first period', today: '2026-03-01', expected: [range('current', spring)] },
    { case: 'before any period', today: '2025-12-01', expected: [] },
  ])('should offer the right ranges $case', ({ today, expected }) => {
    expect(periodPresets([next, autumn, spring], today)).toEqual(expected);
  });
});

describe('filtersToParams and filtersFromParams', () => {
  it('should write every filter to the address and read the same back', () => {
    const filters = {
      from: '2027-03-01',
      to: '2027-03-31',
      resources: [3, 4],
      tags: ['projektorius'],
      groups: [7],
      type: 'lecture' as const,
      days: 'all' as const,
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe(
      'from=2027-03-01&to=2027-03-31&resources=3&resources=4&tags=projektorius&groups=7&type=lecture&days=all',
    );
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('should read nothing without a range and drop ids that are no ids', () => {
    expect(filtersFromParams(new URLSearchParams('from=2027-03-01'))).toBeNull();
    expect(filtersFromParams(new URLSearchParams('from=2027-03-01&to=2027-03-02&resources=x&resources=5'))).toEqual({
      from: '2027-03-01',
      to: '2027-03-02',
      resources: [5],
    });
  });
});

describe('heatGrid', () => {
  it('should lay the cells out Monday first over the working hours, in hours', () => {
    const grid = heatGrid({
      heatmap: [
        { weekday: 2, hour: 10, booked_minutes: 120 },
        { weekday: 7, hour: 19, booked_minutes: 30 },
      ],
    });
    expect(grid.hours).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(grid.rows[1]![2]).toBe(2);
    expect(grid.rows[6]![11]).toBe(0.5);
    expect(grid.max).toBe(2);
    expect(toHours(100)).toBe(1.67);
  });
});

// Issue 28: "72 užimtų valandų" had no plural forms; the count chooses the form in the web app's own catalogue.
describe('bookedHours', () => {
  async function catalogue(language: 'lt' | 'en') {
    const resources = (await import(`../../../locales/web.${language}.ts`)) as { default: Record<string, unknown> };
    const instance = i18next.createInstance();
    await instance.init({ lng: language, resources: { [language]: { web: resources.default } }, defaultNS: 'web' });
    return instance.t.bind(instance) as Parameters<typeof bookedHours>[0];
  }

  it.each([
    ['lt', 72 * 60, '72 užimtos valandos'],
    ['lt', 60, '1 užimta valanda'],
    ['lt', 21 * 60, '21 užimta valanda'],
    ['lt', 10 * 60, '10 užimtų valandų'],
    ['lt', 12 * 60, '12 užimtų valandų'],
    ['lt', 90, '1,5 užimtos valandos'],
    ['en', 60, '1 booked hour'],
    ['en', 72 * 60, '72 booked hours'],
    ['en', 90, '1.5 booked hours'],
  ] as const)('should say %s %i minutes as "%s"', async (language, minutes, expected) => {
    const number = new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-US', { maximumFractionDigits: 2 });
    expect(bookedHours(await catalogue(language), minutes, number)).toBe(expected);
  });
});
