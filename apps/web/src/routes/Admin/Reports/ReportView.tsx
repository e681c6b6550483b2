import { clockDigits, formatTimeOfDay } from '@laikas/contract/time';
import type { ReportData, ReportFilters } from '@laikas/contract';
import { Box, Button, DataTable, Panel, vars, type DataTableColumn } from '@laikas/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportReservations, type ReportFocus } from '../../../data/reports';
import { bookedHours, busiest, heatGrid, toHours } from './reportQuery';
import * as styles from './Reports.css';

// The charts' library (recharts) is most of the reports screen's code: it loads beside the figures, which show at once.
const RoomsChart = lazy(() => import('./ReportCharts').then((module) => ({ default: module.RoomsChart })));
const WeeksChart = lazy(() => import('./ReportCharts').then((module) => ({ default: module.WeeksChart })));

/** A chart and the same numbers as a table: the table is one click away, the text alternative always there. */
function ChartPanel({
  title,
  summary,
  chart,
  table,
  scroll = false,
}: {
  title: string;
  summary: string;
  chart: React.ReactNode;
  table: React.ReactNode;
  /** A chart taller than its frame (a bar per room): the frame scrolls, by keyboard too. */
  scroll?: boolean;
}) {
  const { t } = useTranslation('web');
  const [asTable, setAsTable] = useState(false);
  return (
    <Panel aria-label={title}>
      <Box display="flex" justifyContent="space-between" alignItems="center" gap="sm">
        <h2>{title}</h2>
        <Button variant="secondary" size="small" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? t('reports.showChart') : t('reports.showTable')}
        </Button>
      </Box>
      <p className={styles.muted}>{summary}</p>
      {asTable ? (
        table
      ) : (
        <div
          className={scroll ? styles.chartScroll : undefined}
          {...(scroll && { tabIndex: 0, role: 'group', 'aria-label': t('reports.chartScroll', { title }) })}
        >
          <figure className={scroll ? styles.tallChart : styles.chart} role="img" aria-label={summary}>
            <Suspense fallback={null}>{chart}</Suspense>
          </figure>
        </div>
      )}
    </Panel>
  );
}

