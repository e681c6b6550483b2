import { describe, expect, it } from 'vitest';
import { dayAfterKey } from './dayKeys';

const day = (text: string) => {
  const [year, month, date] = text.split('-').map(Number);
  return new Date(year!, month! - 1, date);
};
const text = (date: Date | undefined) =>
  date &&
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('dayAfterKey', () => {
  // Thursday 12 March 2026.
  it.each([
    ['ArrowLeft', false, '2026-03-11'],
    ['ArrowRight', false, '2026-03-13'],
    ['ArrowUp', false, '2026-03-05'],
    ['ArrowDown', false, '2026-03-19'],
    ['PageUp', false, '2026-02-12'],
    ['PageDown', false, '2026-04-12'],
    ['ArrowLeft', true, '2026-02-12'],
    ['ArrowRight', true, '2026-04-12'],
    ['ArrowUp', true, '2025-03-12'],
    ['ArrowDown', true, '2027-03-12'],
    ['PageUp', true, '2025-03-12'],
    ['PageDown', true, '2027-03-12'],
    ['Home', false, '2026-03-09'],
    ['End', false, '2026-03-15'],
  ])('should move from Thursday 2026-03-12 on %s (Shift: %s) to %s', (key, shiftKey, expected) => {
    expect(text(dayAfterKey(day('2026-03-12'), key, shiftKey))).toBe(expected);
  });

  it('should keep weeks from Monday: Home on a Sunday goes back six days, End on a Monday forward six', () => {
    expect(text(dayAfterKey(day('2026-03-15'), 'Home'))).toBe('2026-03-09');
    expect(text(dayAfterKey(day('2026-03-09'), 'End'))).toBe('2026-03-15');
  });

  it("should land on a shorter month's last day and cross years", () => {
    expect(text(dayAfterKey(day('2026-01-31'), 'PageDown'))).toBe('2026-02-28');
    expect(text(dayAfterKey(day('2024-02-29'), 'PageDown', true))).toBe('2025-02-28');
    expect(text(dayAfterKey(day('2026-12-31'), 'ArrowRight'))).toBe('2027-01-01');
  });

  it('should stay within 1900 to 2100', () => {
    expect(text(dayAfterKey(day('1900-01-03'), 'ArrowUp'))).toBe('1900-01-01');
    expect(text(dayAfterKey(day('2100-12-20'), 'PageDown'))).toBe('2100-12-31');
  });

  it('should move nothing on other keys', () => {
    expect(dayAfterKey(day('2026-03-12'), 'Enter')).toBeUndefined();
    expect(dayAfterKey(day('2026-03-12'), 'a')).toBeUndefined();
  });
});
