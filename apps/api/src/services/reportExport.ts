import { type Language, type ReportData, type ReportReservation, type ReportSheet } from '@laikas/contract';
import { formatTimeOfDay } from '@laikas/contract/time';
import ExcelJS from 'exceljs';
import { translator } from '../i18n/index.js';

/*
 * The export of a report: an XLSX workbook with a sheet per breakdown (real numbers and dates, a header row, column
 * widths) or one breakdown as CSV (UTF-8 with a BOM, so spreadsheets read Lithuanian letters). Text that begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return never runs as a formula: in XLSX it is a text cell (a string cell
 * is never a formula), in CSV it gets a leading apostrophe (OWASP's advice for CSV injection).
 */

type Cell = string | number | Date | null;
interface Column {
  header: string;
  width: number;
  /** Excel number format of the column's numbers or dates. */
  format?: string;
}
interface Table {
  sheet: ReportSheet;
  title: string;
  columns: Column[];
  rows: Cell[][];
}

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
  const sheetTitle = (name: ReportSheet) => t(`spreadsheet.sheet.${name}`);
  const hourColumns: Column[] = Array.from({ length: 24 }, (_, hour) => ({
    header: formatTimeOfDay({ hours: hour, minutes: 0 }),
    width: 7,
    format: '0.00',
  }));
  const cell = (weekday: number, hour: number) =>
    report.heatmap.find((entry) => entry.weekday === weekday && entry.hour === hour)?.booked_minutes ?? 0;
  return [
    {
      sheet: 'rooms',
      title: sheetTitle('rooms'),
      columns: [
        { header: column('room'), width: 32 },
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
        { header: column('room'), width: 28 },
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
        t(`value.reservationType.${row.type}`),
        t(`value.reservationStatus.${row.status}`),
      ]),
    },
  ];
}

/** Text a spreadsheet could take for a formula (or a DDE payload): it begins with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet must show it: a leading apostrophe keeps a formula-like text a text. */
export function guardText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/*
 * A formula may also start after any character a spreadsheet splits a CSV line on, whatever the file's own
 * delimiter: a comma, a semicolon (Lithuanian Excel), a tab, or a line end. Each such start gets the apostrophe too.
 */
const FORMULA_AFTER_DELIMITER = /([,;\t\r\n]\s*)([=+\-@])/g;

/** A CSV field of a text: formula starts neutralised, always quoted (RFC 4180), so no delimiter in it splits it. */
export function csvText(text: string): string {
  const guarded = guardText(text).replace(FORMULA_AFTER_DELIMITER, "$1'$2");
  return `"${guarded.replaceAll('"', '""')}"`;
}

export async function toXlsx(tables: readonly Table[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Laikas';
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.columns.map((column) => ({
      header: column.header,
      width: column.width,
      ...(column.format && { style: { numFmt: column.format } }),
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) {
      // A string is stored as a text cell (never a formula), formatted as text so editing it keeps it one.
      const added = sheet.addRow(row);
      added.eachCell((cell) => {
        if (typeof cell.value === 'string') {
          cell.numFmt = '@';
        }
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvField(value: Cell): string {
  if (value === null) {
    return '';
  }
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'number') {
    return String(value);
  }
  return csvText(value);
}

/** One breakdown as CSV: UTF-8 with a byte order mark, comma-separated, every text quoted, CRLF line ends. */
export function toCsv(table: Table): Buffer {
  const lines = [table.columns.map((column) => csvField(column.header)), ...table.rows.map((row) => row.map(csvField))];
  return Buffer.from(`\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`, 'utf8');
}
