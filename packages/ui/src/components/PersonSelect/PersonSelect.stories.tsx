import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { normalizeSearchText } from '../Select';
import { storyT } from '../../stories/storyT';
import { PersonSelect, type PersonOption } from './PersonSelect';

const firstNames = ['Jonas', 'Ona', 'Petras', 'Rūta', 'Žydrūnas', 'Eglė', 'Mindaugas', 'Aistė'];
const lastNames = [
  'Jonaitis',
  'Petraitė',
  'Kazlauskas',
  'Šimkutė',
  'Vasiliauskas',
  'Žukauskaitė',
  'Balčiūnas',
  'Stankevičius',
  'Urbonas',
  'Paulauskas',
];

/** 80 deterministic people: more than the 50 a person select lists at once. */
const people: PersonOption[] = Array.from({ length: 80 }, (_, index) => ({
  value: index + 1,
  label: `${firstNames[index % firstNames.length]} ${lastNames[Math.floor(index / firstNames.length) % lastNames.length]}`,
  description: `Grupė ${(index % 6) + 1}`,
}));

/** A stand-in for the user search of the API: answers after 50 ms. */
async function searchPeople(query: string): Promise<PersonOption[]> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const term = normalizeSearchText(query);
  return people.filter((person) => normalizeSearchText(person.label).includes(term));
}

function Single({
  label,
  search,
  errors,
}: {
  label: string;
  search: (query: string) => Promise<readonly PersonOption[]>;
  errors?: readonly string[];
}) {
  const [value, setValue] = useState<PersonOption | null>(null);
  return <PersonSelect label={label} search={search} value={value} onValueChange={setValue} errors={errors} />;
}

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Enter / Space / Arrow Down on the button', 'Opens the search with its box focused.'],
    ['Typing on the button', 'Opens it with what is typed in its search box.'],
    ['Typing', 'Searches people on the server.'],
    ['Arrow Up / Arrow Down, Enter', 'Choose a person.'],
    ['Escape', 'Closes the list and returns focus to the button.'],
  ],
  aria: [
    'Built on the same combobox as SearchSelect: a button with `aria-haspopup="listbox"`, a search box and a `listbox`; searching and "no results" are announced through a `status`.',
    'Messages given as `errors` show under the control, are linked to it by `aria-describedby` and set `aria-invalid`.',
  ],
};

const meta = {
  title: 'ui/PersonSelect',
  component: Single,
  tags: ['autodocs'],
  args: { label: 'Atsakingas asmuo', search: fn(searchPeople) },
  decorators: [
    (Story) => (
      <Box maxWidth="narrow">
        <Story />
      </Box>
    ),
  ],
  parameters: { accessibility },
} satisfies Meta<typeof Single>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening loads the default list (search('')) and shows at most 50 people. */
export const DefaultList: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Atsakingas asmuo/ }));
    await expect(args.search).toHaveBeenCalledWith('');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(50));
  },
};

export const DefaultListInEnglish: Story = {
  args: { label: 'Person responsible' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Person responsible/ }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(50));
  },
};

/**
 * Searches only after more than 2 characters, once typing pauses 250 ms; clearing the box
 * loads the default list again.
 */
export const SearchAfterThreeCharacters: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Atsakingas asmuo/ });
    await userEvent.click(trigger);
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(50));

    await userEvent.type(input, 'Žy');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.search).toHaveBeenCalledTimes(1);

    await userEvent.type(input, 'drūnas');
    await waitFor(() => expect(args.search).toHaveBeenLastCalledWith('Žydrūnas'));
    // One search for the whole burst of typing, none for "Žyd", "Žydr", ….
    await expect(args.search).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));

    await userEvent.clear(input);
    await waitFor(() => expect(args.search).toHaveBeenLastCalledWith(''));
    await expect(args.search).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(50));

    await userEvent.type(input, 'ona petr');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAccessibleName('Atsakingas asmuo Ona Petraitė'));
  },
};

export const Searching: Story = {
  args: { search: fn((_query: string) => new Promise<PersonOption[]>(() => undefined)) },
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('button', { name: /Atsakingas asmuo/ }));
    await expect(await screen.findByText(storyT(context)('select.loading'))).toBeInTheDocument();
  },
};

export const NobodyFoundInEnglish: Story = {
  args: { label: 'Person responsible', search: fn(async (_query: string): Promise<PersonOption[]> => []) },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Person responsible/ }));
    await expect(await screen.findByText('No options')).toBeInTheDocument();
  },
};

/** Several people (invitations): chosen ones become removable chips. */
export const Multiple: Story = {
  render: function Render({ search }) {
    const [value, setValue] = useState<PersonOption[]>([people[0]!, people[9]!]);
    return <PersonSelect multiple label="Invitations" search={search} value={value} onValueChange={setValue} />;
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const chosen = (count: number) => `Invitations ${t('select.selectedCount', { count })}`;
    await expect(canvas.getByRole('button', { name: chosen(2) })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('select.remove', { label: 'Jonas Jonaitis' }) }));
    await expect(canvas.getByRole('button', { name: chosen(1) })).toBeInTheDocument();
  },
};

/** A 422's message under the field describes it, and the field is invalid (read by a screen reader). */
export const WithError: Story = {
  args: { errors: ['Pasirinkite atsakingą asmenį.'] },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('button', { name: /Atsakingas asmuo/ });
    await expect(control).toHaveAccessibleDescription('Pasirinkite atsakingą asmenį.');
    await expect(control).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithErrorInEnglish: Story = {
  args: { label: 'Person responsible', errors: ['Choose the person responsible.'] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('button', { name: /Person responsible/ });
    await expect(control).toHaveAccessibleDescription('Choose the person responsible.');
    await expect(control).toHaveAttribute('aria-invalid', 'true');
  },
};
