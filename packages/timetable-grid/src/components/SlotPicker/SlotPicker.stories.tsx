import { DEFAULT_FORBIDDEN_SLOTS, type TimeSpan } from '@laikas/contract/time';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@laikas/ui/vars';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../stories/storyT';
import { SlotPicker } from './SlotPicker';

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab', 'Moves between the slot buttons.'],
    ['Enter / Space', 'Chooses the first slot, then the last; choosing again starts over.'],
  ],
  aria: [
    'A named `group` of toggle buttons (`aria-pressed`) named by slot number and time; taken and unavailable slots say so in their names.',
    'A polite live hint says what to choose next and what is chosen.',
  ],
};

const meta = {
  title: 'timetable-grid/SlotPicker',
  component: SlotPicker,
  tags: ['autodocs'],
  args: { onChange: fn() },
  parameters: { accessibility },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const span = (fromHours: number, fromMinutes: number, toHours: number, toMinutes: number): TimeSpan => ({
  from: { hours: fromHours, minutes: fromMinutes },
  to: { hours: toHours, minutes: toMinutes },
});

type Canvas = ReturnType<typeof within>;
type Translate = ReturnType<typeof storyT>;

/** A slot's button by its number ("Paskaita 4", "Slot 4"), whatever state its name goes on to tell. */
const slotOf = (canvas: Canvas, t: Translate) => (number: number) =>
  canvas.getByRole('button', { name: new RegExp(`^${t('slotPicker.slot', { number })}(\\D|$)`) });

/**
 * The picker's live hint (what is chosen, then what the next choice does), whole: a hint that says only part of it
 * ("Chosen: … Choose the first slot") reads as if nothing had been chosen.
 */
const hintOf = (canvas: Canvas) => canvas.getByRole('group').querySelector('[aria-live]')?.textContent?.trim();

/** A room closed over lunch: its 12:00–13:30 slot runs into a forbidden gap of its own settings. */
const closedAtLunch = [...DEFAULT_FORBIDDEN_SLOTS, { from: { hours: 12, minutes: 0 }, to: { hours: 13, minutes: 30 } }];

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.getByRole('group', { name: t('slotPicker.label') })).toBeInTheDocument();
    await expect(canvas.getByText(t('slotPicker.chooseStart'))).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(9);
    await expect(canvas.getByText(`${t('slotPicker.break')} 11:30–12:00`)).toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Academic slots' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Slot 4\s*10:00–11:30/ })).toBeInTheDocument();
  },
};

export const PickingInteraction: Story = {
  play: async (context) => {
    const { canvas, args, step } = context;
    const t = storyT(context);
    const slot = slotOf(canvas, t);
    const chosen = (slots: string, from: string, to: string) => t('slotPicker.chosen', { slots, from, to });
    await step('nothing chosen: the hint asks for the first slot', async () => {
      await expect(hintOf(canvas)).toBe(t('slotPicker.chooseStart'));
    });
    await step('the first click sets the start and gives its one slot', async () => {
      await userEvent.click(slot(4));
      await expect(args.onChange).toHaveBeenLastCalledWith(span(10, 0, 11, 30));
      await expect(slot(4)).toHaveAttribute('aria-pressed', 'true');
      await expect(hintOf(canvas)).toBe(
        `${chosen(t('slotPicker.slot', { number: 4 }), '10:00', '11:30')}. ${t('slotPicker.chooseEnd')}`,
      );
    });
    await step('a second click after it sets the end; the hint says a next click starts over', async () => {
      await userEvent.click(slot(5));
      await expect(args.onChange).toHaveBeenLastCalledWith(span(10, 0, 13, 30));
      await expect(slot(5)).toHaveAttribute('aria-pressed', 'true');
      await expect(hintOf(canvas)).toBe(
        `${chosen(t('slotPicker.slots', { first: 4, last: 5 }), '10:00', '13:30')}. ${t('slotPicker.chooseAgain')}`,
      );
    });
    await step('after a finished pick a click starts again', async () => {
      await userEvent.click(slot(6));
      await expect(args.onChange).toHaveBeenLastCalledWith(span(13, 40, 15, 10));
      await expect(slot(4)).toHaveAttribute('aria-pressed', 'false');
      await expect(hintOf(canvas)).toBe(
        `${chosen(t('slotPicker.slot', { number: 6 }), '13:40', '15:10')}. ${t('slotPicker.chooseEnd')}`,
      );
    });
    await step('the same slot again keeps it alone', async () => {
      await userEvent.click(slot(6));
      await expect(args.onChange).toHaveBeenLastCalledWith(span(13, 40, 15, 10));
      await expect(hintOf(canvas)).toBe(
        `${chosen(t('slotPicker.slot', { number: 6 }), '13:40', '15:10')}. ${t('slotPicker.chooseAgain')}`,
      );
    });
    await step('a click before the start restarts there', async () => {
      await userEvent.click(slot(2));
      await expect(args.onChange).toHaveBeenLastCalledWith(span(8, 0, 8, 20));
      await userEvent.click(slot(3));
      await expect(args.onChange).toHaveBeenLastCalledWith(span(8, 0, 9, 50));
    });
  },
};

