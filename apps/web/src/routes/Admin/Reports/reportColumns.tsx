import type { ReportData, ReportReservation } from '@laikas/contract';
import { Button, DataTable, type DataTableColumn, type DataTableRow } from '@laikas/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReportFocus } from '../../../data/reports';
import { toHours } from './reportQuery';

type Room = ReportData['rooms'][number];
type Week = ReportData['weeks'][number];
type Named = ReportData['groups'][number];

interface Formats {
  number: Intl.NumberFormat;
  percent: (value: number) => string;
  /** Opens what is behind a figure. */
  onPick: (focus: ReportFocus) => void;
}

/**
 * The columns of the report's tables. A name opens what is behind it; every table shows the hours and reservations.
 */
export function reportColumns(t: TFunction<'web'>, { number, percent, onPick }: Formats) {
  const pick = (name: string, next: ReportFocus) => (
    <Button variant="link" onClick={() => onPick(next)}>
      {name}
    </Button>
  );
  const hours = <T,>(id: string, minutes: (row: T) => number): DataTableColumn<T> => ({
    id,
    header: t(`reports.columns.${id}`),
    numeric: true,
    accessor: minutes,
    cell: (row) => number.format(toHours(minutes(row))),
  });
  const booked = <T extends { booked_minutes: number }>() => hours<T>('booked', (row) => row.booked_minutes);
  const reservations = <T extends { reservations: number }>(): DataTableColumn<T> => ({
    id: 'reservations',
    header: t('reports.columns.reservations'),
    numeric: true,
    accessor: (row) => row.reservations,
  });
  const named = (kind: 'group' | 'teacher'): DataTableColumn<Named>[] => [
    {
      id: 'name',
      header: t(`reports.columns.${kind}`),
      rowHeader: true,
      accessor: (row) => row.name,
      cell: (row) => pick(row.name, { kind, id: row.id, label: row.name }),
    },
    booked<Named>(),
    reservations<Named>(),
  ];
  const rooms: DataTableColumn<Room>[] = [
    {
      id: 'room',
      header: t('reports.columns.room'),
      rowHeader: true,
      accessor: (room) => room.name,
      cell: (room) => pick(room.name, { kind: 'resource', id: room.id, label: room.name }),
    },
    { id: 'capacity', header: t('reports.columns.capacity'), numeric: true, accessor: (room) => room.capacity },
    booked<Room>(),
    hours<Room>('available', (room) => room.available_minutes),
    {
      id: 'utilisation',
      header: t('reports.columns.utilisation'),
      numeric: true,
      accessor: (room) => room.utilisation,
      cell: (room) => percent(room.utilisation),
    },
    reservations<Room>(),
  ];
  const weeks: DataTableColumn<Week>[] = [
    {
      id: 'week',
      header: t('reports.columns.week'),
      rowHeader: true,
      accessor: (week) => week.week,
      cell: (week) => pick(week.week, { kind: 'week', week: week.week, label: week.week }),
    },
    booked<Week>(),
    reservations<Week>(),
  ];
  return { rooms, weeks, groups: named('group'), teachers: named('teacher') };
}

/** The bookings behind a figure: when, what, where, who teaches and which groups. */
export function behindColumns(t: TFunction<'web'>): DataTableColumn<ReportReservation>[] {
  return [
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
}

/**
 * One of the report's tables, named apart from its panel ("…: the table"): a table wider than a phone is a scrolling
 * region of its own, and two regions of one name fail axe's landmark-unique.
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
