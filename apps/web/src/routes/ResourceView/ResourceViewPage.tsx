import { isCivilDate } from '@laikas/contract/time';
import { getWeekDates, getWeekOfInstant, toZonedDayMinute } from '@laikas/timetable-grid';
import { Box, Button, Select, useToast } from '@laikas/ui';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ResourceWeek } from '../../app/reservations/ResourceWeek';
import { useReservationEditor } from '../../app/reservations/useReservationEditor';
import * as page from '../../app/page.css';
import { pathTo } from '../../app/routeTable';
import { formatWeekRange, WeekNavigation } from '../../app/WeekNavigation';
import { useAppInfo } from '../../data/appInfo';
import { ApiError } from '../../data/client';
import { useResourceWeek } from '../../data/reservations';
import { useFirstResource, useResourceList } from '../../data/resources';
import * as styles from './ResourceViewPage.css';

/**
 * A resource's week (`/resources/{id?}`; no id shows the first resource): previous, next and current
 * week, click free time to reserve, click a reservation to open it, export the week.
 */
export default function ResourceViewPage() {
  const { t, i18n } = useTranslation('web');
  const params = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const toast = useToast();
  const settings = useAppInfo();
  const timeZone = settings?.time_zone ?? 'Europe/Vilnius';
  const requestedId = params.id ? Number(params.id) : undefined;
  const first = useFirstResource(requestedId === undefined);
  const resourceId = requestedId ?? first.data?.id;
  // The list of every resource as a list shows it (the other-room menu, the name while another week loads; issue
  // 33) is asked for right after the page's first render, not in it: the week's answer is in the page, and its first
  // render draws it (issue 18).
  const withList = useDeferredValue(true, false);
  const list = useResourceList(withList);
  const resources = list.data ?? [];
  const listed = resources.find((option) => option.id === resourceId);
  const [scale, setScale] = useState<'slots' | 'hours'>('hours');
  // Its week (ResourceWeek) loads the form's code once drawn.
  const { openNew } = useReservationEditor({ preload: false });

  // The week that holds today, read once when the page opens.
  const [openedAt] = useState(() => Date.now());
  const currentWeek = getWeekOfInstant(openedAt, timeZone);
  const weekParam = search.get('week');
  const week = weekParam && isCivilDate(weekParam) ? getWeekDates(weekParam)[0]! : currentWeek;
  const dates = getWeekDates(week);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
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

  function goToWeek(next: string) {
    const params = new URLSearchParams(search);
    if (next === currentWeek) {
      params.delete('week');
    } else {
      params.set('week', next);
    }
    setSearch(params);
  }

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

  async function exportWeek() {
    const exporter = await import('@laikas/reservation-form/export').catch(() => null);
    if (!exporter) {
      toast.error(t('export.unavailable'));
      return;
    }
    const { exportEvents, downloadFile } = exporter;
    const result = exportEvents(shownReservations ?? [], { timeZone });
    if (result.ok) {
      downloadFile(result.file);
    } else {
      toast.error(t(`export.${result.error}`));
    }
  }

  if (resourceError || (requestedId === undefined && first.error)) {
    return (
      <Box display="flex" flexDirection="column" gap="md">
        <h1>{t('resourceView.notFound')}</h1>
        <Link to={pathTo('ResourcesIndex')}>{t('resourceView.allResources')}</Link>
      </Box>
    );
  }

  return (
    <Box display="flex" flexDirection="column" gap="md">
      <div className={styles.header}>
        <Box display="flex" flexDirection="column" gap="xxs">
          {/* aria-busy until the name comes: the route announcer waits for the real heading. */}
          <h1 aria-busy={named ? undefined : true}>{named?.name ?? t('common.loading')}</h1>
          {/* The address line is kept while the resource loads (and when it has none): nothing below moves. */}
          <span className={page.muted}>{named?.address || '\u00a0'}</span>
        </Box>
        {/* A width of its own before the rooms come: the menu's name does not move the header. */}
        <div className={styles.roomSelect}>
          <Select
            id="other-resource"
            label={t('resourceView.otherResource')}
            options={resources.map((option) => ({ value: option.id, label: option.name }))}
            value={resourceId ?? null}
            onValueChange={(next) => {
              if (next !== null) {
                navigate({ pathname: pathTo('ResourceWithId', { id: String(next) }), search: search.toString() });
              }
            }}
          />
        </div>
      </div>
      <div className={page.toolbar}>
        <WeekNavigation week={week} currentWeek={currentWeek} onChange={goToWeek} />
        <h2 className={page.weekLabel} aria-live="polite">
          {weekLabel}
        </h2>
        <div className={page.buttonGroup} role="group" aria-label={t('resourceView.scale')}>
          <Button
            variant={scale === 'hours' ? 'primary' : 'secondary'}
            size="small"
            aria-pressed={scale === 'hours'}
            onClick={() => setScale('hours')}
          >
            {t('resourceView.hours')}
          </Button>
          <Button
            variant={scale === 'slots' ? 'primary' : 'secondary'}
            size="small"
            aria-pressed={scale === 'slots'}
            onClick={() => setScale('slots')}
          >
            {t('resourceView.slots')}
          </Button>
          <Button size="small" onClick={reserveInWeek} disabled={!resource}>
            {t('resourceView.newReservation')}
          </Button>
          <Button variant="ghost" size="small" onClick={() => void exportWeek()}>
            {t('resourceView.exportWeek')}
          </Button>
          {/* The room finder (issue 17): when this room is taken, another free one is a click away. */}
          <Link to={pathTo('FindRoom')}>{t('findRoom.fromResource')}</Link>
        </div>
      </div>
      <p className={page.muted}>{t('resourceView.hint')}</p>
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
  );
}