/**
 * A walk of the app: after a first slot the hint read "Chosen: … Choose the first slot", as if nothing had been
 * chosen; then one long clause ("…; an earlier one, or one past an unavailable slot, starts over there"), hard to read:
 * short sentences now. It says what is chosen and what the next choice does: the last slot (the same one again keeps it alone; one
 * before it, or past an unavailable one, starts over there), and once a span is chosen, any slot starts over.
 */
export const PickingInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(hintOf(canvas)).toBe('Choose the first slot');
    await userEvent.click(canvas.getByRole('button', { name: /^Slot 3/ }));
    await expect(hintOf(canvas)).toBe(
      'Chosen: Slot 3 (08:20–09:50). Now choose the last slot. To keep only this one, choose it again. ' +
        'A slot before it, or after one that cannot be booked, starts a new choice.',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Slot 4/ }));
    await expect(hintOf(canvas)).toBe('Chosen: Slots 3–4 (08:20–11:30). Choose any slot to start over from it');
  },
};

export const PickingInLithuanian: Story = {
  globals: { locale: 'lt' },
  play: async ({ canvas }) => {
    await expect(hintOf(canvas)).toBe('Pasirinkite pirmą paskaitą');
    await userEvent.click(canvas.getByRole('button', { name: /^Paskaita 3/ }));
    await expect(hintOf(canvas)).toBe(
      'Pasirinkta: Paskaita 3 (08:20–09:50). Dabar pasirinkite paskutinę paskaitą. Jei reikia tik šios, ' +
        'pasirinkite ją dar kartą. Paskaita prieš ją arba už užimtos ar negalimos pradeda pasirinkimą iš naujo.',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Paskaita 4/ }));
    await expect(hintOf(canvas)).toBe(
      'Pasirinkta: Paskaitos 3–4 (08:20–11:30). Pasirinkite bet kurią paskaitą, kad pradėtumėte iš naujo nuo jos',
    );
  },
};

/** A value off the slots' edges (an event's times kept when it became a lecture) is said by its times alone. */
export const ChosenOffTheSlotsInEnglish: Story = {
  args: { defaultValue: span(10, 15, 11, 0) },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(hintOf(canvas)).toBe('Chosen: 10:15–11:00. Choose any slot to start over from it');
    await expect(canvas.getByRole('button', { name: /^Slot 4/ })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const TakenAndForbidden: Story = {
  args: { taken: [{ from: { hours: 10, minutes: 30 }, to: { hours: 11, minutes: 0 } }], forbiddenSlots: closedAtLunch },
  play: async (context) => {
    const { canvas, args, step } = context;
    const t = storyT(context);
    const slot = slotOf(canvas, t);
    await step('taken and forbidden slots are shown and cannot be picked', async () => {
      await expect(slot(4)).toBeDisabled();
      await expect(slot(4)).toHaveAccessibleName(new RegExp(t('slotPicker.taken')));
      await expect(slot(5)).toBeDisabled();
      await expect(slot(5)).toHaveAccessibleName(new RegExp(t('slotPicker.forbidden')));
      await userEvent.click(slot(4), { pointerEventsCheck: 0 });
      await userEvent.click(slot(5), { pointerEventsCheck: 0 });
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('an end past a taken slot starts again there instead', async () => {
      await userEvent.click(slot(3));
      await userEvent.click(slot(6));
      await expect(args.onChange).toHaveBeenLastCalledWith(span(13, 40, 15, 10));
      await userEvent.click(slot(7));
      await expect(args.onChange).toHaveBeenLastCalledWith(span(13, 40, 16, 50));
    });
  },
};

export const TakenAndForbiddenInEnglish: Story = {
  ...TakenAndForbidden,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Slot 4/ })).toHaveAccessibleName(/Taken/);
    await expect(canvas.getByRole('button', { name: /^Slot 5/ })).toHaveAccessibleName(/Not available/);
  },
};

