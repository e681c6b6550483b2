import type { ReportData, ReportFilters, ReportReservation } from '@laikas/contract';
import { Box, Button, DataTable, Muted, Panel, type DataTableColumn, type DataTableRow } from '@laikas/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useReportReservations, type ReportFocus } from '../../../data/reports';
import { toHours, type ReportResourceKind } from './reportQuery';

type Room = ReportData['rooms'][number];
type Week = ReportData['weeks'][number];
type Named = ReportData['groups'][number];
type Counted = { booked_minutes: number; reservations: number };

/**
 * The columns of the report's tables: the first names the row (the label of what is behind it, which it opens with
 * `onPick`); every table shows the booked hours and the reservations.
 */
export function reportColumns(
  t: TFunction<'web'>,
  number: Intl.NumberFormat,
  percent: (value: number) => string,
  onPick: (focus: ReportFocus) => void,
  /** What the rooms table holds: its first column is headed so. */
  kind: ReportResourceKind = 'room',
) {
  const opens = <T,>(id: string, focus: (row: T) => ReportFocus, header = id): DataTableColumn<T> => ({
    id,
    header: t(`reports.columns.${header}`),
    rowHeader: true,
    accessor: (row) => focus(row).label,
    cell: (row) => (
      <Button variant="link" onClick={() => onPick(focus(row))}>
        {focus(row).label}
      </Button>
    ),
  });
  const figure = <T,>(
    id: string,
    value: (row: T) => number | null,
    show?: (value: number) => string,
  ): DataTableColumn<T> => ({
    id,
    header: t(`reports.columns.${id}`),
    numeric: true,
    accessor: value,
    cell: show && ((row) => show(value(row) ?? 0)),
  });
  const hours = (minutes: number) => number.format(toHours(minutes));
  const booked = <T extends Counted>() => figure<T>('booked', (row) => row.booked_minutes, hours);
  const reservations = <T extends Counted>() => figure<T>('reservations', (row) => row.reservations);
  const named = (kind: 'group' | 'teacher') => [
    opens<Named>(kind, (row) => ({ kind, id: row.id, label: row.name })),
    booked<Named>(),
    reservations<Named>(),
  ];
  return {
    rooms: [
      opens<Room>('room', (room) => ({ kind: 'resource', id: room.id, label: room.name }), kind),
      figure<Room>('capacity', (room) => room.capacity),
      booked<Room>(),
      figure<Room>('available', (room) => room.available_minutes, hours),
      figure<Room>('utilisation', (room) => room.utilisation, percent),
      reservations<Room>(),
    ],
    weeks: [
      opens<Week>('week', (row) => ({ kind: 'week', week: row.week, label: row.week })),
      booked<Week>(),
      reservations<Week>(),
    ],
    groups: named('group'),
    teachers: named('teacher'),
  };
}

/**
 * One of the report's tables, every row shown, named apart from its panel ("…: the table"): a table wider than a
 * phone is a scrolling region of its own, and two regions of one name fail axe's landmark-unique.
 */
export function ReportTable<Row extends DataTableRow>(props: {
  title: string;
  columns: DataTableColumn<Row>[];
  data: readonly Row[];
}) {
  const { t } = useTranslation('web');
  return (
    <DataTable
      label={t('reports.tableLabel', { title: props.title })}
      columns={props.columns}
      data={props.data}
      getRowId={(row) => String(row.id ?? row.week)}
      searchable={false}
      paged={false}
    />
  );
}

/**
 * The bookings behind the figure an administrator chose (a room, week, group, teacher or heat-map cell); their
 * resource column is headed as the report's own (`kind`: Room, Item or Room or item).
 */
export function Behind({
  filters,
  focus,
  kind = 'room',
  onClose,
}: {
  filters: ReportFilters;
  focus: ReportFocus;
  /** What the report's resources are: the resource column says so. */
  kind?: ReportResourceKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('web');
  const { data } = useReportReservations(filters, focus);
  const title = t('reports.behind.title', { what: focus.label });
  // When, what, where, who teaches and which groups.
  const columns: DataTableColumn<ReportReservation>[] = [
    { id: 'date', header: t('reports.columns.date'), accessor: (row) => row.date },
    { id: 'time', header: t('reports.columns.time'), accessor: (row) => `${row.from_time}–${row.to_time}` },
    { id: 'name', header: t('reports.columns.name'), accessor: (row) => row.name },
    { id: 'room', header: t(`reports.columns.${kind}`), accessor: (row) => row.resource.name },
    { id: 'teacher', header: t('reports.columns.teacher'), accessor: (row) => row.responsible?.name ?? '' },
    { id: 'group', header: t('reports.columns.group'), accessor: (row) => row.groups.map((g) => g.name).join(', ') },
  ];
  return (
    <Panel aria-labelledby="report-behind">
      <Box display="flex" justifyContent="space-between" alignItems="center" gap="sm">
        <h2 id="report-behind">{title}</h2>
        <Button variant="secondary" size="small" onClick={onClose}>
          {t('reports.behind.close')}
        </Button>
      </Box>
      <Muted small>{data ? t('reports.behind.count', { count: data.meta.total }) : t('common.loading')}</Muted>
      {data ? <ReportTable title={title} columns={columns} data={data.data} /> : null}
    </Panel>
  );
}
