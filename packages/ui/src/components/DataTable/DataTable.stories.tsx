import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../../stories/storyT';
import { actionsColumn, RowButton } from './actionsColumn';
import { DataTable, type DataTableColumn } from './DataTable';

interface Reservation {
  id: number;
  name: string;
  resource: string;
  date: string;
  owner: string;
}

const subjects = ['Matematika', 'Fizika', 'Chemija', 'Programavimas', 'Ekonomika', 'Filosofija', 'Biologija'];
const resources = ['Auditorija 101', 'Auditorija 202', 'Ąžuolo salė', 'Kompiuterių klasė 2', 'Laboratorija 3'];
const owners = ['Jonas Jonaitis', 'Ona Petraitė', 'Rūta Šimkutė', 'Žydrūnas Urbonas'];

/** 10,000 deterministic reservations (no randomness: the same rows in every screenshot). */
const reservations: Reservation[] = Array.from({ length: 10_000 }, (_, index) => {
  const day = (index * 7) % 365;
  const date = new Date(Date.UTC(2026, 0, 1 + day));
  return {
    id: index + 1,
    name: `${subjects[index % subjects.length]} ${Math.floor(index / subjects.length) + 1}`,
    resource: resources[(index * 3) % resources.length]!,
    date: date.toISOString().slice(0, 10),
    owner: owners[(index * 5) % owners.length]!,
  };
});

const columnsLt: DataTableColumn<Reservation>[] = [
  { id: 'id', header: 'Nr.', accessor: (row) => row.id },
  { id: 'name', header: 'Pavadinimas', accessor: (row) => row.name },
  { id: 'resource', header: 'Resursas', accessor: (row) => row.resource },
  { id: 'date', header: 'Data', accessor: (row) => row.date },
  { id: 'owner', header: 'Savininkas', accessor: (row) => row.owner, sortable: false },
];

const columnsEn: DataTableColumn<Reservation>[] = [
  { id: 'id', header: 'No.', accessor: (row) => row.id },
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  { id: 'resource', header: 'Resource', accessor: (row) => row.resource },
  { id: 'date', header: 'Date', accessor: (row) => row.date },
  { id: 'owner', header: 'Owner', accessor: (row) => row.owner, sortable: false },
];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    [
      'Tab',
      "Reaches the search box, each sortable column's header button, the rows' own controls and the pager; a table wider than its box is itself a tab stop that arrow keys scroll.",
    ],
    ['Enter / Space on a header', 'Sorts by that column, then reverses it.'],
  ],
  aria: [
    'A native `<table>` with column headers; the sorted column has `aria-sort`.',
    'While loading the table is `aria-busy`; a `status` says how many rows are shown.',
    'A table that overflows its box is a named `region` with `tabIndex=0` (WCAG 2.1.1).',
    'The pager is a `<nav>` named after the table.',
  ],
};

const meta = {
  title: 'ui/DataTable',
  component: DataTable<Reservation>,
  tags: ['autodocs'],
  args: { label: 'Rezervacijos', columns: columnsLt, data: reservations.slice(0, 60) },
  parameters: { accessibility },
} satisfies Meta<typeof DataTable<Reservation>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const table = canvas.getByRole('table', { name: 'Rezervacijos' });
    await expect(bodyRows(table)).toHaveLength(25);
    await expect(canvas.getByText(t('dataTable.range', { from: 1, to: 25, total: 60 }))).toBeInTheDocument();
    await expect(canvas.getByText(t('dataTable.page', { page: 1, lastPage: 3 }))).toBeInTheDocument();
  },
};

