/** `date` (`YYYY-MM-DD`) moved by `days` days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Today in the demo university's zone (the browser's and the server's), not in UTC: from 22:00 or 23:00 UTC on a
 * Sunday it is already Monday in Vilnius, and "next week" for a person there is a week later than UTC's.
 */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date());
}

/** The Monday `weeks` weeks after the current week's Monday (in Vilnius). */
export function mondayIn(weeks: number): string {
  const date = today();
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, weeks * 7 - weekday);
}

/** The Saturday `weeks` weeks after this week's (the demo fills weekdays). */
export function saturdayIn(weeks: number): string {
  return addDays(mondayIn(weeks), 5);
}
