import { adminResourceListQuerySchema, type PageMeta } from '@laikas/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../../stories/storyT';
import { Button } from '../Button';
import { Select } from '../Select';
import {
  ListFilters,
  ListFiltersRow,
  ListItem,
  ListItemMeta,
  ListItems,
  ListItemTitle,
  ListPage,
  ListTable,
} from './ListPage';
import { useListQuery, useListState } from './useListQuery';

interface Room {
  id: number;
  name: string;
  capacity: number;
}

const buildings = ['Centriniai rūmai', 'Ąžuolo korpusas', 'Fizikos fakultetas'];
/** 120 deterministic rooms: the same rows in every screenshot. */
const rooms: Room[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  name: `${buildings[index % buildings.length]} ${101 + index}`,
  capacity: 20 + ((index * 37) % 180),
}));

const texts = {
  lt: {
    title: 'Resursai',
    label: 'Resursų sąrašas',
    name: 'Pavadinimas',
    capacity: 'Vietų',
    sort: 'Rikiuoti',
    byName: 'Pagal pavadinimą',
    byCapacity: 'Didžiausios pirmiau',
    create: 'Naujas resursas',
    address: 'Adresas',
    filters: 'Resursų filtrai',
    section: 'Korpuso resursai',
    periods: 'Mokymo laikotarpiai',
    thisPeriod: 'Šis laikotarpis: 2026 m. rudens semestras',
    previousPeriod: 'Ankstesnis laikotarpis: 2026 m. pavasario semestras',
  },
  en: {
    title: 'Resources',
    label: 'List of resources',
    name: 'Name',
    capacity: 'Seats',
    sort: 'Sort by',
    byName: 'Name',
    byCapacity: 'Largest first',
    create: 'New resource',
    address: 'Address',
    filters: 'Filters of the resources',
    section: 'Rooms of the building',
    periods: 'Teaching periods',
    thisPeriod: 'This period: autumn semester 2026',
    previousPeriod: 'Previous period: spring semester 2026',
  },
} as const;
type Texts = (typeof texts)[keyof typeof texts];
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** What the server would answer for the query: search, sort and one page of `rooms`. */
function answer(query: ReturnType<typeof adminResourceListQuerySchema.parse>) {
  const found = rooms.filter((room) => room.name.toLowerCase().includes((query.search ?? '').toLowerCase()));
  const sign = query.direction === 'desc' ? -1 : 1;
  const sorted = [...found].sort((a, b) =>
    query.sort === 'capacity' ? sign * (a.capacity - b.capacity) : sign * a.name.localeCompare(b.name, 'lt'),
  );
  const lastPage = Math.max(1, Math.ceil(sorted.length / query.per_page));
  const meta: PageMeta = {
    current_page: query.page,
    last_page: lastPage,
    per_page: query.per_page,
    total: found.length,
  };
  return { data: sorted.slice((query.page - 1) * query.per_page, query.page * query.per_page), meta };
}

/**
 * A resources list as an app wires it: the address (here a state shown under the list, in the app the router's
 * `useSearchParams()`) holds the query, the contract's schema parses it, the "server" answers from it.
 */
