import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from './appInfo';

/** Instants as the reader's language writes them, on the university's clock (`time_zone` of the settings). */
export interface UniversityTime {
  /** "Nov 30, 2026, 18:45" in English, "2026-11-30 18:45" in Lithuanian: the 24-hour clock of the grid and forms. */
  dateTime: (iso: string) => string;
  /** "Nov 30, 2026, 18:45–20:15": a span within one day. */
  span: (startsAt: string, endsAt: string) => string;
  /** "Nov 30, 2026" in English, "2026-11-30" in Lithuanian: the day an instant falls on. */
  date: (iso: string) => string;
}

export function useUniversityTime(): UniversityTime {
  const { i18n } = useTranslation('web');
  const timeZone = useAppInfo()?.time_zone;
  return useMemo(() => {
    // The week, the slots and the time pickers say 18:45 in both languages; so do these (en-US would say 6:45 PM).
    const options = { timeStyle: 'short', hourCycle: 'h23', timeZone } as const;
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', ...options });
    const time = new Intl.DateTimeFormat(i18n.language, options);
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
    return {
      dateTime: (iso) => dateTime.format(new Date(iso)),
      span: (startsAt, endsAt) => `${dateTime.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`,
      date: (iso) => date.format(new Date(iso)),
    };
  }, [i18n.language, timeZone]);
}