/**
 * A holiday on one date of a series and the room closed one afternoon (issue 36): the slots they touch say so by name
 * and cannot be picked; an end past them starts again instead.
 */
export const Closed: Story = {
  args: {
    closed: [
      { date: '2026-12-24', label: 'Šventė: Kūčios', from: { hours: 0, minutes: 0 }, to: { hours: 24, minutes: 0 } },
      {
        date: '2026-12-17',
        label: 'Uždaryta: remontas',
        from: { hours: 12, minutes: 0 },
        to: { hours: 13, minutes: 0 },
      },
    ],
  },
  play: async (context) => {
    const { canvas, args } = context;
    const slot = slotOf(canvas, storyT(context));
    const slots = canvas.getAllByRole('button');
    for (const each of slots) {
      await expect(each).toBeDisabled();
    }
    await expect(slot(1)).toHaveAccessibleName(/2026-12-24 Šventė: Kūčios$/);
    await expect(slot(5)).toHaveAccessibleName(/2026-12-24 Šventė: Kūčios, 2026-12-17 Uždaryta: remontas$/);
    await userEvent.click(slots[0]!, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ClosedInEnglish: Story = {
  args: {
    closed: [{ label: 'Closed: renovation', from: { hours: 12, minutes: 0 }, to: { hours: 13, minutes: 0 } }],
  },
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    const closed = canvas.getByRole('button', { name: /^Slot 5/ });
    await expect(closed).toHaveAccessibleName(/Closed: renovation$/);
    await expect(closed).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Slot 4/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Slot 7/ }));
    // An end past the closed slot starts again there.
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: { hours: 15, minutes: 20 },
      to: { hours: 16, minutes: 50 },
    });
  },
};

/**
 * A remote session over a room in use (issue 36): the in-room lecture at 10:00–11:30 does not stand in the way of a
 * remote reservation, so its slot stays pickable, but it says the room is in use instead of looking free.
 */
export const RoomInUseForARemoteReservation: Story = {
  args: { inUse: [span(10, 0, 11, 30)] },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const slot = slotOf(canvas, t);
    await expect(slot(4)).toHaveAccessibleName(new RegExp(`${t('slotPicker.inUse')}$`));
    await expect(slot(4)).toHaveAttribute('data-in-use', 'true');
    await expect(slot(5)).not.toHaveAttribute('data-in-use');
    await userEvent.click(slot(4));
    await expect(args.onChange).toHaveBeenLastCalledWith(span(10, 0, 11, 30));
  },
};

export const RoomInUseForARemoteReservationInEnglish: Story = {
  args: { inUse: [span(10, 0, 11, 30)] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Slot 4/ })).toHaveAccessibleName(/Room in use$/);
    await expect(canvas.getByRole('button', { name: /^Slot 4/ })).toBeEnabled();
  },
};

/**
 * A weekly series in a room open 08:00–18:30 (issue 12, item 3): 10:00–13:30 is taken on 9 December, 10:00–11:30
 * on 2 December, 15:20–16:50 on five dates; the slots say on which dates and cannot be picked, and the slots before
 * the room opens and after it closes cannot be picked either.
 */
