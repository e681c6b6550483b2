import { FIRST_YEAR, LAST_YEAR } from './dateValue';

const FIRST_DAY = new Date(FIRST_YEAR, 0, 1);
const LAST_DAY = new Date(LAST_YEAR, 11, 31);

/** The same day `months` later (earlier when negative), or the month's last day when it is shorter. */
function shiftMonths(day: Date, months: number): Date {
  const first = new Date(day.getFullYear(), day.getMonth() + months, 1);
  const length = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(day.getDate(), length));
}

function shiftDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

/** Days since Monday: 0 on a Monday, 6 on a Sunday. */
function daysSinceMonday(day: Date): number {
  return (day.getDay() + 6) % 7;
}

/**
 * The day a key moves the month grid's focus to, as the grid (react-day-picker, weeks from Monday) moves it: arrows
 * by a day or a week (with Shift, a month or a year), Page Up/Down by a month (with Shift, a year), Home and End to
 * the week's Monday and Sunday; kept within 1900–2100. Undefined for a key that moves nothing. The picker uses it
 * for keys pressed before the grid's code has loaded, so that they are not lost.
 */
export function dayAfterKey(day: Date, key: string, shiftKey = false): Date | undefined {
  let next: Date;
  switch (key) {
    case 'ArrowLeft':
      next = shiftKey ? shiftMonths(day, -1) : shiftDays(day, -1);
      break;
    case 'ArrowRight':
      next = shiftKey ? shiftMonths(day, 1) : shiftDays(day, 1);
      break;
    case 'ArrowUp':
      next = shiftKey ? shiftMonths(day, -12) : shiftDays(day, -7);
      break;
    case 'ArrowDown':
      next = shiftKey ? shiftMonths(day, 12) : shiftDays(day, 7);
      break;
    case 'PageUp':
      next = shiftMonths(day, shiftKey ? -12 : -1);
      break;
    case 'PageDown':
      next = shiftMonths(day, shiftKey ? 12 : 1);
      break;
    case 'Home':
      next = shiftDays(day, -daysSinceMonday(day));
      break;
    case 'End':
      next = shiftDays(day, 6 - daysSinceMonday(day));
      break;
    default:
      return undefined;
  }
  if (next < FIRST_DAY) {
    return FIRST_DAY;
  }
  return next > LAST_DAY ? LAST_DAY : next;
}