function RoomsList({
  text,
  initial = '',
  failed = false,
  items = false,
}: {
  text: Texts;
  initial?: string;
  failed?: boolean;
  /** Draws each room as a list item instead of a table row. */
  items?: boolean;
}) {
  const [params, setParams] = useState(() => new URLSearchParams(initial));
  const { query, change } = useListQuery(adminResourceListQuerySchema, [params, setParams]);
  // A failed list is asked again by its "Try again" (SWR's `mutate`); the "server" answers the second time.
  const [failing, setFailing] = useState(failed);
  const list = useMemo(
    () =>
      failing
        ? { isLoading: false, error: new Error('offline'), mutate: () => setFailing(false) }
        : { isLoading: false, data: answer(query) },
    [failing, query],
  );
  return (
    <>
      <ListPage
        title={text.title}
        actions={<Button>{text.create}</Button>}
        label={text.label}
        list={list}
        query={query}
        onQueryChange={change}
        filters={
          <ListFilters label={text.filters}>
            <Select
              label={text.sort}
              options={[
                { value: 'name:asc', label: text.byName },
                { value: 'capacity:desc', label: text.byCapacity },
              ]}
              value={`${query.sort}:${query.direction}`}
              onValueChange={(value) => {
                const [sort, direction] = (value ?? 'name:asc').split(':') as ['name' | 'capacity', 'asc' | 'desc'];
                change({ sort, direction });
              }}
            />
          </ListFilters>
        }
        {...(items
          ? {
              renderItem: (room: Room) => (
                <ListItem key={room.id} data-state={room.capacity > 180 ? 'attention' : 'normal'}>
                  <strong>{room.name}</strong>
                  <ListItemMeta>
                    {text.capacity}: {room.capacity}
                  </ListItemMeta>
                </ListItem>
              ),
            }
          : {
              search: {
                value: query.search ?? '',
                onChange: (search: string) => change({ search }, { replace: true }),
              },
              columns: [
                { id: 'name', header: text.name, accessor: (row: Room) => row.name, sortable: false },
                { id: 'capacity', header: text.capacity, accessor: (row: Room) => row.capacity, sortable: false },
              ],
            })}
      />
      <p>
        {text.address}: <output data-testid="address">?{params.toString()}</output>
      </p>
    </>
  );
}

/** A list inside another screen: `ListTable` with its query in the component (`useListState`), not the address. */
function RoomsTable({ text }: { text: Texts }) {
  const { query, change } = useListState({ page: 1, per_page: 25 });
  const list = useMemo(
    () => ({ isLoading: false, data: answer({ ...query, sort: 'name', direction: 'asc' }) }),
    [query],
  );
  return (
    <section aria-labelledby="rooms-section">
      <h2 id="rooms-section">{text.section}</h2>
      <ListTable
        label={text.label}
        list={list}
        query={query}
        onQueryChange={change}
        columns={[
          { id: 'name', header: text.name, accessor: (row: Room) => row.name },
          { id: 'capacity', header: text.capacity, accessor: (row: Room) => row.capacity },
        ]}
      />
    </section>
  );
}

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab', "Reaches the actions, the filters, the search box, the rows' own controls and the pager."],
    ['Enter / Space', 'On Previous / Next: asks for that page; the address changes with it.'],
  ],
  aria: [
    'A `Page` (one `<h1>`) around a `DataTable`, or an ordered list named after the list when rows are items.',
    "A list that cannot load says so in an `alert`; the pager's `status` says which rows are shown.",
    '`ListFilters` is a form with the `search` role, named by its `label`.',
  ],
};

const meta = {
  title: 'ui/ListPage',
  component: RoomsList,
  tags: ['autodocs'],
  args: { text: texts.lt },
  render: (args, { globals }) => <RoomsList {...args} text={textsOf(globals)} />,
  parameters: { accessibility },
} satisfies Meta<typeof RoomsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The first page of 120 rooms; the address holds nothing (every value is its default). */
export const Default: Story = {
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(context);
    const text = textsOf(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    await expect(bodyRows(canvas.getByRole('table', { name: text.label }))).toHaveLength(25);
    await expect(canvas.getByText(t('dataTable.range', { from: 1, to: 25, total: 120 }))).toBeInTheDocument();
    await expect(canvas.getByRole('search', { name: text.filters })).toBeInTheDocument();
    await expect(canvas.getByTestId('address')).toHaveTextContent(/^\?$/);
  },
};

