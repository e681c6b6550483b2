import { clockDigits, formatTimeOfDay } from '@laikas/contract/time';
import type { ReportData, ReportFilters } from '@laikas/contract';
import { Box, ChartPanel, HeatMap, Muted, Panel } from '@laikas/ui';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportFocus } from '../../../data/reports';
import { bookedHours, busiest, heatGrid, resourceKindOf, toHours } from './reportQuery';
import { Behind, reportColumns, ReportTable } from './ReportTables';

// The charts' library (recharts) is most of the reports screen's code: it loads beside the figures, which show at once.
const RoomsChart = lazy(() => import('./ReportCharts').then((module) => ({ default: module.RoomsChart })));
const WeeksChart = lazy(() => import('./ReportCharts').then((module) => ({ default: module.WeeksChart })));

/**
 * The figures of a report: totals, utilisation per room, booked hours per weekday and hour (the heat map), weeks,
 * groups, teachers; a name, bar or cell opens the bookings behind it.
 */
export function ReportView({ report, filters }: { report: ReportData; filters: ReportFilters }) {
  const { t, i18n } = useTranslation('web');
  const [focus, setFocus] = useState<ReportFocus | null>(null);
  const locale = i18n.language === 'en' ? 'en-US' : 'lt-LT';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const percent = (value: number) => percentFormat.format(value);
  const hours = (minutes: number) => number.format(toHours(minutes));
  const booked = (minutes: number) => bookedHours(t, minutes, number);
  const weekdays = t('reports.weekdays', { returnObjects: true }) as string[];
  const kind = resourceKindOf(report.rooms);
  const columns = reportColumns(t, number, percent, setFocus, kind);
  const { room, cell, week } = busiest(report);
  const grid = heatGrid(report);
  const empty = t('reports.empty');
  // The chart: every room, the most used first (the table keeps the report's order).
  const rooms = report.rooms
    .map((entry) => ({ ...entry, percent: Math.round(entry.utilisation * 1000) / 10 }))
    .sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name, locale));
  const weeks = report.weeks.map((entry) => ({ ...entry, hours: toHours(entry.booked_minutes) }));
  const [roomsTitle, weeksTitle] = [t(`reports.rooms.title.${kind}`), t('reports.weeks.title')];
  // A room seats people; a pool of portable equipment (projectors) has no seats and is no room (issue 27, as rooms at a
  // glance reads it): the breakdown holds both, its count says how many of each.
  const roomCount = report.rooms.filter((entry) => (entry.capacity ?? 0) > 0).length;
  const counted = [
    roomCount > 0 ? t('reports.rooms.count', { count: roomCount }) : null,
    report.rooms.length > roomCount ? t('reports.rooms.items', { count: report.rooms.length - roomCount }) : null,
  ].filter((part) => part !== null);
  const what =
    counted.length === 2 ? t('reports.rooms.roomsAndItems', { rooms: counted[0], items: counted[1] }) : counted[0];
  const roomsSummary = room
    ? t('reports.rooms.summary', { what, name: room.name, value: percent(room.utilisation) })
    : empty;
  const cellSummary = cell
    ? t('reports.heatmap.summary', {
        weekday: (t('reports.weekdaysInSentence', { returnObjects: true }) as string[])[cell.weekday - 1],
        hour: clockDigits(cell.hour),
        booked: booked(cell.booked_minutes),
      })
    : empty;
  const weeksSummary = week
    ? t('reports.weeks.summary', { count: report.weeks.length, week: week.week, booked: booked(week.booked_minutes) })
    : empty;

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Box display="flex" flexWrap="wrap" gap="lg" fontSize="lg" aria-label={t('reports.totals.label')} role="group">
        <span>{t('reports.totals.booked', { hours: hours(report.totals.booked_minutes) })}</span>
        <span>{t('reports.totals.available', { hours: hours(report.totals.available_minutes) })}</span>
        <span>{t('reports.totals.utilisation', { value: percent(report.totals.utilisation) })}</span>
        <span>{t('reports.totals.reservations', { count: report.totals.reservations })}</span>
      </Box>
      <ChartPanel
        title={roomsTitle}
        summary={roomsSummary}
        scroll
        chart={
          <RoomsChart
            rooms={rooms}
            name={t('reports.columns.utilisation')}
            onPick={(picked) => setFocus({ kind: 'resource', id: picked.id, label: picked.name })}
          />
        }
        table={<ReportTable title={roomsTitle} columns={columns.rooms} data={report.rooms} />}
      />
      <Panel aria-labelledby="report-heatmap">
        <h2 id="report-heatmap">{t('reports.heatmap.title')}</h2>
        <Muted small>{cellSummary}</Muted>
        <HeatMap
          caption={t('reports.heatmap.caption')}
          rows={weekdays}
          columns={grid.hours.map(clockDigits)}
          values={grid.rows}
          format={(value) => number.format(value)}
          cellLabel={(row, column, value) =>
            t('reports.heatmap.cell', { weekday: weekdays[row], hour: clockDigits(grid.hours[column]!), hours: value })
          }
          onCellClick={(row, column) => {
            const hour = grid.hours[column]!;
            const label = `${weekdays[row]} ${formatTimeOfDay({ hours: hour, minutes: 0 })}`;
            setFocus({ kind: 'cell', weekday: row + 1, hour, label });
          }}
        />
      </Panel>
      <ChartPanel
        title={weeksTitle}
        summary={weeksSummary}
        chart={<WeeksChart weeks={weeks} name={t('reports.columns.booked')} />}
        table={<ReportTable title={weeksTitle} columns={columns.weeks} data={report.weeks} />}
      />
      {(['groups', 'teachers'] as const).map((kind) => (
        <Panel key={kind} aria-labelledby={`report-${kind}`}>
          <h2 id={`report-${kind}`}>{t(`reports.${kind}.title`)}</h2>
          {report[kind].length === 0 ? (
            <Muted small>{empty}</Muted>
          ) : (
            <ReportTable title={t(`reports.${kind}.title`)} columns={columns[kind]} data={report[kind].slice(0, 50)} />
          )}
        </Panel>
      ))}
      {focus ? <Behind filters={filters} focus={focus} kind={kind} onClose={() => setFocus(null)} /> : null}
    </Box>
  );
}
