import { describe, expect, it } from 'vitest';
import { formatCivilDate, formatWeekRange } from './civilDates';

describe('given dates written in Lithuanian', () => {
  it('should keep "m." and "d." on the line of their number', () => {
    // A phone wrapped the week's heading as "…2026 m. gruodžio 6" / "d.".
    expect(formatWeekRange('2026-11-30', '2026-12-06', 'lt')).toBe(
      '2026\u00a0m. lapkričio 30\u00a0d. – 2026\u00a0m. gruodžio 6\u00a0d.',
    );
    expect(formatCivilDate('2026-12-07', 'lt', 'dayOfWeek')).toBe('gruodžio 7\u00a0d., pirmadienis');
  });

  it('should write English dates as the language does', () => {
    expect(formatCivilDate('2026-12-07', 'en', 'weekday')).toBe('Monday, December 7, 2026');
  });
});
