import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { ModalHost, useModal } from '../ModalHost';
import { overlayTestSuite } from '../private/overlayTestSuite';
import { storyT } from '../../stories/storyT';
import { DatePicker } from './DatePicker';

/** A fixed clock (Monday 9 March 2026, 10:43) so that screenshots never change. */
const fixedNow = () => new Date(2026, 2, 9, 10, 43);

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ["Enter / Space on the field's button", 'Opens the calendar.'],
    ['Arrow keys', 'Move a day or a week in the calendar.'],
    ['Page Up / Page Down', 'Previous or next month.'],
    ['Home / End', 'Start or end of the week.'],
    ['Enter / Space', 'Chooses the focused day and closes the calendar.'],
    ['Escape', 'Closes the calendar and returns focus to the field.'],
  ],
  aria: [
    'The calendar is a `grid` of day buttons named by their full date; the button that opens it has `aria-haspopup`.',
    'An invalid date sets `aria-invalid` and the message is linked by `aria-describedby`.',
  ],
};

const meta = {
  title: 'ui/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Data', now: fixedNow, onValueChange: fn() },
  decorators: [
    (Story) => (
      <Box maxWidth="narrow">
        <Story />
      </Box>
    ),
  ],
  parameters: { accessibility },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.queryByRole('dialog');

/** The open picker, once its month grid is drawn (the grid's code loads after the first render). */
async function openedPicker(name?: string) {
  const picker = await screen.findByRole('dialog', name ? { name } : {});
  await within(picker).findByRole('grid', { busy: false });
  return picker;
}

/** A day's button in the open picker, found by its date (its name is the language's long date). */
const dayButton = (picker: HTMLElement, date: string) =>
  within(picker.querySelector<HTMLElement>(`[data-day="${date}"]`)!).getByRole('button');

export const Empty: Story = {
  play: async (context) => {
    const name = `Data ${storyT(context)('datePicker.placeholder')}`;
    await expect(context.canvas.getByRole('button', { name })).toBeInTheDocument();
  },
};

export const WithValueInEnglish: Story = {
  args: { label: 'Date', defaultValue: '2026-03-12' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Date 2026-03-12' })).toBeInTheDocument();
  },
};

/** Keyboard: Enter opens it on the chosen day, Tab stays inside, Escape closes it and focus returns. */
export const KeyboardOnly: Story = {
  args: { defaultValue: '2026-03-12' },
  play: overlayTestSuite('date picker', {
    getTrigger: (canvasElement) => within(canvasElement).getByRole('button', { name: /Data/ }),
    getContent: dialog,
  }),
};

/** Lithuanian calendar: weeks start on Monday ("pr"), labels Dabar / Atšaukti / Pasirinkti. */
export const OpenInLithuanian: Story = {
  args: { defaultValue: '2026-03-12' },
  globals: { locale: 'lt' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Data/ }));
    const picker = await openedPicker('Data');
    // The weekday row is hidden from assistive technology (each day says its weekday).
    await expect(picker.querySelector('.rdp-weekday')).toHaveTextContent(/^pr/i);
    await expect(within(picker).getByRole('button', { name: 'Pasirinkti' })).toBeInTheDocument();
    await expect(within(picker).getByRole('button', { name: 'Atšaukti' })).toBeInTheDocument();
    await expect(within(picker).getByRole('button', { name: 'Dabar' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(picker).getByRole('button', { name: /2026 m\. kovo 12 d\..*pasirinkta/ })).toHaveFocus(),
    );
  },
};

export const OpenWithTimeInEnglish: Story = {
  args: { label: 'From', withTime: true, defaultValue: '2026-03-12 13:40' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'From 2026-03-12 13:40' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /From/ }));
    const picker = await openedPicker('From');
    await expect(picker.querySelector('.rdp-weekday')).toHaveTextContent('Mo');
    await expect(
      within(picker).getByRole('button', { name: 'Thursday, March 12, 2026, selected' }),
    ).toBeInTheDocument();
    await expect(within(picker).getByRole('combobox', { name: 'Hours' })).toHaveValue('13');
    await expect(within(picker).getByRole('combobox', { name: 'Minutes' })).toHaveValue('40');
  },
};