/** The figures of a report: totals, utilisation per room, the heat map, weeks, groups, teachers, and what is behind each. */
export function ReportView({ report, filters }: { report: ReportData; filters: ReportFilters }) {
  const { t, i18n } = useTranslation('web');
  const [focus, setFocus] = useState<ReportFocus | null>(null);
  const behind = useReportReservations(filters, focus);
  const locale = i18n.language === 'en' ? 'en-US' : 'lt-LT';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const percent = (value: number) => percentFormat.format(value);
  const weekdays = t('reports.weekdays', { returnObjects: true }) as string[];
  const top = busiest(report);
  const grid = heatGrid(report);
  const rooms = report.rooms.map((room) => ({ ...room, percent: Math.round(room.utilisation * 1000) / 10 }));
  // The chart: every room, the most used first (the table keeps the report's order).
  const chartRooms = [...rooms].sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name, locale));
  const weeks = report.weeks.map((week) => ({ ...week, hours: toHours(week.booked_minutes) }));

  // A name that opens what is behind it, and the hours and reservations every table of the report shows.
  const pick = (name: string, next: ReportFocus) => (
    <button type="button" className={styles.linkButton} onClick={() => setFocus(next)}>
      {name}
    </button>
  );
  const figures = <T extends { booked_minutes: number; reservations: number }>(): DataTableColumn<T>[] => [
    {
      id: 'booked',
      header: t('reports.columns.booked'),
      numeric: true,
      accessor: (row) => row.booked_minutes,
      cell: (row) => number.format(toHours(row.booked_minutes)),
    },
    {
      id: 'reservations',
      header: t('reports.columns.reservations'),
      numeric: true,
      accessor: (row) => row.reservations,
    },
  ];
  // Each table is named apart from its panel ("…: the table"): a table wider than a phone is a scrolling region of
  // its own, and two regions of one name fail axe's landmark-unique.
  type Room = ReportData['rooms'][number];
  const roomColumns: DataTableColumn<Room>[] = [
    {
      id: 'room',
      header: t('reports.columns.room'),
      rowHeader: true,
      accessor: (room) => room.name,
      cell: (room) => pick(room.name, { kind: 'resource', id: room.id, label: room.name }),
    },
    { id: 'capacity', header: t('reports.columns.capacity'), numeric: true, accessor: (room) => room.capacity },
    figures<Room>()[0]!,
    {
      id: 'available',
      header: t('reports.columns.available'),
      numeric: true,
      accessor: (room) => room.available_minutes,
      cell: (room) => number.format(toHours(room.available_minutes)),
    },
    {
      id: 'utilisation',
      header: t('reports.columns.utilisation'),
      numeric: true,
      accessor: (room) => room.utilisation,
      cell: (room) => percent(room.utilisation),
    },
    figures<Room>()[1]!,
  ];
  type Week = ReportData['weeks'][number];
  const weekColumns: DataTableColumn<Week>[] = [
    {
      id: 'week',
      header: t('reports.columns.week'),
      rowHeader: true,
      accessor: (week) => week.week,
      cell: (week) => pick(week.week, { kind: 'week', week: week.week, label: week.week }),
    },
    ...figures<Week>(),
  ];
  type Named = ReportData['groups'][number];
  const namedColumns = (kind: 'group' | 'teacher'): DataTableColumn<Named>[] => [
    {
      id: 'name',
      header: t(`reports.columns.${kind}`),
      rowHeader: true,
      accessor: (row) => row.name,
      cell: (row) => pick(row.name, { kind, id: row.id, label: row.name }),
    },
    ...figures<Named>(),
  ];
  const groupColumns = namedColumns('group');
  const teacherColumns = namedColumns('teacher');
  type Behind = NonNullable<typeof behind.data>['data'][number];
  const behindColumns: DataTableColumn<Behind>[] = [
    { id: 'date', header: t('reports.columns.date'), accessor: (row) => row.date },
    { id: 'time', header: t('reports.columns.time'), accessor: (row) => `${row.from_time}–${row.to_time}` },
    { id: 'name', header: t('reports.columns.name'), accessor: (row) => row.name },
    { id: 'room', header: t('reports.columns.room'), accessor: (row) => row.resource.name },
    { id: 'teacher', header: t('reports.columns.teacher'), accessor: (row) => row.responsible?.name ?? '' },
    {
      id: 'group',
      header: t('reports.columns.group'),
      accessor: (row) => row.groups.map((group) => group.name).join(', '),
    },
  ];

  const roomSummary = top.room
    ? t('reports.rooms.summary', {
        count: report.rooms.length,
        name: top.room.name,
        value: percent(top.room.utilisation),
      })
    : t('reports.empty');
  const heatSummary = top.cell
    ? t('reports.heatmap.summary', {
        weekday: weekdays[top.cell.weekday - 1],
        hour: clockDigits(top.cell.hour),
        booked: bookedHours(t, top.cell.booked_minutes, number),
      })
    : t('reports.empty');
  const weekSummary = top.week
    ? t('reports.weeks.summary', {
        count: report.weeks.length,
        week: top.week.week,
        booked: bookedHours(t, top.week.booked_minutes, number),
      })
    : t('reports.empty');

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <div className={styles.summary} aria-label={t('reports.totals.label')} role="group">
        <span>{t('reports.totals.booked', { hours: number.format(toHours(report.totals.booked_minutes)) })}</span>
        <span>{t('reports.totals.available', { hours: number.format(toHours(report.totals.available_minutes)) })}</span>
        <span>{t('reports.totals.utilisation', { value: percent(report.totals.utilisation) })}</span>
        <span>{t('reports.totals.reservations', { count: report.totals.reservations })}</span>
      </div>

      <ChartPanel
        title={t('reports.rooms.title')}
        summary={roomSummary}
        scroll
        chart={
          <RoomsChart
            rooms={chartRooms}
            name={t('reports.columns.utilisation')}
            onPick={(room) => setFocus({ kind: 'resource', id: room.id, label: room.name })}
          />
        }
        table={
          <DataTable
            label={t('reports.tableLabel', { title: t('reports.rooms.title') })}
            columns={roomColumns}
            data={report.rooms}
            getRowId={(room) => String(room.id)}
            searchable={false}
            paged={false}
          />
        }
      />

      <Panel aria-labelledby="report-heatmap">
        <h2 id="report-heatmap">{t('reports.heatmap.title')}</h2>
        <p className={styles.muted}>{heatSummary}</p>
        <div className={styles.scroller}>
          <table className={styles.heat}>
            <caption className={styles.muted}>{t('reports.heatmap.caption')}</caption>
            <thead>
              <tr>
                <td />
                {grid.hours.map((hour) => (
                  <th key={hour} scope="col">
                    {clockDigits(hour)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row, index) => (
                <tr key={index}>
                  <th scope="row">{weekdays[index]}</th>
                  {row.map((hours, column) => {
                    const share = grid.max > 0 ? hours / grid.max : 0;
                    const hour = grid.hours[column]!;
                    return (
                      <td key={hour}>
                        <button
                          type="button"
                          className={styles.heatCell}
                          style={{
                            // The cell's shade is its share of the busiest cell (computed, so inline).
                            background: `color-mix(in srgb, ${vars.color.primary} ${Math.round(share * 100)}%, ${vars.color.surface})`,
                          }}
                          aria-label={t('reports.heatmap.cell', {
                            weekday: weekdays[index],
                            hour: clockDigits(hour),
                            hours: number.format(hours),
                          })}
                          onClick={() =>
                            setFocus({
                              kind: 'cell',
                              weekday: index + 1,
                              hour,
                              label: `${weekdays[index]} ${formatTimeOfDay({ hours: hour, minutes: 0 })}`,
                            })
                          }
                        >
                          {/* The figure sits on the page's own background, not on the shade: readable at every
                              shade in both themes (WCAG 1.4.3; no single text colour contrasts with mid blues). */}
                          {hours > 0 ? <span className={styles.heatValue}>{number.format(hours)}</span> : null}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>

      <ChartPanel
        title={t('reports.weeks.title')}
        summary={weekSummary}
        chart={<WeeksChart weeks={weeks} name={t('reports.columns.booked')} />}
        table={
          <DataTable
            label={t('reports.tableLabel', { title: t('reports.weeks.title') })}
            columns={weekColumns}
            data={report.weeks}
            getRowId={(week) => week.week}
            searchable={false}
            paged={false}
          />
        }
      />

      {(['groups', 'teachers'] as const).map((kind) => (
        <Panel key={kind} aria-labelledby={`report-${kind}`}>
          <h2 id={`report-${kind}`}>{t(`reports.${kind}.title`)}</h2>
          {report[kind].length === 0 ? (
            <p className={styles.muted}>{t('reports.empty')}</p>
          ) : (
            <DataTable
              label={t('reports.tableLabel', { title: t(`reports.${kind}.title`) })}
              columns={kind === 'groups' ? groupColumns : teacherColumns}
              data={report[kind].slice(0, 50)}
              getRowId={(row) => String(row.id)}
              searchable={false}
              paged={false}
            />
          )}
        </Panel>
      ))}

      {focus ? (
        <Panel aria-labelledby="report-behind">
          <Box display="flex" justifyContent="space-between" alignItems="center" gap="sm">
            <h2 id="report-behind">{t('reports.behind.title', { what: focus.label })}</h2>
            <Button variant="secondary" size="small" onClick={() => setFocus(null)}>
              {t('reports.behind.close')}
            </Button>
          </Box>
          {behind.data ? (
            <>
              <p className={styles.muted}>{t('reports.behind.count', { count: behind.data.meta.total })}</p>
              <DataTable
                label={t('reports.tableLabel', { title: t('reports.behind.title', { what: focus.label }) })}
                columns={behindColumns}
                data={behind.data.data}
                getRowId={(row) => String(row.id)}
                searchable={false}
                paged={false}
              />
            </>
          ) : (
            <p className={styles.muted}>{t('common.loading')}</p>
          )}
        </Panel>
      ) : null}
    </Box>
  );
}