export const TakenOnDatesOfASeries: Story = {
  args: {
    window: { from: { hours: 8, minutes: 0 }, to: { hours: 18, minutes: 30 } },
    taken: [
      { from: { hours: 10, minutes: 0 }, to: { hours: 13, minutes: 30 }, date: '2026-12-09' },
      { from: { hours: 10, minutes: 0 }, to: { hours: 11, minutes: 30 }, date: '2026-12-02' },
      ...['2026-12-02', '2026-12-09', '2026-12-16', '2026-12-23', '2026-12-30'].map((date) => ({
        from: { hours: 15, minutes: 20 },
        to: { hours: 16, minutes: 50 },
        date,
      })),
    ],
  },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const slot = slotOf(canvas, t);
    await expect(slot(1)).toBeDisabled();
    const takenOn = (dates: string) => new RegExp(`${t('slotPicker.takenOn', { dates })}$`);
    await expect(slot(1)).toHaveAccessibleName(new RegExp(t('slotPicker.outside')));
    await expect(slot(9)).toHaveAccessibleName(new RegExp(t('slotPicker.outside')));
    await expect(slot(4)).toHaveAccessibleName(takenOn('2026-12-02, 2026-12-09'));
    await expect(slot(5)).toHaveAccessibleName(takenOn('2026-12-09'));
    await expect(slot(7)).toHaveAccessibleName(
      takenOn(t('slotPicker.andMore', { dates: '2026-12-02, 2026-12-09, 2026-12-16', count: 2 })),
    );
    await userEvent.click(slot(4), { pointerEventsCheck: 0 });
    await userEvent.click(slot(1), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(slot(6));
    await expect(args.onChange).toHaveBeenLastCalledWith(span(13, 40, 15, 10));
  },
};

export const TakenOnDatesOfASeriesInEnglish: Story = {
  ...TakenOnDatesOfASeries,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Slot 1/ })).toHaveAccessibleName(/Outside opening hours/);
    await expect(canvas.getByRole('button', { name: /^Slot 4/ })).toHaveAccessibleName(
      /Taken on 2026-12-02, 2026-12-09$/,
    );
    await expect(canvas.getByRole('button', { name: /^Slot 7/ })).toHaveAccessibleName(
      /Taken on 2026-12-02, 2026-12-09, 2026-12-16 and 2 more$/,
    );
  },
};

/**
 * Live timetables (issue 31): the person had chosen 10:00–11:30 when someone else booked it. The host marks that
 * booking `justTaken`: its slot is ringed and says "Just taken" before the person saves; an older booking says "Taken".
 */
export const JustTaken: Story = {
  args: {
    value: span(10, 0, 11, 30),
    taken: [
      { ...span(10, 0, 11, 30), justTaken: true },
      { ...span(17, 0, 18, 30), justTaken: false },
    ],
  },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyT(context);
    const slot = slotOf(canvas, t);
    await expect(slot(4)).toHaveAccessibleName(new RegExp(`${t('slotPicker.justTaken')}$`));
    await expect(slot(4)).toBeDisabled();
    await expect(slot(8)).toHaveAccessibleName(new RegExp(`${t('slotPicker.taken')}$`));
    await expect(canvasElement.querySelectorAll('[data-just-taken]')).toHaveLength(1);
  },
};

export const JustTakenInEnglish: Story = {
  ...JustTaken,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Slot 4/ })).toHaveAccessibleName(/Just taken$/);
    await expect(canvas.getByRole('button', { name: /^Slot 8/ })).toHaveAccessibleName(/Taken$/);
  },
};

