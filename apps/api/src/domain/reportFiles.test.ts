import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { type Table, writeCsv } from './reportFiles.js';

/** A table of one row in the rooms sheet's formats. */
const roomsTable = (row: Table['rows'][number]): Table => ({
  sheet: 'rooms',
  title: 'Rooms',
  columns: [
    { header: 'Room', width: 32 },
    { header: 'Seats', width: 10, format: '0' },
    { header: 'Booked hours', width: 16, format: '0.00' },
    { header: 'Available hours', width: 16, format: '0.00' },
    { header: 'Utilisation', width: 14, format: '0.0%' },
    { header: 'Week', width: 20, format: 'yyyy-mm-dd' },
  ],
  rows: [row],
});
const csvRow = (row: Table['rows'][number]) =>
  (parse(writeCsv(roomsTable(row)).toString('utf8'), { bom: true }) as string[][])[1];

describe('writeCsv', () => {
  // Testers' report: a month's utilisation came out as 0.05118326912493121 and hours as 15.5 beside 302.83.
  it.each([
    {
      name: 'a month of a room',
      row: ['MIF 101', 30, 15.5, 302.83, 0.05118326912493121, new Date('2026-10-05T00:00:00.000Z')],
      cells: ['MIF 101', '30', '15.50', '302.83', '5.1%', '2026-10-05'],
    },
    {
      name: 'whole hours, an unused room',
      row: ['Room B', 60, 0, 33, 0, new Date('2026-10-05T00:00:00.000Z')],
      cells: ['Room B', '60', '0.00', '33.00', '0.0%', '2026-10-05'],
    },
    {
      name: 'a full room and a half rounding up',
      row: ['Hall', 200, 1.005, 1.005, 1, new Date('2026-10-05T00:00:00.000Z')],
      cells: ['Hall', '200', '1.01', '1.01', '100.0%', '2026-10-05'],
    },
    {
      name: 'a tiny share and a long fraction',
      row: ['Lab', 1, 302.8333333333333, 0.0000004, 0.0004999999, new Date('2026-10-05T00:00:00.000Z')],
      cells: ['Lab', '1', '302.83', '0.00', '0.0%', '2026-10-05'],
    },
    {
      name: 'an empty seat count',
      row: ['Laptop', null, 2.25, 4.5, 0.5, new Date('2026-10-05T00:00:00.000Z')],
      cells: ['Laptop', '', '2.25', '4.50', '50.0%', '2026-10-05'],
    },
  ])('should write the numbers of $name as their column formats show them', ({ row, cells }) => {
    expect(csvRow(row)).toEqual(cells);
  });
});
