import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ModalHost } from '../ModalHost';
import { ActionList } from './ActionList';

interface Holiday {
  id: number;
  name: string;
  span: string;
}

/** A period's holidays, in the language picked in the toolbar. */
const texts: Record<
  'lt' | 'en',
  { list: string; holidays: Holiday[]; remove: (name: string) => string; none: string }
> = {
  lt: {
    list: 'Šventės',
    holidays: [
      { id: 1, name: 'Kalėdos', span: '12-24 – 12-26' },
      { id: 2, name: 'Velykos', span: '04-05 – 04-06' },
    ],
    remove: (name: string) => `Pašalinti „${name}“`,
    none: 'Švenčių nėra.',
  },
  en: {
    list: 'Holidays',
    holidays: [
      { id: 1, name: 'Christmas', span: '24 Dec – 26 Dec' },
      { id: 2, name: 'Easter', span: '5 Apr – 6 Apr' },
    ],
    remove: (name: string) => `Remove “${name}”`,
    none: 'No holidays.',
  },
};
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab', "Moves to the next row's button."] as const,
    ['Enter / Space', "Runs the focused row's action."] as const,
  ],
  aria: [
    'A `<ul>` of `<li>`s, named by `aria-label` when a screen has several lists.',
    "Each row's button says what it does to which row (“Remove Christmas”), so a list of the page's buttons tells them apart.",
    'With no rows and an `emptyText`, a paragraph says so in place of an empty list.',
  ],
};

/** The spy the Remove buttons call with the holiday's id; `empty` draws the list with no holidays. */
interface StoryArgs {
  onRemove: (id: number) => void;
  empty: boolean;
}

const meta = {
  title: 'ui/ActionList',
  tags: ['autodocs'],
  parameters: { accessibility },
  args: { onRemove: fn(), empty: false },
  render: ({ onRemove, empty }, { globals }) => {
    const text = textsOf(globals);
    return (
      <ActionList
        aria-label={text.list}
        items={empty ? [] : text.holidays}
        itemKey={(holiday) => holiday.id}
        name={(holiday) => `${holiday.name}: ${holiday.span}`}
        action={(holiday) => ({ label: text.remove(holiday.name), onClick: () => onRemove(holiday.id) })}
        emptyText={text.none}
      />
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A period's holidays, each with its dates and a Remove that names it; a click removes that holiday, not another. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = textsOf(globals);
    const rows = canvas.getAllByRole('listitem');
    await expect(canvas.getByRole('list', { name: text.list })).toBeVisible();
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent(`${text.holidays[0]!.name}: ${text.holidays[0]!.span}`);
    await userEvent.click(canvas.getByRole('button', { name: text.remove(text.holidays[1]!.name) }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledWith(text.holidays[1]!.id);
  },
};

/** No holidays: the empty text in place of the list. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    await expect(canvas.getByText(text.none)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  ...Default,
  globals: { locale: 'en' },
};

/** A period's holidays whose Remove takes the holiday off the list once the server answers, as a screen's list does. */
function RemovableHolidays({ locale }: { locale: 'lt' | 'en' }) {
  const text = texts[locale];
  const [holidays, setHolidays] = useState([
    ...text.holidays,
    { id: 3, name: locale === 'en' ? 'Independence Day' : 'Valstybės diena', span: '07-06' },
  ]);
  return (
    <ModalHost>
      <h2>{text.list}</h2>
      <ActionList
        items={holidays}
        itemKey={(holiday) => holiday.id}
        name={(holiday) => `${holiday.name}: ${holiday.span}`}
        action={(holiday) => ({
          label: text.remove(holiday.name),
          onClick: async () => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            setHolidays((current) => current.filter((each) => each.id !== holiday.id));
          },
        })}
        emptyText={text.none}
      />
    </ModalHost>
  );
}

/**
 * Keyboard walk: Remove takes its own row away; focus goes to the next row's Remove (else the one before), and once the
 * list is empty to its heading, not to the page's body (the next Tab landed on "Delete the period").
 */
export const RemovingKeepsFocusInTheList: Story = {
  parameters: { screenshot: false },
  render: (_, { globals }) => <RemovableHolidays locale={globals.locale === 'en' ? 'en' : 'lt'} />,
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const [first, second] = text.holidays.map((holiday) => holiday.name);
    const third = globals.locale === 'en' ? 'Independence Day' : 'Valstybės diena';
    canvas.getByRole('button', { name: text.remove(second!) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: text.remove(third) })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: text.remove(first!) })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText(text.none)).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('heading', { name: text.list })).toHaveFocus());
  },
};
