import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Box } from '../Box';
import type { SelectOption } from '../Select';
import { storyT } from '../../stories/storyT';
import { MultiSelect } from './MultiSelect';

const groups: SelectOption<number>[] = [
  { value: 1, label: 'PS 1 k. 1 gr.' },
  { value: 2, label: 'PS 1 k. 2 gr.' },
  { value: 3, label: 'ISI 2 k.' },
  { value: 4, label: 'Matematika 3 k.' },
];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Enter / Space / Arrow Down on the button', 'Opens the list with its search box focused.'],
    ['Typing on the button', 'Opens it with what is typed in its search box.'],
    ['Typing', 'Filters the options.'],
    ['Arrow Up / Arrow Down', 'Move through the options.'],
    ['Enter', 'Chooses or unchooses the highlighted option; the list stays open.'],
    ['Escape', 'Closes the list and returns focus to the button.'],
    ["Tab to a chip's ×, Enter", 'Removes that choice; focus goes to the next chip, or to the button after the last.'],
  ],
  aria: [
    'The button has `aria-haspopup="listbox"` and is labelled by the field label and its value; the options are a `listbox` whose chosen options say so.',
    'No results and loading are announced through a `status`.',
    'Messages given as `errors` show under the control, are linked to it by `aria-describedby` and set `aria-invalid`.',
  ],
};

const meta = {
  title: 'ui/MultiSelect',
  component: MultiSelect<number>,
  tags: ['autodocs'],
  args: { label: 'Grupės', options: groups, onValueChange: fn() },
  decorators: [
    (Story) => (
      <Box maxWidth="narrow">
        <Story />
      </Box>
    ),
  ],
  parameters: { accessibility },
} satisfies Meta<typeof MultiSelect<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithChosenGroups: Story = {
  args: { defaultValue: [1, 3] },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(
      canvas.getByRole('button', { name: `Grupės ${t('select.selectedCount', { count: 2 })}` }),
    ).toBeInTheDocument();
    const remove = canvas.getByRole('button', { name: t('select.remove', { label: 'ISI 2 k.' }) });
    // A phone walk measured the × at 20×20 px: at least 24×24 (WCAG 2.5.8), the chip no taller for it.
    const box = remove.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(remove.closest('li')!.getBoundingClientRect().height).toBeLessThan(26);
  },
};

export const WithChosenGroupsInEnglish: Story = {
  args: { label: 'Groups', defaultValue: [2] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Groups Selected: 1' })).toBeInTheDocument();
  },
};

/** Disabled (a reservation one may only read): the chosen groups show, with no × that looks as if it removed them. */
export const DisabledWithChosenGroups: Story = {
  args: { defaultValue: [1, 3], disabled: true },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.getByText('ISI 2 k.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('select.remove', { label: 'ISI 2 k.' }) })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: `Grupės ${t('select.selectedCount', { count: 2 })}` }),
    ).toBeDisabled();
  },
};

/** The list stays open while choosing; a chip's button removes its option. */
export const ChooseSeveralWithKeyboard: Story = {
  args: { label: 'Groups' },
  play: async (context) => {
    const { args, canvas } = context;
    canvas.getByRole('button', { name: /Groups/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await screen.findByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([1, 3]);
    await expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(context)('select.remove', { label: 'PS 1 k. 1 gr.' }) }),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith([3]);
  },
};

export const Open: Story = {
  args: { defaultValue: [4] },
  play: async (context) => {
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: /Grupės/ }));
    const chosen = new RegExp(`Matematika 3 k\\. \\(${storyT(context)('select.selected')}\\)`);
    await expect(await screen.findByRole('option', { name: chosen })).toBeInTheDocument();
  },
};

/** A 422's message under the field describes it, and the field is invalid (read by a screen reader). */
export const WithError: Story = {
  args: { errors: ['Pasirinkite bent vieną grupę.'] },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('button', { name: /Grupės/ });
    await expect(control).toHaveAccessibleDescription('Pasirinkite bent vieną grupę.');
    await expect(control).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithErrorInEnglish: Story = {
  args: { label: 'Groups', errors: ['Choose at least one group.'] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('button', { name: /Groups/ });
    await expect(control).toHaveAccessibleDescription('Choose at least one group.');
    await expect(control).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Typing on the focused button opens the list and filters it by what was typed, as a combobox does. */
export const TypingOnTheButtonSearches: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: /Grupės/ }).focus();
    await userEvent.keyboard('mat');
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('mat');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await expect(screen.getByRole('option', { name: /Matematika 3 k\./ })).toBeInTheDocument();
  },
};

/**
 * Keyboard walk: a chip's × removed by Enter gives focus to the next chip's × (else the one before), and the last
 * one's to the select's button; it used to fall to the page, where the next Enter did nothing.
 */
export const RemovingChipsKeepsFocus: Story = {
  args: { defaultValue: [1, 3, 4] },
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    const remove = (label: string) => canvas.getByRole('button', { name: t('select.remove', { label }) });
    remove('ISI 2 k.').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([1, 4]);
    await waitFor(() => expect(remove('Matematika 3 k.')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(remove('PS 1 k. 1 gr.')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Grupės/ })).toHaveFocus());
  },
};