/** Picking a day changes nothing until Select; Select commits `YYYY-MM-DD`. */
export const ChooseADay: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: /Data/ }));
    const picker = await openedPicker();
    await userEvent.click(dayButton(picker, '2026-03-18'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(within(picker).getByRole('button', { name: storyT(context)('datePicker.select') }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-03-18');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Data 2026-03-18' })).toBeInTheDocument();
  },
};

/** Issue 12, item 13: a click on the day already chosen deselected it and disabled Select. */
export const ClickingTheChosenDayKeepsIt: Story = {
  args: { defaultValue: '2026-03-12' },
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: /Data/ }));
    const picker = await openedPicker();
    await userEvent.click(dayButton(picker, '2026-03-12'));
    const select = within(picker).getByRole('button', { name: storyT(context)('datePicker.select') });
    await expect(select).toBeEnabled();
    await userEvent.click(select);
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-03-12');
  },
};

/** Time choices come in 5-minute steps; the value carries the time. */
export const ChooseDayAndTime: Story = {
  args: { label: 'From', withTime: true },
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: /From/ }));
    const picker = await openedPicker();
    const minutes = within(picker).getByRole('combobox', { name: t('datePicker.minutes') });
    await expect(
      within(minutes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    await userEvent.click(dayButton(picker, '2026-03-20'));
    await userEvent.selectOptions(within(picker).getByRole('combobox', { name: t('datePicker.hours') }), '14');
    await userEvent.selectOptions(minutes, '35');
    await userEvent.click(within(picker).getByRole('button', { name: t('datePicker.select') }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-03-20 14:35');
  },
};

/** Now commits the current day (and time, rounded down to the step). */
export const Now: Story = {
  args: { label: 'From', withTime: true, defaultValue: '2025-01-01 08:00' },
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: /From/ }));
    await userEvent.click(await screen.findByRole('button', { name: storyT(context)('datePicker.now') }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-03-09 10:40');
  },
};

export const CancelKeepsTheValue: Story = {
  args: { defaultValue: '2026-03-12' },
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: /Data/ }));
    const picker = await openedPicker();
    await userEvent.click(dayButton(picker, '2026-03-20'));
    await userEvent.click(within(picker).getByRole('button', { name: storyT(context)('datePicker.cancel') }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Data 2026-03-12' })).toBeInTheDocument();
  },
};

/** The year dropdown runs from 1900 to 2100. */
export const YearsFrom1900To2100: Story = {
  args: { label: 'Date', defaultValue: '2026-03-12' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Date/ }));
    const picker = await openedPicker();
    // The month and year lists are named in the calendar's language; the year list is the one that offers 1900.
    const years = within(picker)
      .getAllByRole('combobox')
      .find((list) => within(list).queryByRole('option', { name: '1900' }))!;
    const options = within(years).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('1900');
    await expect(options.at(-1)).toHaveTextContent('2100');
    await userEvent.selectOptions(years, '1999');
    await expect(within(picker).getByRole('grid')).toHaveAccessibleName(/1999/);
  },
};

