/** The ways a screen writes a `YYYY-MM-DD` date, in the interface language. */
const DATE_STYLES = {
  /** "16 November 2026". */
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  /** "Monday, 16 November 2026". */
  weekday: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  /** "Monday, 16 November": a day of a list that names its year elsewhere. */
  dayOfWeek: { weekday: 'long', month: 'long', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type CivilDateStyle = keyof typeof DATE_STYLES;

/*
 * One formatter per language and style, made once: building an `Intl.DateTimeFormat` loads its locale's data, which
 * cost the server's render of a room's page ~0.5 ms of CPU per page (issue 33, bench/README.md, `server-profile`).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** A `YYYY-MM-DD` date as the language writes it (noon, so no time zone moves it to another day). */
export function formatCivilDate(date: string, language: string, style: CivilDateStyle = 'date'): string {
  const locale = language === 'en' ? 'en-US' : 'lt-LT';
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DATE_STYLES[style]);
    formats.set(key, format);
  }
  const text = format.format(new Date(`${date}T12:00:00`));
  // "2026 m. gruodžio 6 d.": a line never breaks between a number and its "m." or "d." (a phone's heading ended "6" /
  // "d."); Intl writes an ordinary space there.
  return locale === 'lt-LT' ? text.replace(/(\d) (m\.|d\.)/g, '$1\u00a0$2') : text;
}

/** "16 November 2026 – 22 November 2026" in the interface language. */
export function formatWeekRange(from: string, to: string, language: string): string {
  return `${formatCivilDate(from, language)} – ${formatCivilDate(to, language)}`;
}
