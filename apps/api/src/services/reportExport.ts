import { type Language, type ReportData, type ReportReservation, type ReportSheet } from '@laikas/contract';
import { formatTimeOfDay } from '@laikas/contract/time';
import { type Column, type Table } from '../domain/reportFiles.js';
import { translator } from '../i18n/index.js';

/*
 * The tables of a report's export, labelled in the reader's language: domain/reportFiles.ts writes them as an XLSX
 * workbook with a sheet per breakdown or one breakdown as CSV, neither ever running a text as a formula.
 */

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
/** A local date as a date cell: midnight UTC, which spreadsheets show as that calendar day. */
const dateCell = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** Every breakdown of a report as rows, labelled in the language. */
export function reportTables(
  report: ReportData,
  reservations: readonly ReportReservation[],
  language: Language,
): Table[] {
  const t = translator(language);
  const column = (name: string) => t(`spreadsheet.column.${name}`);
  // A room seats people; a pool of equipment (projectors) has no seats and is no room (as the report's screen counts
  // them): the resource column and its sheet say which the report holds.
  const seated = report.rooms.filter((room) => (room.capacity ?? 0) > 0).length;
  const kind = seated === report.rooms.length ? 'room' : seated === 0 ? 'item' : 'roomOrItem';
  const sheetTitle = (name: ReportSheet) =>
    name === 'rooms' ? t(`spreadsheet.sheet.${kind}s`) : t(`spreadsheet.sheet.${name}`);
  const hourColumns: Column[] = Array.from({ length: 24 }, (_, hour) => ({
    header: formatTimeOfDay({ hours: hour, minutes: 0 }),
    width: 7,
    format: '0.00',
  }));
  // Each word once: translating it for every one of 60,000 bookings took ~0.4 s.
  const words = new Map<string, string>();
  const word = (key: string) => words.get(key) ?? words.set(key, t(key)).get(key)!;
  const cell = (weekday: number, hour: number) =>
    report.heatmap.find((entry) => entry.weekday === weekday && entry.hour === hour)?.booked_minutes ?? 0;
  return [
    {
      sheet: 'rooms',
      title: sheetTitle('rooms'),
      columns: [
        { header: column(kind), width: 32 },
        { header: column('capacity'), width: 10, format: '0' },
        { header: column('bookedHours'), width: 16, format: '0.00' },
        { header: column('availableHours'), width: 16, format: '0.00' },
        { header: column('utilisation'), width: 14, format: '0.0%' },
        { header: column('reservations'), width: 14, format: '0' },
      ],
      rows: report.rooms.map((room) => [
        room.name,
        room.capacity,
        hours(room.booked_minutes),
        hours(room.available_minutes),
        room.utilisation,
        room.reservations,
      ]),
    },
    {
      sheet: 'groups',
      title: sheetTitle('groups'),
      columns: [
        { header: column('group'), width: 32 },
        { header: column('bookedHours'), width: 16, format: '0.00' },
        { header: column('reservations'), width: 14, format: '0' },
      ],
      rows: report.groups.map((group) => [group.name, hours(group.booked_minutes), group.reservations]),
    },
    {
      sheet: 'teachers',
      title: sheetTitle('teachers'),
      columns: [
        { header: column('teacher'), width: 32 },
        { header: column('bookedHours'), width: 16, format: '0.00' },
        { header: column('reservations'), width: 14, format: '0' },
      ],
      rows: report.teachers.map((teacher) => [teacher.name, hours(teacher.booked_minutes), teacher.reservations]),
    },
    {
      sheet: 'heatmap',
      title: sheetTitle('heatmap'),
      columns: [{ header: column('weekday'), width: 18 }, ...hourColumns],
      rows: Array.from({ length: 7 }, (_, index) => [
        t(`spreadsheet.weekday.${index + 1}`),
        ...Array.from({ length: 24 }, (_, hour) => hours(cell(index + 1, hour))),
      ]),
    },
    {
      sheet: 'weeks',
      title: sheetTitle('weeks'),
      columns: [
        { header: column('week'), width: 20, format: 'yyyy-mm-dd' },
        { header: column('bookedHours'), width: 16, format: '0.00' },
        { header: column('reservations'), width: 14, format: '0' },
      ],
      rows: report.weeks.map((week) => [dateCell(week.week), hours(week.booked_minutes), week.reservations]),
    },
    {
      sheet: 'reservations',
      title: sheetTitle('reservations'),
      columns: [
        { header: column('date'), width: 12, format: 'yyyy-mm-dd' },
        { header: column('from'), width: 8 },
        { header: column('to'), width: 8 },
        { header: column('name'), width: 36 },
        { header: column(kind), width: 28 },
        { header: column('teacher'), width: 28 },
        { header: column('groups'), width: 32 },
        { header: column('hours'), width: 10, format: '0.00' },
        { header: column('type'), width: 10 },
        { header: column('status'), width: 12 },
      ],
      rows: reservations.map((row) => [
        dateCell(row.date),
        row.from_time,
        row.to_time,
        row.name,
        row.resource.name,
        row.responsible?.name ?? null,
        row.groups.map((group) => group.name).join(', '),
        hours(row.minutes),
        word(`value.reservationType.${row.type}`),
        word(`value.reservationStatus.${row.status}`),
      ]),
    },
  ];
}
