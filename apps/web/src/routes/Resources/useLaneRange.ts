import { isCivilDate, type CivilDate } from '@laikas/contract/time';
import { toZonedDayMinute, type LaneGridProps } from '@laikas/timetable-grid';
import { vars } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCivilDate, formatWeekRange } from '../../app/civilDates';
import { readView, storeView } from '../../data/viewCookie';
import { getLaneDates, readStoredView, type LaneView } from './laneRange';

/** A week's table keeps about 120 px a day: narrower, its rows scroll sideways under their header. */
const WEEK_MIN_WIDTH = '1040px';

/**
 * The days a lane screen shows (rooms at a glance, the group and teacher lanes): today in the institution's time
 * zone, the anchor day the arrows and the date picker move (kept in the address as `?date=YYYY-MM-DD`, so a day can be
 * linked and survives a reload; today when absent or not a date; the arrows are links to it), the view (day or week)
 * kept in a cookie under `viewKey` (the server draws rooms at a glance in it, issue 33), the range's label, and how the
 * lane grid sits in the page (`frame`): its header sticks under the app's sticky bar, and a week scrolls sideways in
 * the grid itself (a scroller around the grid held its header, which then scrolled away with the rows).
 */
export function useLaneRange(timeZone: string, viewKey: string) {
  const { i18n } = useTranslation('web');
  const [today] = useState(() => toZonedDayMinute(Date.now(), timeZone).date);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('date');
  const anchor: CivilDate = asked !== null && isCivilDate(asked) ? asked : today;

  /** The query of the address with `next` as the anchor (the rest kept; no `date` for today). */
  function paramsOf(next: CivilDate, current: URLSearchParams): URLSearchParams {
    const params = new URLSearchParams(current);
    if (next === today) {
      params.delete('date');
    } else {
      params.set('date', next);
    }
    return params;
  }
  function setAnchor(next: CivilDate) {
    setSearchParams((current) => paramsOf(next, current), { replace: true });
  }
  /** The address's query that shows `next` (the arrows are links to it). */
  function searchOf(next: CivilDate): string {
    const query = paramsOf(next, searchParams).toString();
    return query ? `?${query}` : '';
  }
  const [view, setView] = useState<LaneView>(() => readStoredView(readView(viewKey)));
  const dates = useMemo(() => getLaneDates(anchor, view), [anchor, view]);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;

  function changeView(next: LaneView) {
    storeView(viewKey, next);
    setView(next);
  }

  const rangeLabel =
    view === 'day' ? formatCivilDate(from, i18n.language, 'weekday') : formatWeekRange(from, to, i18n.language);

  const frame: Pick<LaneGridProps, 'stickyTop' | 'minWidth'> = {
    stickyTop: vars.size.headerHeight,
    minWidth: view === 'week' ? WEEK_MIN_WIDTH : undefined,
  };

  return { today, anchor, setAnchor, searchOf, view, changeView, dates, from, to, rangeLabel, frame };
}

export type LaneRange = ReturnType<typeof useLaneRange>;