export const KeyboardOnly: Story = {
  args: { taken: [{ from: { hours: 10, minutes: 0 }, to: { hours: 11, minutes: 30 } }] },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const slot = slotOf(canvas, t);
    await userEvent.tab();
    await expect(slot(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(slot(3)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(span(8, 20, 9, 50));
    // the taken slot 4 is skipped
    await userEvent.keyboard('{ArrowDown}');
    await expect(slot(5)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(slot(9)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(slot(1)).toHaveFocus();
    await userEvent.keyboard('{End} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(span(18, 40, 20, 10));
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(slot(9)).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<TimeSpan | null>(span(12, 0, 13, 30));
    return (
      <div>
        <SlotPicker
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange?.(next);
          }}
        />
        <button type="button" onClick={() => setValue(null)}>
          Reset
        </button>
      </div>
    );
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const chosen = t('slotPicker.chosen', { slots: t('slotPicker.slot', { number: 5 }), from: '12:00', to: '13:30' });
    await expect(hintOf(canvas)).toBe(`${chosen}. ${t('slotPicker.chooseAgain')}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(hintOf(canvas)).toBe(t('slotPicker.chooseStart'));
    await expect(slotOf(canvas, t)(5)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** What a theme colour (`vars.color.*`) computes to where the story renders. */
const computedColour = (where: HTMLElement, colour: string) => {
  const probe = document.createElement('span');
  probe.style.color = colour;
  where.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
};

/**
 * A read-only reservation's picker (a lecture the person may not edit): its slots look like the form's other disabled
 * fields, sunken and muted, and the chosen ones softly marked, not like buttons that still take a click.
 */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: span(10, 0, 13, 30) },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyT(context);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
    // A picker that takes no choice says only what is chosen.
    const slots = t('slotPicker.slots', { first: 4, last: 5 });
    await expect(hintOf(canvas)).toBe(`${t('slotPicker.chosen', { slots, from: '10:00', to: '13:30' })}.`);
    const slot = slotOf(canvas, t);
    await expect(getComputedStyle(slot(1)).backgroundColor).toBe(
      computedColour(canvasElement, vars.color.surfaceSunken),
    );
    await expect(getComputedStyle(slot(1)).color).toBe(computedColour(canvasElement, vars.color.textMuted));
    await expect(getComputedStyle(slot(4)).backgroundColor).toBe(computedColour(canvasElement, vars.color.primarySoft));
    await expect(getComputedStyle(slot(4)).color).toBe(computedColour(canvasElement, vars.color.primarySoftText));
  },
};

/** Empty, chosen, half-chosen, taken and forbidden, disabled: for the screenshot baseline. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 24 }}>
      <SlotPicker {...args} aria-label="Tuščias" />
      <SlotPicker
        {...args}
        aria-label="Pasirinkta"
        defaultValue={span(13, 40, 16, 50)}
        taken={[{ from: { hours: 17, minutes: 0 }, to: { hours: 18, minutes: 30 } }]}
        forbiddenSlots={closedAtLunch}
      />
      <SlotPicker {...args} aria-label="Išjungta" disabled defaultValue={span(8, 20, 9, 50)} />
    </div>
  ),
  play: async (context) => {
    const page = within(context.canvasElement);
    const slot = slotOf(within(page.getByRole('group', { name: 'Tuščias' })), storyT(context));
    await userEvent.click(slot(2));
    await expect(slot(2)).toHaveAttribute('data-state', 'selected');
  },
};

/**
 * An exam session (issue 36) is marked, not closed: exams are booked in rooms. The slots it touches stay pickable,
 * hatched lightly, and say its name; a holiday beside it still closes its slots.
 */
export const ExamSession: Story = {
  args: {
    marked: [{ label: 'Egzaminų sesija', from: { hours: 0, minutes: 0 }, to: { hours: 24, minutes: 0 } }],
    closed: [{ label: 'Uždaryta: remontas', from: { hours: 12, minutes: 0 }, to: { hours: 13, minutes: 0 } }],
  },
  play: async (context) => {
    const { canvas, args } = context;
    const slot = slotOf(canvas, storyT(context));
    await expect(slot(4)).toHaveAccessibleName(/Egzaminų sesija$/);
    await expect(slot(4)).toHaveAttribute('data-marked', 'true');
    await expect(slot(5)).toBeDisabled();
    await expect(slot(5)).toHaveAccessibleName(/Uždaryta: remontas$/);
    await userEvent.click(slot(4));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: { hours: 10, minutes: 0 },
      to: { hours: 11, minutes: 30 },
    });
  },
};

export const ExamSessionInEnglish: Story = {
  args: {
    marked: [
      { date: '2027-01-11', label: 'Exam session', from: { hours: 0, minutes: 0 }, to: { hours: 24, minutes: 0 } },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const slot = canvas.getByRole('button', { name: /^Slot 4/ });
    await expect(slot).toHaveAccessibleName(/2027-01-11 Exam session$/);
    await expect(slot).toBeEnabled();
  },
};