/** 10,000 rows paged, sorted and searched on the client. */
export const TenThousandRowsInEnglish: Story = {
  args: { label: 'Reservations', columns: columnsEn, data: reservations },
  globals: { locale: 'en' },
  play: async ({ canvas, step }) => {
    const table = canvas.getByRole('table', { name: 'Reservations' });
    await expect(canvas.getByText('1–25 of 10000')).toBeInTheDocument();

    await step('sort by name, then descending', async () => {
      await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
      await expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
      await expect(within(bodyRows(table)[0]!).getAllByRole('cell')[1]).toHaveTextContent('Biologija 1');
      await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
      await expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });

    await step('search ignores case and diacritics', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'azuolo');
      await waitFor(() => expect(canvas.getByText('1–25 of 2000')).toBeInTheDocument());
    });

    await step('page forward and show 100 rows a page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(canvas.getByText('Page 2 of 80')).toBeInTheDocument();
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '100');
      await expect(bodyRows(table)).toHaveLength(100);
    });
  },
};

/** Columns marked not sortable have no sort button. */
export const SortingWithKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).queryByRole('button', { name: 'Savininkas' })).not.toBeInTheDocument();
    within(table).getByRole('button', { name: 'Data' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(table).getByRole('columnheader', { name: /Data/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(bodyRows(table)[0]!).getAllByRole('cell')[3]).toHaveTextContent('2026-01-01');
  },
};

/**
 * On a phone the table is wider than its box: the box is a region named after the table that Tab reaches, so the
 * keyboard can scroll it (axe: scrollable-region-focusable; the columns here have no sort buttons to reach instead).
 */
export const NarrowScrollsByKeyboard: Story = {
  args: {
    columns: columnsLt.map((column) => ({ ...column, sortable: false })),
    data: reservations.slice(0, 5),
    searchable: false,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Rezervacijos' });
    await expect(region).toContainElement(canvas.getByRole('table', { name: 'Rezervacijos' }));
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** Everything fits: the box is no extra tab stop and no region. */
export const WideNoExtraTabStop: Story = {
  args: {
    columns: columnsLt.map((column) => ({ ...column, sortable: false })),
    data: reservations.slice(0, 5),
    searchable: false,
  },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Rezervacijos' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Rezervacijos' })).not.toBeInTheDocument();
  },
};

/** No rows: the empty text says so, and no pager ("Page 1 of 1" with Previous and Next) is drawn under it. */
export const Empty: Story = {
  args: { data: [] },
  play: async (context) => {
    const t = storyT(context);
    await expect(context.canvas.getByRole('cell', { name: t('dataTable.empty') })).toBeInTheDocument();
    await expect(context.canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(context.canvas.queryByText(t('dataTable.page', { page: 1, lastPage: 1 }))).not.toBeInTheDocument();
  },
};

export const EmptyInEnglish: Story = {
  args: { label: 'Reservations', columns: columnsEn, data: [] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No Available Data' })).toBeInTheDocument();
  },
};

/** A longer empty text, as a screen gives one ("No tokens yet: …"), in the language picked in the toolbar. */
const emptyTexts = {
  lt: 'Rezervacijų dar nėra: jos atsiras, kai žmonės prisijungs ir užsirezervuos auditoriją.',
  en: 'No reservations yet: they appear once people sign in and reserve a room.',
} as const;

/** Inside the box's visible width: every line box of the element's text. */
const textWithin = (element: HTMLElement, box: DOMRect) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return [...range.getClientRects()].every((line) => line.left >= box.left - 1 && line.right <= box.right + 1);
};

const phoneViewport = {
  viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } } } },
};

/**
 * On a 390 px phone the empty table is wider than its box and scrolls sideways; the empty text stays within the width
 * that is seen, wrapped (it was centred across the whole table and cut off).
 */
