/** `date` (`YYYY-MM-DD`) moved by `days` days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday `weeks` weeks after the current week's Monday. */
export function mondayIn(weeks: number): string {
  const now = new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = (today.getUTCDay() + 6) % 7;
  return addDays(today.toISOString().slice(0, 10), weeks * 7 - weekday);
}

/** The Saturday `weeks` weeks after this week's (the demo fills weekdays). */
export function saturdayIn(weeks: number): string {
  return addDays(mondayIn(weeks), 5);
}
