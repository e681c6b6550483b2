/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LaikasI18nProvider } from '../../i18n';
import { DataTable, type DataTableColumn } from './DataTable';

interface Room {
  id: number;
  name: string;
  hours: number;
}

const rooms: Room[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `Room ${index + 1}`,
  hours: index,
}));
const columns: DataTableColumn<Room>[] = [
  { id: 'name', header: 'Room', rowHeader: true, accessor: (room) => room.name },
  { id: 'hours', header: 'Booked hours', numeric: true, accessor: (room) => room.hours },
];

describe('given an unpaged DataTable whose first column names its row', () => {
  afterEach(cleanup);

  it('should show every row, each named by its first cell, and no pager', () => {
    render(<DataTable label="Rooms" columns={columns} data={rooms} searchable={false} paged={false} />);
    const table = screen.getByRole('table', { name: 'Rooms' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(30);
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByRole('rowheader', { name: 'Room 27' }))!;
    // The row header is not one of the row's cells: the first cell is the figure.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['26']);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('should page 25 rows under a pager by default', () => {
    render(<DataTable label="Rooms" columns={columns} data={rooms} />);
    expect(within(screen.getByRole('table', { name: 'Rooms' })).getAllByRole('rowheader')).toHaveLength(25);
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });
});

describe('given a DataTable sorted by a column of names', () => {
  afterEach(cleanup);

  const people = ['Žukauskas', 'Čepulis', 'Zabiela', 'Cibulskis', 'Šimkus'].map((name, index) => ({
    id: index + 1,
    name,
    hours: index,
  }));
  const sortedNames = () => {
    fireEvent.click(screen.getByRole('button', { name: /^Room/ }));
    return within(screen.getByRole('table', { name: 'People' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
  };

  // Č, Š, Ž are letters of their own after C, S, Z in Lithuanian, as the server lists them; in English they sort
  // with their plain letter, whatever the browser's own language.
  it('should sort in the alphabet of the interface language', async () => {
    // The host's own i18next instance, as an app gives it: another test's instance may be registered in this worker.
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'lt', resources: {} });
    render(
      <LaikasI18nProvider i18n={i18n}>
        <DataTable label="People" columns={columns} data={people} searchable={false} paged={false} />
      </LaikasI18nProvider>,
    );
    expect(sortedNames()).toEqual(['Cibulskis', 'Čepulis', 'Šimkus', 'Zabiela', 'Žukauskas']);
    cleanup();
    await i18n.changeLanguage('en');
    render(
      <LaikasI18nProvider i18n={i18n}>
        <DataTable label="People" columns={columns} data={people} searchable={false} paged={false} />
      </LaikasI18nProvider>,
    );
    expect(sortedNames()).toEqual(['Čepulis', 'Cibulskis', 'Šimkus', 'Zabiela', 'Žukauskas']);
  });
});
