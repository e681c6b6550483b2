import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import lt from './web.lt';

/** Every `<key>_<form>` of a catalogue, flattened: key → its forms. */
function pluralKeys(tree: Record<string, unknown>, prefix = ''): Map<string, Record<string, string>> {
  const keys = new Map<string, Record<string, string>>();
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null) {
      for (const [key, forms] of pluralKeys(value as Record<string, unknown>, `${prefix}${name}.`)) {
        keys.set(key, forms);
      }
      continue;
    }
    const plural = /^(.*)_(one|few|many|other)$/.exec(name);
    if (plural && typeof value === 'string') {
      const key = `${prefix}${plural[1]}`;
      keys.set(key, { ...keys.get(key), [plural[2]!]: value });
    }
  }
  return keys;
}

// Issue 28: Lithuanian's `many` is CLDR's form for fractions ("1,5 rezervacijos"): the genitive singular, never the
// genitive plural of `other` ("10 rezervacijų"), wherever the noun changes between 2–9 and 10+.
describe('Lithuanian plural forms of the web catalogue', () => {
  const forms = [...pluralKeys(lt as Record<string, unknown>)];

  it('should find the plural keys', () => {
    expect(forms.map(([key]) => key)).toContain('reports.totals.reservations');
    expect(forms.length).toBeGreaterThan(25);
  });

  it('should give every key its four forms', () => {
    expect(forms.filter(([, form]) => Object.keys(form).length !== 4).map(([key]) => key)).toEqual([]);
  });

  it('should say a fraction in the genitive singular, not as "10 or more"', () => {
    const wrong = forms.filter(([, form]) => form.few !== form.other && form.many === form.other).map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['reports.totals.reservations', 1.5, '1,5 rezervacijos'],
    ['reports.totals.reservations', 21, '21 rezervacija'],
    ['reports.totals.reservations', 12, '12 rezervacijų'],
    ['reports.totals.reservations', 3, '3 rezervacijos'],
  ] as const)('should render %s for %d as "%s"', async (key, count, expected) => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'lt', resources: { lt: { web: lt } }, defaultNS: 'web' });
    const formatted = new Intl.NumberFormat('lt-LT').format(count);
    expect(instance.t(key, { count }).replace(String(count), formatted)).toBe(expected);
  });
});
