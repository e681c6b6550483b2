import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { normalizeSearchText } from '../Select';
import { SearchSelect, type SearchOption } from './SearchSelect';

/** 500 deterministic groups, as a semester's import leaves them: far more than a select can load whole. */
const groups: SearchOption[] = Array.from({ length: 500 }, (_, index) => ({
  value: index + 1,
  label: `${['IF', 'PI', 'EK', 'MA', 'FI'][index % 5]}-${Math.floor(index / 5) + 1}`,
  description: `Studentų: ${(index % 40) + 5}`,
}));

/** A stand-in for a server list with `q`: answers after 50 ms with the first 50 matches. */
async function searchGroups(query: string): Promise<SearchOption[]> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const term = normalizeSearchText(query);
  return groups.filter((group) => normalizeSearchText(group.label).includes(term)).slice(0, 50);
}

function Single({ label, search }: { label: string; search: (query: string) => Promise<readonly SearchOption[]> }) {
  const [value, setValue] = useState<SearchOption | null>(null);
  return <SearchSelect label={label} search={search} value={value} onValueChange={setValue} />;
}

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Enter / Space / Arrow Down on the button', 'Opens the search with its box focused.'],
    ['Typing on the button', 'Opens it with what is typed in its search box.'],
    ['Typing', 'Searches on the server.'],
    ['Arrow Up / Arrow Down, Enter', 'Choose an option.'],
    ['Escape', 'Closes the list and returns focus to the button.'],
  ],
  aria: [
    'A button with `aria-haspopup="listbox"`, labelled by the field label and its value; the search box controls a `listbox`; searching and "no results" are announced through a `status`.',
  ],
};

const meta = {
  title: 'ui/SearchSelect',
  component: Single,
  tags: ['autodocs'],
  args: { label: 'Grupė', search: fn(searchGroups) },
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

/** Opening loads the first page of the server's list (search('')). */
export const DefaultList: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Grupė/ }));
    await expect(args.search).toHaveBeenCalledWith('');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(50));
  },
};

/** The 500th group is found by any part of its name, from the first typed character on. */
export const FindsTheLastOfFiveHundredInEnglish: Story = {
  args: { label: 'Group' },
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Group/ });
    await userEvent.click(trigger);
    const input = await screen.findByRole('combobox');
    await userEvent.type(input, '-100');
    await waitFor(() => expect(args.search).toHaveBeenLastCalledWith('-100'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    await userEvent.click(screen.getByRole('option', { name: /FI-100/ }));
    await waitFor(() => expect(trigger).toHaveAccessibleName('Group FI-100'));
  },
};

/**
 * Keyboard walk: typing on the focused button starts the search (it did nothing until Enter opened the list), as a
 * combobox does.
 */
export const TypingOnTheButtonSearches: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: /Grupė/ }).focus();
    await userEvent.keyboard('FI-100');
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('FI-100');
    await waitFor(() => expect(args.search).toHaveBeenLastCalledWith('FI-100'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  },
};
