import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from './appInfo';

/** Instants as the reader's language writes them, on the university's clock (`time_zone` of the settings). */
export interface UniversityTime {
  /** "Nov 30, 2026, 6:45 PM" in English, "2026-11-30 18:45" in Lithuanian. */
  dateTime: (iso: string) => string;
  /** "Nov 30, 2026, 6:45 PM–8:15 PM": a span within one day. */
  span: (startsAt: string, endsAt: string) => string;
}

export function useUniversityTime(): UniversityTime {
  const { i18n } = useTranslation('web');
  const timeZone = useAppInfo()?.time_zone;
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone });
    return {
      dateTime: (iso) => dateTime.format(new Date(iso)),
      span: (startsAt, endsAt) => `${dateTime.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`,
    };
  }, [i18n.language, timeZone]);
}