/** A 422's message under the field describes it, and the field is invalid (read by a screen reader). */
export const WithError: Story = {
  args: { errors: ['Data turi būti ne ankstesnė nei šiandien.'] },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('button', { name: /Data/ });
    await expect(control).toHaveAccessibleDescription('Data turi būti ne ankstesnė nei šiandien.');
    await expect(control).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithErrorInEnglish: Story = {
  args: { label: 'Date', errors: ['The date must not be before today.'] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('button', { name: /Date/ });
    await expect(control).toHaveAccessibleDescription('The date must not be before today.');
    await expect(control).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * A field halfway down a window too short for the calendar above or below it (a laptop, a long form scrolled to
 * the field): the calendar fits in the window and scrolls inside, so its sixth week and its buttons can be reached.
 * It used to run off the window, where nothing could scroll to it (the page is held still while it is open).
 */
export const InAShortWindow: Story = {
  args: { defaultValue: '2026-11-18' },
  parameters: {
    screenshot: false,
    viewport: { options: { short: { name: 'Short window', styles: { width: '1024px', height: '560px' } } } },
  },
  globals: { viewport: { value: 'short' } },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 'calc(50vh - 1.5rem)', minHeight: '150vh' }}>
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    const { args, canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: /Data/ }));
    const picker = await openedPicker();
    const inWindow = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    };
    await waitFor(() => expect(inWindow(picker)).toBe(true));
    // November 2026 has six weeks from Monday: its last day is in the sixth row.
    const lastDay = dayButton(picker, '2026-11-30');
    lastDay.scrollIntoView({ block: 'nearest' });
    await expect(inWindow(lastDay)).toBe(true);
    await userEvent.click(lastDay);
    const select = within(picker).getByRole('button', { name: storyT(context)('datePicker.select') });
    select.scrollIntoView({ block: 'nearest' });
    await expect(inWindow(select)).toBe(true);
    await userEvent.click(select);
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-11-30');
  },
};

/** A date field in a modal, as the reservation form has it. */
function DateInAModal() {
  return (
    <Box display="flex" flexDirection="column" gap="md">
      <DatePicker label="Data" defaultValue="2026-11-30" now={fixedNow} />
    </Box>
  );
}

function OpensTheModal() {
  const modal = useModal();
  return <Button onClick={() => modal.open(DateInAModal, { header: 'Nauja rezervacija' })}>Open</Button>;
}

/**
 * Keyboard walk: inside a modal (the reservation form) the calendar opened with focus on "previous month", not on the
 * chosen day, so the arrow keys did nothing a person expected.
 */
export const InAModalOpensOnTheChosenDay: Story = {
  parameters: { screenshot: false },
  render: () => (
    <ModalHost>
      <OpensTheModal />
    </ModalHost>
  ),
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Open' }).focus();
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'Nauja rezervacija' });
    const field = within(modal).getByRole('button', { name: /Data/ });
    // Opened twice: the first time the month grid's code may still be loading (it then takes focus as it arrives);
    // the second time it is drawn at once, as in a form opened after others.
    for (const time of [1, 2]) {
      field.focus();
      await userEvent.keyboard('{Enter}');
      const picker = await openedPicker('Data');
      await waitFor(() => expect(dayButton(picker, '2026-11-30')).toHaveFocus());
      if (time === 1) {
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(field).toHaveFocus());
      }
    }
    const picker = await openedPicker('Data');
    // The arrow keys go on from there.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(dayButton(picker, '2026-11-29')).toHaveFocus());
  },
};

/**
 * With no date chosen, an "until" picker opens near the date the screen gives (the "from" date), focused on it: it
 * opened on today's month, months away from the exam session or holiday being set.
 */
export const OpensNearAGivenDate: Story = {
  args: { label: 'Iki', openNear: '2027-01-25' },
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: /Iki/ }).focus();
    await userEvent.keyboard('{Enter}');
    const picker = await openedPicker('Iki');
    await waitFor(() => expect(dayButton(picker, '2027-01-25')).toHaveFocus());
    // Only focused, not chosen: Enter chooses it, Select commits.
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A chosen date wins over the date to open near. */
export const ChosenDateWinsOverOpenNear: Story = {
  args: { label: 'Iki', openNear: '2027-01-25', defaultValue: '2027-02-03' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Iki/ }));
    const picker = await openedPicker('Iki');
    await waitFor(() => expect(dayButton(picker, '2027-02-03')).toHaveFocus());
  },
};