/** Paging, sorting and searching write the address; a new search or sort goes back to page 1. */
export const PagingSortingAndSearchInTheAddress: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas, globals, step } = context;
    const t = storyT(context);
    const text = textsOf(globals);
    const address = canvas.getByTestId('address');
    await step('next page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('dataTable.next') }));
      await expect(address).toHaveTextContent('?page=2');
      await expect(canvas.getByText(t('dataTable.page', { page: 2, lastPage: 5 }))).toBeInTheDocument();
    });
    await step('sort by capacity: page 1, largest first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: new RegExp(text.sort) }));
      await userEvent.click(await screen.findByRole('option', { name: text.byCapacity }));
      await expect(address).toHaveTextContent('?sort=capacity&direction=desc');
      const first = bodyRows(canvas.getByRole('table', { name: text.label }))[0]!;
      await expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('199');
    });
    await step('search', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: t('dataTable.search') }), 'ąžuolo');
      await waitFor(() => expect(address).toHaveTextContent('search='));
      await expect(canvas.getByText(t('dataTable.range', { from: 1, to: 25, total: 40 }))).toBeInTheDocument();
    });
  },
};

/** A shared link opens the page, size and filters it names; a value the schema refuses is left out. */
export const OpenedFromALink: Story = {
  args: { initial: 'page=2&per_page=50&sort=price' },
  parameters: { screenshot: false },
  play: async (context) => {
    const t = storyT(context);
    await expect(context.canvas.getByText(t('dataTable.range', { from: 51, to: 100, total: 120 }))).toBeInTheDocument();
    await expect(context.canvas.getByRole('combobox', { name: t('dataTable.pageSize') })).toHaveValue('50');
  },
};

/** The list could not be loaded: an alert says so beside "Try again", the table stays empty. */
export const LoadFailed: Story = {
  args: { failed: true },
  play: async (context) => {
    const t = storyT(context);
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(t('listPage.loadFailed'));
    await expect(context.canvas.getByRole('button', { name: t('listPage.retry') })).toBeEnabled();
    await expect(context.canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** "Try again" asks for the list once more: its rows replace the alert. */
export const LoadedOnTryAgain: Story = {
  args: { failed: true },
  // Once loaded it is the Default story's picture.
  parameters: { screenshot: false },
  play: async (context) => {
    const t = storyT(context);
    const text = textsOf(context.globals);
    await userEvent.click(context.canvas.getByRole('button', { name: t('listPage.retry') }));
    await expect(bodyRows(await context.canvas.findByRole('table', { name: text.label }))).toHaveLength(25);
    await expect(context.canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(context.canvas.queryByRole('button', { name: t('listPage.retry') })).not.toBeInTheDocument();
  },
};

/** Rows richer than a table's line (an audit entry, an e-mail) as items, with the same pager and address. */
export const AsItems: Story = {
  args: { items: true, initial: 'page=5' },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(context);
    const list = canvas.getByRole('list', { name: textsOf(globals).label });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByText(t('dataTable.range', { from: 101, to: 120, total: 120 }))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('dataTable.previous') }));
    await expect(canvas.getByTestId('address')).toHaveTextContent('?page=4');
  },
};

/** An address past the last page (an old link, the last row of the last page deleted) goes to the last page. */
export const PastTheLastPage: Story = {
  args: { initial: 'page=9' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent(/^\?page=5$/));
    await expect(canvas.getByText(t('dataTable.range', { from: 101, to: 120, total: 120 }))).toBeInTheDocument();
    await expect(canvas.queryByText(t('dataTable.empty'))).not.toBeInTheDocument();
  },
};

/** The same with rows as items. */
export const PastTheLastPageAsItems: Story = {
  args: { items: true, initial: 'page=9' },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(context);
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent(/^\?page=5$/));
    const list = canvas.getByRole('list', { name: textsOf(globals).label });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.queryByText(t('dataTable.empty'))).not.toBeInTheDocument();
  },
};

/** A search that finds nothing: the empty text says so, with no pager ("Page 1 of 1", Previous, Next) under it. */
export const NothingFound: Story = {
  args: { initial: 'search=zoologija' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.getByRole('cell', { name: t('dataTable.empty') })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByText(t('dataTable.page', { page: 1, lastPage: 1 }))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('dataTable.next') })).not.toBeInTheDocument();
  },
};