export const EmptyOnAPhone: Story = {
  args: { data: [], searchable: false },
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args, { globals }) => <DataTable {...args} emptyText={emptyTexts[globals.locale === 'en' ? 'en' : 'lt']} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const region = await canvas.findByRole('region', { name: 'Rezervacijos' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const message = canvas.getByText(emptyTexts[globals.locale === 'en' ? 'en' : 'lt']);
    await expect(textWithin(message, region.getBoundingClientRect())).toBe(true);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/**
 * Scrolled to its last column, the empty table's text stays in view (no screenshot: a scrolled box's text may be drawn
 * on its own layer, a pixel apart from run to run).
 */
export const EmptyOnAPhoneScrolled: Story = {
  ...EmptyOnAPhone,
  parameters: { ...phoneViewport, screenshot: false },
  play: async ({ canvas, globals }) => {
    const region = await canvas.findByRole('region', { name: 'Rezervacijos' });
    const message = canvas.getByText(emptyTexts[globals.locale === 'en' ? 'en' : 'lt']);
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    await expect(textWithin(message, region.getBoundingClientRect())).toBe(true);
  },
};

export const NothingFound: Story = {
  args: { label: 'Reservations', columns: columnsEn },
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context;
    const empty = storyT(context)('dataTable.empty');
    await userEvent.type(canvas.getByRole('searchbox'), 'zoology');
    await waitFor(() => expect(canvas.getByRole('cell', { name: empty })).toBeInTheDocument());
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { data: [], loading: true },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('cell', { name: storyT(context)('loading.label') })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const LoadingInEnglish: Story = {
  args: { label: 'Reservations', columns: columnsEn, data: [], loading: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** Server paging: the table shows one page and asks for others through onPageChange. */
export const ServerPaging: Story = {
  args: { label: 'Reservations', columns: columnsEn },
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [query, setQuery] = useState('');
    const [onPageChange] = useState(() => fn((next: number) => setPage(next)));
    const matching = reservations.filter((row) => row.name.toLowerCase().includes(query.toLowerCase()));
    const lastPage = Math.max(1, Math.ceil(matching.length / 15));
    return (
      <DataTable
        {...args}
        data={matching.slice((page - 1) * 15, page * 15)}
        onSearchChange={(next) => {
          setQuery(next);
          setPage(1);
        }}
        serverPaging={{ page, lastPage, total: matching.length, pageSize: 15, onPageChange }}
      />
    );
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const table = canvas.getByRole('table');
    await expect(bodyRows(table)).toHaveLength(15);
    await expect(canvas.getByText(t('dataTable.page', { page: 1, lastPage: 667 }))).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: t('dataTable.pageSize') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('dataTable.previous') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('dataTable.next') }));
    await waitFor(() =>
      expect(canvas.getByText(t('dataTable.range', { from: 16, to: 30, total: 10000 }))).toBeInTheDocument(),
    );
    await userEvent.type(canvas.getByRole('searchbox'), 'fizika 1428');
    await waitFor(() => expect(canvas.getByText(t('dataTable.page', { page: 1, lastPage: 1 }))).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: t('dataTable.next') })).toBeDisabled();
  },
};

const roomTexts = {
  lt: { label: 'Auditorijos', name: 'Pavadinimas', actions: 'Veiksmai', edit: 'Keisti', delete: 'Ištrinti' },
  en: { label: 'Rooms', name: 'Name', actions: 'Actions', edit: 'Edit', delete: 'Delete' },
} as const;
type RoomLocale = keyof typeof roomTexts;
const roomLocale = (globals: Record<string, unknown>): RoomLocale => (globals.locale === 'en' ? 'en' : 'lt');

/** Three rooms with an edit and a delete each; the last action taken is said under the table. */
function RoomsWithActions({ locale }: { locale: RoomLocale }) {
  const text = roomTexts[locale];
  const [last, setLast] = useState('');
  const rows = resources.slice(0, 3).map((name, index) => ({ id: index + 1, name }));
  const columns: DataTableColumn<(typeof rows)[number]>[] = [
    { id: 'name', header: text.name, accessor: (row) => row.name },
    actionsColumn(text.actions, (row) => (
      <>
        <RowButton aria-label={`${text.edit} ${row.name}`} onClick={() => setLast(`${text.edit}: ${row.name}`)}>
          {text.edit}
        </RowButton>
        <RowButton
          variant="danger"
          aria-label={`${text.delete} ${row.name}`}
          onClick={() => setLast(`${text.delete}: ${row.name}`)}
        >
          {text.delete}
        </RowButton>
      </>
    )),
  ];
  return (
    <>
      <DataTable label={text.label} columns={columns} data={rows} searchable={false} paged={false} />
      <p role="status">{last}</p>
    </>
  );
}

