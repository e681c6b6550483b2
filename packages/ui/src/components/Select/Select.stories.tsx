import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import type { SelectOption } from './filterOptions';
import { storyT } from '../../stories/storyT';
import { Select } from './Select';

const rooms: SelectOption<number>[] = [
  { value: 1, label: 'Auditorija 101', description: 'Žalgirio g. 1' },
  { value: 2, label: 'Ąžuolo salė', description: 'Universiteto g. 3' },
  { value: 3, label: 'Kompiuterių klasė 2', description: 'Naugarduko g. 24' },
  { value: 4, label: 'Auditorija 202', description: 'Žalgirio g. 1' },
  { value: 5, label: 'Projektorius Epson', disabled: true },
];

/** 1500 deterministic rooms, more than the 1000 a select lists at once. */
const manyRooms: SelectOption<number>[] = Array.from({ length: 1500 }, (_, index) => ({
  value: index + 1,
  label: `Room ${String(index + 1).padStart(4, '0')}`,
}));

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Enter / Space / Arrow Down on the button', 'Opens the list with its search box focused.'],
    ['Typing on the button', 'Opens it with what is typed in its search box.'],
    ['Typing', 'Filters the options.'],
    ['Arrow Up / Arrow Down, Enter', 'Choose an option and close the list.'],
    ['Escape', 'Closes the list and returns focus to the button.'],
  ],
  aria: [
    'A button with `aria-haspopup="listbox"`, labelled by the field label and its value; the options are a `listbox` whose chosen option says "(selected)".',
    'Messages given as `errors` show under the control, are linked to it by `aria-describedby` and set `aria-invalid`.',
  ],
};

const meta = {
  title: 'ui/Select',
  component: Select<number>,
  tags: ['autodocs'],
  args: { label: 'Resursas', options: rooms, onValueChange: fn() },
  decorators: [
    (Story) => (
      <Box maxWidth="narrow">
        <Story />
      </Box>
    ),
  ],
  parameters: { accessibility },
} satisfies Meta<typeof Select<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const name = `Resursas ${storyT(context)('select.placeholder')}`;
    await expect(context.canvas.getByRole('button', { name })).toBeInTheDocument();
  },
};

export const Chosen: Story = {
  args: { label: 'Resource', defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resource Ąžuolo salė' })).toBeInTheDocument();
  },
};

/** Typing without diacritics narrows the list; Enter picks the highlighted option. */
export const SearchAndChooseWithKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Resursas/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const search = await screen.findByRole('combobox');
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('auditorija');
    await expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(4);
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleName('Resursas Auditorija 202');
  },
};

export const OpenInEnglish: Story = {
  args: { label: 'Resource' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Resource/ }));
    await expect(await screen.findByRole('combobox')).toHaveAttribute('placeholder', 'Search');
    await expect(screen.getAllByRole('option')).toHaveLength(5);
  },
};

export const NoOptions: Story = {
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('button', { name: /Resursas/ }));
    await userEvent.type(await screen.findByRole('combobox'), 'sporto salė');
    await expect(screen.getByText(storyT(context)('select.empty'))).toBeInTheDocument();
  },
};

export const NoOptionsInEnglish: Story = {
  args: { label: 'Resource' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Resource/ }));
    await userEvent.type(await screen.findByRole('combobox'), 'gym');
    await expect(screen.getByText('No options')).toBeInTheDocument();
  },
};

/** Of 1500 options at most 1000 are listed; the list is at most 300 px high and scrolls. */
export const AtMostAThousandOptions: Story = {
  args: { options: manyRooms },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Resursas/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1000);
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(300);
    await userEvent.type(screen.getByRole('combobox'), '1499');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
  },
};

/**
 * A field halfway down a window too short for a 300 px list above or below it: the list is shortened to fit the
 * window, search box and all, instead of running off it where nothing can scroll (the page is held still).
 */
export const InAShortWindow: Story = {
  args: { options: manyRooms },
  parameters: {
    screenshot: false,
    viewport: { options: { short: { name: 'Short window', styles: { width: '1024px', height: '400px' } } } },
  },
  globals: { viewport: { value: 'short' } },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 'calc(50vh - 1.5rem)', minHeight: '150vh' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Resursas/ }));
    const listbox = await screen.findByRole('listbox');
    const inWindow = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    };
    await waitFor(() => expect(inWindow(listbox)).toBe(true));
    await expect(inWindow(screen.getByRole('combobox'))).toBe(true);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Resursas/ })).toBeDisabled();
  },
};

/** A 422's message under the field describes it, and the field is invalid (read by a screen reader). */
export const WithError: Story = {
  args: { errors: ['Pasirinkite resursą.'] },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('button', { name: /Resursas/ });
    await expect(control).toHaveAccessibleDescription('Pasirinkite resursą.');
    await expect(control).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithErrorInEnglish: Story = {
  args: { label: 'Resource', errors: ['Choose a resource.'] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('button', { name: /Resource/ });
    await expect(control).toHaveAccessibleDescription('Choose a resource.');
    await expect(control).toHaveAttribute('aria-invalid', 'true');
  },
};