/** The same with rows as items. */
export const NothingFoundAsItems: Story = {
  args: { items: true, initial: 'search=zoologija' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.getByText(t('dataTable.empty'))).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByText(t('dataTable.page', { page: 1, lastPage: 1 }))).not.toBeInTheDocument();
  },
};

/** A short list that is never paged (a person's invitations): `ListItems` of `ListItem`s, each led by its title. */
export const ItemsWithoutAPager: Story = {
  render: (_args, { globals }) => {
    const text = textsOf(globals);
    return (
      <ListItems aria-label={text.label}>
        {rooms.slice(0, 3).map((room, index) => (
          <ListItem key={room.id} data-state={index === 0 ? 'attention' : 'normal'}>
            <ListItemTitle>
              <a href={`#room-${room.id}`}>{room.name}</a>
            </ListItemTitle>
            <ListItemMeta>
              {text.capacity}: {room.capacity}
            </ListItemMeta>
          </ListItem>
        ))}
      </ListItems>
    );
  },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(context);
    const list = canvas.getByRole('list', { name: textsOf(globals).label });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByRole('link', { name: rooms[0]!.name })).toHaveAttribute('href', '#room-1');
    await expect(canvas.queryByRole('button', { name: t('dataTable.next') })).not.toBeInTheDocument();
  },
};

/** A server-paged table inside another screen: its page in the component; a new page size goes back to page 1. */
export const TableInASection: Story = {
  render: (_args, { globals }) => <RoomsTable text={textsOf(globals)} />,
  play: async (context) => {
    const { canvas, globals, step } = context;
    const t = storyT(context);
    const text = textsOf(globals);
    const table = canvas.getByRole('table', { name: text.label });
    await step('the server orders the rows: no column sorts the shown page', async () => {
      await expect(within(table).queryAllByRole('button')).toHaveLength(0);
      await expect(bodyRows(table)).toHaveLength(25);
    });
    await step('next page, then 50 rows a page from the first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('dataTable.next') }));
      await expect(canvas.getByText(t('dataTable.range', { from: 26, to: 50, total: 120 }))).toBeInTheDocument();
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('dataTable.pageSize') }), '50');
      await expect(canvas.getByText(t('dataTable.range', { from: 1, to: 50, total: 120 }))).toBeInTheDocument();
    });
  },
};

/**
 * Quick choices too wide for a column (a report's teaching periods) sit in a `ListFiltersRow`: a row of their own
 * across every column, where they ran over the field beside them (reports, 6 Dec).
 */
export const FiltersWithARowOfTheirOwn: Story = {
  render: (_args, { globals }) => {
    const text = textsOf(globals);
    return (
      <ListFilters label={text.filters}>
        <Select label={text.sort} options={[{ value: 'name', label: text.byName }]} value="name" />
        <ListFiltersRow role="group" aria-label={text.periods}>
          <Button variant="secondary">{text.thisPeriod}</Button>
          <Button variant="secondary">{text.previousPeriod}</Button>
        </ListFiltersRow>
        <Select label={text.capacity} options={[{ value: 'any', label: text.byCapacity }]} value="any" />
      </ListFilters>
    );
  },
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const form = canvas.getByRole('search', { name: text.filters }).getBoundingClientRect();
    const row = canvas.getByRole('group', { name: text.periods }).getBoundingClientRect();
    // Across the form's whole width (its padding aside), below the first field and above the next.
    await expect(form.right - row.right).toBeCloseTo(row.left - form.left, 0);
    await expect(row.width).toBeGreaterThan(form.width * 0.8);
    const [first, next] = canvas
      .getAllByRole('button', { name: /./ })
      .filter((button) => button.closest('[role=group]') === null);
    await expect(row.top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom);
    await expect(row.bottom).toBeLessThanOrEqual(next!.getBoundingClientRect().top);
  },
};
