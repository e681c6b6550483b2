import { describe, expect, it } from 'vitest';
import { getFormDefaults, type ReservationFormValues } from './formValues';
import { hasErrors, validateFormValues } from './validation';

const valid: ReservationFormValues = {
  ...getFormDefaults(undefined, { reservable: [1], from: '2026-03-02', from_time: '10:00', to_time: '11:30' }),
  name: 'Algebra',
};

describe('validateFormValues', () => {
  it.each<{ name: string; change: Partial<ReservationFormValues>; errors: Record<string, string> }>([
    { name: 'a complete lecture', change: {}, errors: {} },
    { name: 'no resource', change: { reservable: [] }, errors: { reservable: 'resourceRequired' } },
    { name: 'a blank name', change: { name: '   ' }, errors: { name: 'nameRequired' } },
    { name: 'no date', change: { from: '' }, errors: { from: 'dateRequired' } },
    { name: 'no end time', change: { to_time: null }, errors: { to: 'timeRequired' } },
    {
      name: 'an end before the start',
      change: { to_time: { hours: 9, minutes: 0 } },
      errors: { to: 'endBeforeStart' },
    },
    {
      name: 'an end equal to the start',
      change: { to_time: { hours: 10, minutes: 0 } },
      errors: { to: 'endBeforeStart' },
    },
    {
      name: 'a repeat interval of 25',
      change: { repeater: { type: 'daily', interval: 25, until: '2026-03-09', weekdays: [] } },
      errors: { 'repeater.interval': 'intervalRange' },
    },
  ])('given $name, should report $errors', ({ change, errors }) => {
    const result = validateFormValues({ ...valid, ...change });
    expect(result).toEqual(errors);
    expect(hasErrors(result)).toBe(Object.keys(errors).length > 0);
  });
});
