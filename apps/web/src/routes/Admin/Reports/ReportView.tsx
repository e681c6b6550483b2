import { clockDigits } from '@laikas/contract/time';
import type { ReportData, ReportFilters } from '@laikas/contract';
import { Box, ChartPanel, Muted, Panel } from '@laikas/ui';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportFocus } from '../../../data/reports';
import { BehindPanel } from './BehindPanel';
import { ReportHeatMap } from './ReportHeatMap';
import { reportColumns, ReportTable } from './reportColumns';
import { bookedHours, busiest, toHours } from './reportQuery';

// The charts' library (recharts) is most of the reports screen's code: it loads beside the figures, which show at once.
const RoomsChart = lazy(() => import('./ReportCharts').then((module) => ({ default: module.RoomsChart })));
const WeeksChart = lazy(() => import('./ReportCharts').then((module) => ({ default: module.WeeksChart })));

/** The figures of a report: totals, utilisation per room, the heat map, weeks, groups, teachers, and what is behind each. */
export function ReportView({ report, filters }: { report: ReportData; filters: ReportFilters }) {
  const { t, i18n } = useTranslation('web');
  const [focus, setFocus] = useState<ReportFocus | null>(null);
  const locale = i18n.language === 'en' ? 'en-US' : 'lt-LT';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const percent = (value: number) => percentFormat.format(value);
  const weekdays = t('reports.weekdays', { returnObjects: true }) as string[];
  const top = busiest(report);
  const rooms = report.rooms.map((room) => ({ ...room, percent: Math.round(room.utilisation * 1000) / 10 }));
  // The chart: every room, the most used first (the table keeps the report's order).
  const chartRooms = [...rooms].sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name, locale));
  const weeks = report.weeks.map((week) => ({ ...week, hours: toHours(week.booked_minutes) }));
  const columns = reportColumns(t, { number, percent, onPick: setFocus });
  const booked = (minutes: number) => bookedHours(t, minutes, number);
  const empty = t('reports.empty');
  const roomsTitle = t('reports.rooms.title');
  const weeksTitle = t('reports.weeks.title');

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Box display="flex" flexWrap="wrap" gap="lg" fontSize="lg" aria-label={t('reports.totals.label')} role="group">
        <span>{t('reports.totals.booked', { hours: number.format(toHours(report.totals.booked_minutes)) })}</span>
        <span>{t('reports.totals.available', { hours: number.format(toHours(report.totals.available_minutes)) })}</span>
        <span>{t('reports.totals.utilisation', { value: percent(report.totals.utilisation) })}</span>
        <span>{t('reports.totals.reservations', { count: report.totals.reservations })}</span>
      </Box>
      <ChartPanel
        title={roomsTitle}
        summary={
          top.room
            ? t('reports.rooms.summary', {
                count: report.rooms.length,
                name: top.room.name,
                value: percent(top.room.utilisation),
              })
            : empty
        }
        scroll
        chart={
          <RoomsChart
            rooms={chartRooms}
            name={t('reports.columns.utilisation')}
            onPick={(room) => setFocus({ kind: 'resource', id: room.id, label: room.name })}
          />
        }
        table={<ReportTable title={roomsTitle} columns={columns.rooms} data={report.rooms} />}
      />
      <ReportHeatMap
        report={report}
        format={(hours) => number.format(hours)}
        onPick={setFocus}
        summary={
          top.cell
            ? t('reports.heatmap.summary', {
                weekday: weekdays[top.cell.weekday - 1],
                hour: clockDigits(top.cell.hour),
                booked: booked(top.cell.booked_minutes),
              })
            : empty
        }
      />
      <ChartPanel
        title={weeksTitle}
        summary={
          top.week
            ? t('reports.weeks.summary', {
                count: report.weeks.length,
                week: top.week.week,
                booked: booked(top.week.booked_minutes),
              })
            : empty
        }
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
      {focus ? <BehindPanel filters={filters} focus={focus} onClose={() => setFocus(null)} /> : null}
    </Box>
  );
}
