import { toZonedDayMinute } from '@laikas/timetable-grid';
import { Box, Button, Inline, Muted } from '@laikas/ui';
import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ResourceWeek } from '../../app/reservations/ResourceWeek';
import { useReservationEditor } from '../../app/reservations/useReservationEditor';
import { pathTo } from '../../app/routeTable';
import { useAddressWeek } from '../../app/useAddressWeek';
import { useCalendarExport } from '../../app/useCalendarExport';
import { formatWeekRange } from '../../app/civilDates';
import { WeekNavigation } from '../../app/WeekNavigation';
import { useTimeZone } from '../../data/appInfo';
import { ApiError } from '../../data/client';
import { useResourceWeek } from '../../data/reservations';
import { useResourceList } from '../../data/resources';
import { ResourceViewHeader } from './ResourceViewHeader';
import { ScaleLinks, useAddressScale } from './ScaleLinks';
import { useGridView } from './useGridView';

/**
 * A resource's week (`/resources/{id?}`; no id shows the first resource): previous, next and current
 * week, click free time to reserve, click a reservation to open it, export the week.
 */
export default function ResourceViewPage() {
  const { t, i18n } = useTranslation('web');
  const params = useParams();
  const exportCalendar = useCalendarExport();
  const timeZone = useTimeZone();
  const requestedId = params.id ? Number(params.id) : undefined;
  // The list of every resource as a list shows it (the other-room menu, the name while another week loads; issue
  // 33) is asked for right after the page's first render, not in it: the week's answer is in the page, and its first
  // render draws it (issue 18). Without an id the page shows the list's first resource, so it asks at once.
  const withList = useDeferredValue(true, false);
  const list = useResourceList(withList || requestedId === undefined);
  const resources = list.data ?? [];
  const resourceId = requestedId ?? resources[0]?.id;
  const listed = resources.find((option) => option.id === resourceId);
  // Kept in the address (`?scale=slots`), so that the server draws the scale chosen and a reload keeps it.
  const { scale } = useAddressScale();
  // A narrow week is a list of each day's reservations, with no free time to click: its hint says what it offers,
  // and it offers no scale switch, which would change nothing in the list.
  const weekRef = useRef<HTMLDivElement>(null);
  const agenda = useGridView(weekRef) === 'agenda';
  const hint = agenda ? t('resourceView.agendaHint') : t('resourceView.hint');
  // Its week (ResourceWeek) loads the form's code once drawn.
  const { openNew } = useReservationEditor({ preload: false });

  // The week shown; the week that holds today, read once when the page opens.
  const { openedAt, currentWeek, week, dates, from, to, searchOf } = useAddressWeek(timeZone);
  // The same key as the grid's, so the export reads what is on screen. Read while rendering: the query tracks
  // what a render reads, and a value read only in the click handler would be the one from before it loaded.
  // The screen draws from one call (issue 18): the resource and its week; the list the app holds fills in the name
  // while another week loads.
  const shown = useResourceWeek(resourceId, from, to);
  // The room as its last week's answer had it (its settings draw the next week's slots while that week loads).
  const [known, setKnown] = useState(shown.data?.resource);
  if (shown.data && shown.data.resource !== known) {
    setKnown(shown.data.resource);
  }
  const resource = shown.data?.resource ?? (known?.id === resourceId ? known : undefined);
  const named = resource ?? listed;
  const resourceError =
    (shown.error instanceof ApiError && shown.error.status === 404) ||
    (list.data !== undefined && resourceId !== undefined && !listed);
  const shownReservations = shown.data?.reservations;
  const weekLabel = formatWeekRange(from, to, i18n.language);
  // The week's calendar file is named for what it holds, in the reader's language (it was schedule_<timestamp>.ics).
  const weekFileName = t('resourceView.weekFile', { room: named?.name ?? '', from, to });

  /** A new reservation in the week shown: today when the week holds today, else its Monday. */
  function reserveInWeek() {
    if (!resource) {
      return;
    }
    const today = toZonedDayMinute(openedAt, timeZone).date;
    openNew({
      reservable: [resource.id],
      from: dates.includes(today) ? today : from,
      // Spec 4: a new reservation is a lecture, whichever scale the week is shown in (issue 12, item 7).
      type: 'lecture',
    });
  }

  // No id and no resource (none, or the list failed): nothing to show.
  const noFirst = requestedId === undefined && (list.error !== undefined || list.data?.length === 0);
  if (resourceError || noFirst) {
    return (
      <Box display="flex" flexDirection="column" gap="md">
        <h1>{t('resourceView.notFound')}</h1>
        <Link to={pathTo('ResourcesIndex')}>{t('resourceView.allResources')}</Link>
      </Box>
    );
  }

  return (
    <Box display="flex" flexDirection="column" gap="md">
      <ResourceViewHeader named={named} resources={resources} resourceId={resourceId} />
      <Inline align="spaceBetween" space="md">
        <WeekNavigation week={week} currentWeek={currentWeek} searchOf={searchOf} />
        <Box as="h2" fontSize="lg" aria-live="polite">
          {weekLabel}
        </Box>
        <Inline space="xs">
          {agenda ? null : <ScaleLinks />}
          <Button size="small" onClick={reserveInWeek} disabled={!resource}>
            {t('resourceView.newReservation')}
          </Button>
          <Button
            variant="ghost"
            size="small"
            onClick={() =>
              void exportCalendar((exporter) =>
                exporter.exportEvents(shownReservations ?? [], { timeZone, fileName: weekFileName }),
              )
            }
          >
            {t('resourceView.exportWeek')}
          </Button>
          {/* The room finder (issue 17): when this room is taken, another free one is a click away. */}
          <Link to={pathTo('FindRoom')}>{t('findRoom.fromResource')}</Link>
        </Inline>
      </Inline>
      <Box ref={weekRef} display="flex" flexDirection="column" gap="md">
        <Muted small>{hint}</Muted>
        {resourceId !== undefined ? (
          <ResourceWeek
            resourceId={resourceId}
            resource={resource}
            from={from}
            to={to}
            timeZone={timeZone}
            scale={scale}
            label={t('resourceView.gridLabel', { name: named?.name ?? '', week: weekLabel })}
          />
        ) : null}
      </Box>
    </Box>
  );
}
