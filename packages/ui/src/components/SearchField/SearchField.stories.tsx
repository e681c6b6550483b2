import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { SearchField } from './SearchField';

/** A people search, in the language picked in the toolbar. */
const texts = {
  lt: { label: 'Ieškoti žmonių', hint: 'Ieškoma įvedus daugiau nei 2 simbolius.', reset: 'Visi žmonės' },
  en: { label: 'Search people', hint: 'The search starts after more than 2 characters.', reset: 'Everybody' },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** As a people search settles what is typed: trimmed, and no search until more than 2 characters. */
const peopleSearch = (typed: string) => (typed.trim().length > 2 ? typed.trim() : '');

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Escape', "Empties the box (the browser's search box)."]],
  aria: ['A `searchbox` named by its label and described by its hint (`aria-describedby`).'],
};

/** The search kept by a parent (as a list keeps it in its address), with a button that moves it from outside. */
function PeopleSearch({ locale, onValueChange }: { locale: 'lt' | 'en'; onValueChange: (search: string) => void }) {
  const text = texts[locale];
  const [search, setSearch] = useState('');
  return (
    <Box display="flex" flexDirection="column" gap="sm" style={{ maxWidth: 480 }}>
      <SearchField
        id="people-search"
        label={text.label}
        hint={text.hint}
        value={search}
        settle={peopleSearch}
        onValueChange={(next) => {
          setSearch(next);
          onValueChange(next);
        }}
      />
      <output data-testid="search">{search}</output>
      <Button variant="secondary" onClick={() => setSearch('')}>
        {text.reset}
      </Button>
    </Box>
  );
}

const meta = {
  title: 'ui/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { id: 'people-search', label: texts.lt.label, value: '', onValueChange: fn() },
  parameters: { accessibility },
  render: (args, { globals }) => (
    <PeopleSearch locale={globals.locale === 'en' ? 'en' : 'lt'} onValueChange={args.onValueChange} />
  ),
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches once it pauses, and only with more than 2 characters; the text stays as typed. */
export const Default: Story = {
  play: async ({ canvas, globals, args }) => {
    const box = canvas.getByRole('searchbox', { name: textsOf(globals).label });
    await expect(box).toHaveAccessibleDescription(textsOf(globals).hint);
    await userEvent.type(box, 'Ie');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.type(box, 'va ');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('Ieva'));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue('Ieva ');
    await expect(canvas.getByTestId('search')).toHaveTextContent('Ieva');
  },
};

/** The search changed from outside (a link, Back): the box shows it instead of writing the typed text back. */
export const FollowsItsValue: Story = {
  play: async ({ canvas, globals, args }) => {
    const box = canvas.getByRole('searchbox', { name: textsOf(globals).label });
    await userEvent.type(box, 'Petr');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('Petr'));
    await userEvent.click(canvas.getByRole('button', { name: textsOf(globals).reset }));
    await expect(box).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByTestId('search')).toBeEmptyDOMElement();
  },
};