/**
 * A row's actions (`actionsColumn` of `RowButton`s): small buttons whose text says what they do and whose name says
 * which row; the column is never sorted.
 */
/**
 * A table wider than a 390 px phone (the profile's tokens: Expires and Actions were out of sight) says so under it,
 * in words the region is described by: the columns out of sight are not left to be guessed (walk at 390 px, item 4).
 */
export const WiderThanAPhoneSaysSo: Story = {
  args: { searchable: false, paged: false, data: reservations.slice(0, 3) },
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args, { globals }) => <DataTable {...args} columns={globals.locale === 'en' ? columnsEn : columnsLt} />,
  play: async (context) => {
    const t = storyT(context);
    const { canvas } = context;
    const region = await canvas.findByRole('region', { name: 'Rezervacijos' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const cue = canvas.getByText(t('dataTable.scrollCue'));
    await expect(cue).toBeVisible();
    await expect(region).toHaveAccessibleDescription(t('dataTable.scrollCue'));
  },
};

export const RowActions: Story = {
  render: (_args, { globals }) => <RoomsWithActions locale={roomLocale(globals)} />,
  play: async ({ canvas, globals }) => {
    const text = roomTexts[roomLocale(globals)];
    await expect(canvas.queryByRole('button', { name: text.actions })).toBeNull();
    const second = canvas.getByRole('button', { name: `${text.delete} Auditorija 202` });
    await expect(second).toHaveTextContent(text.delete);
    await userEvent.click(second);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${text.delete}: Auditorija 202`);
    await userEvent.click(canvas.getByRole('button', { name: `${text.edit} Auditorija 101` }));
    await expect(canvas.getByRole('status')).toHaveTextContent(`${text.edit}: Auditorija 101`);
  },
};

interface Figure {
  name: string;
  hours: number;
  bookings: number;
}
const figures: Figure[] = [
  { name: 'PS 1 k. 1 gr.', hours: 108, bookings: 72 },
  { name: 'PS 1 k. 2 gr.', hours: 106.5, bookings: 71 },
  { name: 'INF 2 k. 1 gr.', hours: 105, bookings: 70 },
];
const figureColumns = (locale: 'lt' | 'en'): DataTableColumn<Figure>[] => [
  { id: 'name', header: locale === 'en' ? 'Group' : 'Grupė', accessor: (row) => row.name, rowHeader: true },
  {
    id: 'hours',
    header: locale === 'en' ? 'Booked hours' : 'Užimta valandų',
    accessor: (row) => row.hours,
    cell: (row) => new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'lt-LT').format(row.hours),
    numeric: true,
  },
  {
    id: 'bookings',
    header: locale === 'en' ? 'Bookings' : 'Rezervacijos',
    accessor: (row) => row.bookings,
    numeric: true,
  },
];

/**
 * A report's figures: each row named by its first cell (a row header), figures aligned right under headings that end
 * where they do, no line under the last row.
 */
export const Figures: Story = {
  render: (_args, { globals }) => (
    <DataTable<Figure>
      label={roomLocale(globals) === 'en' ? 'Groups' : 'Grupės'}
      columns={figureColumns(roomLocale(globals))}
      data={figures}
    />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const rows = bodyRows(table);
    const last = rows.at(-1)!;
    for (const cell of [within(last).getByRole('rowheader'), ...within(last).getAllByRole('cell')]) {
      await expect(getComputedStyle(cell).borderBottomStyle).toBe('none');
    }
    await expect(getComputedStyle(within(rows[0]!).getByRole('rowheader')).borderBottomStyle).toBe('solid');
    const [, hoursHeading] = within(table).getAllByRole('columnheader');
    const label = within(hoursHeading!).getByRole('button').firstChild as Node;
    const range = document.createRange();
    range.selectNodeContents(label);
    const figure = within(rows[0]!).getAllByRole('cell')[0]!;
    const figureText = document.createRange();
    figureText.selectNodeContents(figure);
    await expect(Math.abs(range.getBoundingClientRect().right - figureText.getBoundingClientRect().right)).toBeLessThan(
      2,
    );
  },
};
