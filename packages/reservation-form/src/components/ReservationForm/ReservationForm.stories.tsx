import type { Meta, StoryObj } from '@storybook/react-vite';
import { reservationBodySchema } from '@laikas/contract';
import { TIMETABLE_GRID_NAMESPACE } from '@laikas/timetable-grid';
import { Box, Button, ModalHost, UI_NAMESPACE, useModal } from '@laikas/ui';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  manyRooms,
  repeatingLecture,
  searchManyGroups,
  searchManyRooms,
  searchStoryPeople,
  storyAnnexes,
  storyGroups,
  storyPeople,
  storyResources,
} from './fixtures';
import { storyT } from '../../stories/storyT';
import { ReservationForm, type ReservationFormProps } from './ReservationForm';
import { FormFooter } from './FormFooter';
import type { ReservationFormState } from './useReservationForm';

type Canvas = ReturnType<typeof within>;

/**
 * The play's strings in the story's language: the form's, the grid's (the slot picker) and ui's, from the catalogue
 * the components read, so that every play passes in every language.
 */
function strings(context: { globals: Record<string, unknown> }) {
  const grid = storyT(context, TIMETABLE_GRID_NAMESPACE);
  return {
    t: storyT(context),
    grid,
    ui: storyT(context, UI_NAMESPACE),
    /** A slot's button name ("3 paskaita", "Slot 3"), whatever state it goes on to tell. */
    slot: (number: number) => new RegExp(`^${grid('slotPicker.slot', { number })}(\\D|$)`),
  };
}

/** Opens a select by its label and clicks the option; multi-selects stay open, so they are closed with Escape. */
async function choose(canvas: Canvas, label: RegExp, option: RegExp, multiple = false) {
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  if (multiple) {
    await userEvent.keyboard('{Escape}');
  }
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The first payload handed to onSave, checked against the API's schema. */
async function expectSavedPayload(onSave: unknown) {
  const mock = onSave as ReturnType<typeof fn>;
  await waitFor(() => expect(mock).toHaveBeenCalledTimes(1));
  const [payload, scope] = mock.mock.calls[0] as [unknown, unknown];
  await expect(reservationBodySchema.safeParse(payload).success).toBe(true);
  return { payload: payload as Record<string, unknown>, scope };
}

const meta = {
  title: 'reservation-form/ReservationForm',
  component: ReservationForm,
  tags: ['autodocs'],
  args: {
    resources: storyResources,
    groups: storyGroups,
    annexes: storyAnnexes,
    searchPeople: searchStoryPeople,
    seed: { reservable: [1], from: '2026-03-02' },
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onClose: fn(),
    onExport: fn(),
    onSelectionChange: fn(),
  },
  render: (args) => (
    <Box maxWidth="form">
      <ReservationForm {...args} />
    </Box>
  ),
} satisfies Meta<typeof ReservationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new lecture on the clicked room and date: fill it in and save. */
export const CreateLecture: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const { t, slot } = strings(context);
    // The caller hears which resource and date are chosen, to load the times already taken.
    await expect(args.onSelectionChange).toHaveBeenCalledWith({
      reservable: [1],
      date: '2026-03-02',
      until: '2026-03-02',
    });
    await expect(
      canvas.getByRole('button', { name: new RegExp(`${t('form.type')}.*${t('form.types.lecture')}`) }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('form.delete') })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(t('form.name')), 'Tiesinė algebra');
    await userEvent.click(canvas.getByRole('button', { name: slot(3) }));
    await userEvent.click(canvas.getByRole('button', { name: slot(4) }));
    await choose(canvas, new RegExp(t('form.teacher')), /Ona Žemaitė/);
    await choose(canvas, new RegExp(t('form.groups')), /MIF Matematika 1 k\./, true);
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    const { payload, scope } = await expectSavedPayload(args.onSave);
    await expect(payload).toMatchObject({
      name: 'Tiesinė algebra',
      from: '2026-03-02',
      to: '2026-03-02',
      from_time: { hours: 8, minutes: 20 },
      to_time: { hours: 11, minutes: 30 },
      type: 'lecture',
      person_responsible: 31,
      groups: [11],
      reservable: [1],
      repeater: null,
    });
    await expect(scope).toEqual({});
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

export const CreateLectureInEnglish: Story = {
  args: { takenTimes: [{ from: { hours: 10, minutes: 0 }, to: { hours: 11, minutes: 30 } }] },
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Slot 4/ })).toHaveAccessibleName(/Taken/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Nothing is sent while the name and times are missing.
    await expect(canvas.getByText('Enter a name')).toBeInTheDocument();
    await expect(canvas.getByText('Choose the start and end time')).toBeInTheDocument();
    // Focus goes to the first field to put right (WCAG 3.3.1).
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Name'), 'Linear algebra');
    await userEvent.click(canvas.getByRole('button', { name: /^Slot 5/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const { payload } = await expectSavedPayload(args.onSave);
    await expect(payload).toMatchObject({
      name: 'Linear algebra',
      type: 'lecture',
      from_time: { hours: 12, minutes: 0 },
      to_time: { hours: 13, minutes: 30 },
    });
  },
};

/** An event: times in 30-minute steps, a person responsible, repeating daily. */
export const CreateEvent: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await choose(canvas, new RegExp(t('form.type')), new RegExp(t('form.types.event')));
    await expect(canvas.getByRole('button', { name: new RegExp(t('form.personResponsible')) })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(t('form.name')), 'Studentų šventė');
    await userEvent.type(canvas.getByLabelText(t('form.description')), 'Šventė visiems fakulteto studentams');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('form.from') }), '17:00');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('form.to') }), '18:30');
    await choose(canvas, new RegExp(t('form.personResponsible')), /Jonas Basanavičius/);
    await choose(canvas, new RegExp(t('form.invitations')), /Rūta Šimkutė/, true);
    await choose(canvas, new RegExp(t('form.annexes')), /Projektorius/, true);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('repeat.repeat') }));
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    const { payload } = await expectSavedPayload(args.onSave);
    await expect(payload).toMatchObject({
      type: 'event',
      description: 'Šventė visiems fakulteto studentams',
      from_time: { hours: 17, minutes: 0 },
      to_time: { hours: 18, minutes: 30 },
      person_responsible: 32,
      invitations: [34],
      annexes: [21],
      repeater: { type: 'daily', interval: 1, until: '2026-03-09', weekdays: [] },
    });
  },
};

export const CreateEventInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await choose(canvas, /Type/, /Event/);
    await userEvent.type(canvas.getByLabelText('Name'), 'Open day');
    // The lists offer only times clear of the forbidden gaps (issue 36): 10:00–11:30, not up to midnight.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'From' }), '10:00');
    await expect(
      within(canvas.getByRole('combobox', { name: 'To' })).queryByRole('option', { name: '24:00' }),
    ).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'To' }), '11:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const { payload } = await expectSavedPayload(args.onSave);
    await expect(payload).toMatchObject({ type: 'event', to_time: { hours: 11, minutes: 30 } });
  },
};

/** A form shown as a modal, as the app opens it. */
function OpenInModal(props: ReservationFormProps) {
  const modal = useModal();
  return (
    <Button
      onClick={() =>
        modal.open(ReservationForm, { header: 'Rezervacija', props: { ...props, onClose: undefined }, size: 'large' })
      }
    >
      Open
    </Button>
  );
}

/**
 * Editing an occurrence of a weekly lecture, in a modal: Save asks the scope on top of the form;
 * cancelling aborts and keeps the form, "this and upcoming" saves with that scope.
 */
export const EditRepeating: Story = {
  args: { reservation: repeatingLecture },
  render: (args) => (
    <ModalHost>
      <OpenInModal {...args} />
    </ModalHost>
  ),
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const form = within(await screen.findByRole('dialog', { name: 'Rezervacija' }));
    await expect(form.getByLabelText(t('form.name'))).toHaveValue('Matematinė analizė');
    await expect(form.getByRole('checkbox', { name: t('repeat.repeat') })).toBeChecked();
    await userEvent.clear(form.getByLabelText(t('form.name')));
    await userEvent.type(form.getByLabelText(t('form.name')), 'Matematinė analizė II');

    await userEvent.click(form.getByRole('button', { name: t('form.save') }));
    await userEvent.click(await screen.findByRole('button', { name: t('scope.cancel') }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(form.getByLabelText(t('form.name'))).toHaveValue('Matematinė analizė II');

    await userEvent.click(form.getByRole('button', { name: t('form.save') }));
    await screen.findByRole('dialog', { name: t('scope.updateTitle') });
    await userEvent.click(screen.getByRole('button', { name: t('scope.upcoming') }));
    const { payload, scope } = await expectSavedPayload(args.onSave);
    await expect(scope).toEqual({ update_selection_repeater: 'upcoming' });
    await expect(payload).toMatchObject({
      name: 'Matematinė analizė II',
      update_selection_repeater: 'upcoming',
      from_time: { hours: 10, minutes: 0 },
      repeater: { type: 'weekly', interval: 1, until: '2026-05-29', weekdays: ['monday'] },
    });
    // A successful save closes the modal.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * A saved weekly series on Mondays whose date is moved to Tuesday: the ticked weekday moves with it, as the server
 * moves the rule when the series is saved (docs/decisions/series-edits-move-their-weekdays.md). Before, Monday stayed
 * ticked until the save came back on Tuesdays.
 */
export const SeriesMovedToAnotherWeekday: Story = {
  args: { reservation: repeatingLecture },
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    const { t, ui } = strings(context);
    const days = within(canvas.getByRole('group', { name: t('repeat.weekdays') }));
    await expect(days.getByRole('checkbox', { name: t('repeat.weekdayNames.monday') })).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${t('form.date')}`) }));
    const picker = await screen.findByRole('dialog', { name: t('form.date') });
    await within(picker).findByRole('grid', { busy: false });
    await userEvent.click(within(picker.querySelector<HTMLElement>('[data-day="2026-03-03"]')!).getByRole('button'));
    await userEvent.click(within(picker).getByRole('button', { name: ui('datePicker.select') }));
    await waitFor(() => expect(days.getByRole('checkbox', { name: t('repeat.weekdayNames.tuesday') })).toBeChecked());
    await expect(days.getAllByRole('checkbox', { checked: true })).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await userEvent.click(await screen.findByRole('button', { name: t('scope.all') }));
    const { payload } = await expectSavedPayload(args.onSave);
    await expect(payload).toMatchObject({ from: '2026-03-03', repeater: { type: 'weekly', weekdays: ['tuesday'] } });
  },
};

/**
 * WCAG 2.4.3 and 3.3.1, as the app opens a new reservation: the modal opens on the name (the first field to fill; the
 * resource, date and times come from the free time clicked), not on its Close button. Save with the name empty puts
 * focus back on it, which then reads its own error, naming the field.
 */
export const NewInAModal: Story = {
  args: { seed: { reservable: [1], from: '2026-03-02', from_time: '10:00', to_time: '11:30' } },
  render: (args) => (
    <ModalHost>
      <OpenInModal {...args} />
    </ModalHost>
  ),
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const form = within(await screen.findByRole('dialog', { name: 'Rezervacija' }));
    const name = form.getByLabelText(t('form.name'));
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.click(form.getByRole('button', { name: t('form.save') }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // Its message, also said by the polite region under it, names the field ("Enter a name").
    await expect(name).toHaveAccessibleDescription(t('errors.nameRequired'));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NewInAModalInEnglish: Story = {
  ...NewInAModal,
  globals: { locale: 'en' },
};

/**
 * Keyboard walk: Escape on a new reservation with a name typed closed it and threw the input away. Now a form with
 * input asks first ("keep editing" keeps it, with what was typed; "discard" closes it), the close button too; a form
 * left as it opened closes at once.
 */
export const EscapeAsksBeforeDiscarding: Story = {
  args: { seed: { reservable: [1], from: '2026-03-02', from_time: '10:00', to_time: '11:30' } },
  parameters: { screenshot: false },
  render: (args) => (
    <ModalHost>
      <OpenInModal {...args} />
    </ModalHost>
  ),
  play: async (context) => {
    const { canvas } = context;
    const { t, ui } = strings(context);
    const open = async () => {
      canvas.getByRole('button', { name: 'Open' }).focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Rezervacija' });
      await waitFor(() => expect(within(dialog).getByLabelText(t('form.name'))).toHaveFocus());
      return dialog;
    };
    // As it opened: Escape closes it at once.
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A name typed: Escape asks; "keep editing" goes back to the form, the name still there.
    const form = await open();
    await userEvent.keyboard('Konsultacija');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: t('discard.newTitle') });
    await expect(within(ask).getByText(t('discard.newMessage'))).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: t('discard.keep') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('discard.newTitle') })).toBeNull());
    await expect(within(form).getByLabelText(t('form.name'))).toHaveValue('Konsultacija');
    await waitFor(() => expect(within(form).getByLabelText(t('form.name'))).toHaveFocus());

    // Escape on the question keeps the form too; the close button asks as Escape does; "discard" closes the form.
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: t('discard.newTitle') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('discard.newTitle') })).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Rezervacija' })).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: ui('modal.close') }));
    const again = await screen.findByRole('dialog', { name: t('discard.newTitle') });
    await userEvent.click(within(again).getByRole('button', { name: t('discard.discard') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EscapeAsksBeforeDiscardingInEnglish: Story = {
  ...EscapeAsksBeforeDiscarding,
  globals: { locale: 'en' },
};

/** An edited reservation asks too, in its own words. */
export const EscapeAsksBeforeDiscardingAnEdit: Story = {
  args: { reservation: repeatingLecture },
  parameters: { screenshot: false },
  render: (args) => (
    <ModalHost>
      <OpenInModal {...args} />
    </ModalHost>
  ),
  play: async (context) => {
    const { canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const form = await screen.findByRole('dialog', { name: 'Rezervacija' });
    const name = within(form).getByLabelText(t('form.name'));
    await userEvent.type(name, ' (perkelta)');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: t('discard.editTitle') });
    await userEvent.click(within(ask).getByRole('button', { name: t('discard.discard') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A reservation the person may only read opens on the notice that says so, the start of the dialog's content: its
 * fields are disabled (not focusable), and Close is not where reading starts.
 */
export const ReadOnlyInAModal: Story = {
  args: { reservation: { ...repeatingLecture, can_edit: false, can_delete: false } },
  render: (args) => (
    <ModalHost>
      <OpenInModal {...args} />
    </ModalHost>
  ),
  play: async (context) => {
    const { canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const form = within(await screen.findByRole('dialog', { name: 'Rezervacija' }));
    await waitFor(() => expect(form.getByText(t('form.readOnly'))).toHaveFocus());
  },
};

export const ReadOnlyInAModalInEnglish: Story = {
  ...ReadOnlyInAModal,
  globals: { locale: 'en' },
};

/** Deleting an occurrence asks the scope too; the answer goes to onDelete. */
export const EditRepeatingInEnglish: Story = {
  args: { reservation: repeatingLecture },
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Which reservations should be deleted?' });
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith({ update_selection_repeater: 'all' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** Without can_edit every field is disabled and Save is hidden; without can_delete so is Delete. */
export const ReadOnly: Story = {
  args: { reservation: { ...repeatingLecture, can_edit: false, can_delete: false } },
  play: async (context) => {
    const { canvas } = context;
    const { t, grid } = strings(context);
    await expect(canvas.getByText(t('form.readOnly'))).toBeInTheDocument();
    await expect(canvas.getByLabelText(t('form.name'))).toBeDisabled();
    await expect(canvas.getByLabelText(t('form.description'))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: new RegExp(`^${t('form.date')}`) })).toBeDisabled();
    const slots = within(canvas.getByRole('group', { name: grid('slotPicker.label') })).getAllByRole('button');
    for (const slot of slots) {
      await expect(slot).toBeDisabled();
    }
    await expect(canvas.getByRole('button', { name: new RegExp(t('form.resources')) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: new RegExp(t('form.type')) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: new RegExp(t('form.teacher')) })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: t('repeat.repeat') })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: t('form.save') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('form.delete') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('form.export') })).toBeEnabled();
  },
};

export const ReadOnlyInEnglish: Story = {
  args: { reservation: { ...repeatingLecture, can_edit: false, can_delete: true } },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  },
};

/**
 * Issue 12, item 18: a reader not involved gets no invitees' names, and the field read as if nobody were invited.
 * It now says how many are, and that only the people involved see who.
 */
export const ReadOnlyNotInvolved: Story = {
  args: {
    reservation: { ...repeatingLecture, invitations: [], invitation_count: 3, can_edit: false, can_delete: false },
  },
  play: async (context) => {
    const { canvas } = context;
    const { t } = strings(context);
    await expect(canvas.getByText(t('form.invitedHidden', { count: 3 }))).toBeInTheDocument();
  },
};

export const ReadOnlyNotInvolvedInEnglish: Story = {
  args: {
    reservation: { ...repeatingLecture, invitations: [], invitation_count: 1, can_edit: false, can_delete: false },
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('1 person invited. Only the people involved in the reservation see the names.'),
    ).toBeInTheDocument();
  },
};

/** An editable form never says invitees are hidden: an editor is involved and sees them all. */
export const EditableNeverHidesInvitees: Story = {
  parameters: { screenshot: false },
  args: { reservation: { ...repeatingLecture, invitations: [], invitation_count: 2 } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = strings(context);
    await expect(canvas.queryByText(t('form.invitedHidden', { count: 2 }))).not.toBeInTheDocument();
  },
};

/** Two students of one name, as the API's user search gives them to a student: uids, no e-mail addresses. */
const namesakes = [
  { id: 41, uid: 's2401234', name: 'Karolis Petrauskas', email: null },
  { id: 42, uid: 's2405678', name: 'Karolis Petrauskas', email: null },
];

/** Namesakes are told apart by their uid, in the list and in the chosen chips (walk at 390 px, item 2). */
export const NamesakesToldApart: Story = {
  parameters: { screenshot: false },
  args: {
    searchPeople: async (query: string) => (query.length > 2 ? namesakes : []),
    seed: {
      reservable: [1],
      from: '2026-03-02',
      type: 'event',
      from_time: { hours: 10, minutes: 0 },
      to_time: { hours: 11, minutes: 30 },
    },
  },
  play: async (context) => {
    const { args, canvas } = context;
    const { t, ui } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('form.invitations')) }));
    await userEvent.keyboard('Petr');
    const first = await screen.findByRole('option', { name: /Karolis Petrauskas.*s2401234/ });
    const second = await screen.findByRole('option', { name: /Karolis Petrauskas.*s2405678/ });
    await userEvent.click(second);
    await userEvent.click(first);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // Each chip's remove button names its own person.
    const removeFirst = ui('select.remove', { label: 'Karolis Petrauskas (s2401234)' });
    await expect(canvas.getByRole('button', { name: removeFirst })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: ui('select.remove', { label: 'Karolis Petrauskas (s2405678)' }) }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: removeFirst }));
    await userEvent.type(canvas.getByLabelText(t('form.name')), 'Savarankiškas mokymasis');
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    const { payload } = await expectSavedPayload(args.onSave);
    await expect(payload).toMatchObject({ invitations: [42] });
  },
};

export const NamesakesToldApartInEnglish: Story = { ...NamesakesToldApart, globals: { locale: 'en' } };

const rejection = {
  status: 422,
  body: {
    message: 'The given data was invalid.',
    errors: {
      name: ['The name may not be longer than 255 characters'],
      from: ['The time is already taken'],
      'repeater.until': ['A series may run at most 2 years ahead (until 2028-03-02)'],
    },
    repeater_overlaps: [
      { name: 'Fizika', from: '2026-03-09 10:00', to: '2026-03-09 11:30', reservable: { name: 'Auditorija 101' } },
      { name: 'Fizika', from: '2026-03-16 10:00', to: '2026-03-16 11:30', reservable: { name: 'Auditorija 101' } },
    ],
    batch_overlaps: [
      { name: 'Chemija', from: '2026-03-02 10:00', to: '2026-03-02 11:30', reservable: { name: 'Laboratorija 2' } },
    ],
    repeater_validation: 'Kartojimas kerta semestro pabaigą',
  },
};

/** A 422 shows its messages under the fields and its clashes under their titles; the form stays open. */
export const ServerErrors: Story = {
  args: {
    reservation: { ...repeatingLecture, id: undefined, repeater_id: null },
    onSave: fn(async () => Promise.reject(rejection)),
  },
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByLabelText(t('form.name'))).toHaveAccessibleDescription(
      'The name may not be longer than 255 characters',
    );
    // WCAG 3.3.1: focus leaves Save for the first field the server refused, which reads its message.
    await waitFor(() => expect(canvas.getByLabelText(t('form.name'))).toHaveFocus());
    await expect(canvas.getByRole('button', { name: new RegExp(`^${t('form.date')}`) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('The time is already taken')).toBeInTheDocument();
    await expect(canvas.getByText('A series may run at most 2 years ahead (until 2028-03-02)')).toBeInTheDocument();
    const overlapping = within(canvas.getByRole('list', { name: t('overlaps.overlapping') }));
    await expect(overlapping.getAllByRole('listitem')[0]).toHaveTextContent(
      'Fizika — 2026-03-09 10:00 – 2026-03-09 11:30 (Auditorija 101)',
    );
    await expect(canvas.getByRole('list', { name: t('overlaps.batchesOverlapping') })).toHaveTextContent(
      'Chemija — 2026-03-02 10:00 – 2026-03-02 11:30 (Laboratorija 2)',
    );
    await expect(canvas.getByText('Kartojimas kerta semestro pabaigą')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The same 422 carried by an Error with `errors` and `body`, as the web app's client throws it. */
export const ServerErrorsInEnglish: Story = {
  args: {
    reservation: { ...repeatingLecture, id: undefined, repeater_id: null },
    onSave: fn(async () => {
      throw Object.assign(new Error('The given data was invalid.'), {
        status: 422,
        body: rejection.body,
        errors: rejection.body.errors,
      });
    }),
  },
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('list', { name: 'Overlapping' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('list', { name: 'Overlapping reservations of the other resources' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveFocus());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * Only the current errors show: after a 422, a new Save that the form itself refuses (the name emptied) drops the
 * server's old messages and clash lists and shows the form's own (issue 12, item 11).
 */
export const OldServerErrorsGoOnNewSave: Story = {
  args: {
    reservation: { ...repeatingLecture, id: undefined, repeater_id: null },
    onSave: fn(async () => Promise.reject(rejection)),
  },
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await expect(await canvas.findByText('The time is already taken')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText(t('form.name')));
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await expect(canvas.getByLabelText(t('form.name'))).toHaveAccessibleDescription(t('errors.nameRequired'));
    await waitFor(() => expect(canvas.getByLabelText(t('form.name'))).toHaveFocus());
    await expect(canvas.queryByText('The time is already taken')).not.toBeInTheDocument();
    await expect(canvas.queryByText('The name may not be longer than 255 characters')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: t('overlaps.overlapping') })).not.toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const OldServerErrorsGoOnNewSaveInEnglish: Story = {
  args: {
    reservation: { ...repeatingLecture, id: undefined, repeater_id: null },
    onSave: fn(async () => Promise.reject(rejection)),
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('list', { name: 'Overlapping' })).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('Name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name');
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveFocus());
    await expect(canvas.queryByRole('list', { name: 'Overlapping' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('The time is already taken')).not.toBeInTheDocument();
  },
};

/** An event the server refuses: each refused field (the times, the person responsible, an invitee) reads its message. */
export const ServerErrorsOnAnEvent: Story = {
  parameters: { screenshot: false },
  args: {
    reservation: {
      ...repeatingLecture,
      id: undefined,
      repeater_id: null,
      type: 'event',
      from_time: { hours: 10, minutes: 0 },
      to_time: { hours: 11, minutes: 30 },
    },
    onSave: fn(async () =>
      Promise.reject({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: {
            to: ['The end falls in a break'],
            person_responsible: ['This person may not be responsible'],
            invitations: ['This person may not be invited'],
          },
        },
      }),
    ),
  },
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    for (const time of [t('form.from'), t('form.to')]) {
      await expect(await canvas.findByRole('combobox', { name: time })).toHaveAccessibleDescription(
        'The end falls in a break',
      );
    }
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^${t('form.personResponsible')}`) }),
    ).toHaveAccessibleDescription('This person may not be responsible');
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^${t('form.invitations')}`) }),
    ).toHaveAccessibleDescription('This person may not be invited');
  },
};

/** Rooms open 08:00–18:30 (the slot picker and the time lists keep inside it). */
const openRooms = storyResources.map((resource) => ({
  ...resource,
  settings: { ...resource.settings, from: { hours: 8, minutes: 0 }, to: { hours: 18, minutes: 30 } },
}));

const busyAt = (
  id: number,
  resourceId: number,
  date: string,
  from: string,
  to: string,
  name: string,
  itemId: number | null = 1,
) => {
  const [fromHours, fromMinutes] = from.split(':').map(Number) as [number, number];
  const [toHours, toMinutes] = to.split(':').map(Number) as [number, number];
  return {
    id,
    name,
    resource_id: resourceId,
    item_id: itemId,
    from: date,
    to: date,
    from_time: { hours: fromHours, minutes: fromMinutes },
    to_time: { hours: toHours, minutes: toMinutes },
    status: 'approved' as const,
  };
};

/** What the two rooms hold in the first weeks of March. */
const marchBusy = [
  busyAt(901, 1, '2026-03-02', '10:00', '11:30', 'Fizika'),
  busyAt(902, 3, '2026-03-06', '12:00', '13:30', 'Chemija'),
  busyAt(903, 1, '2026-03-03', '13:40', '15:10', 'Nuotolinis seminaras', null),
];

/**
 * Issue 12, item 3: the slots taken on any date of the reservation, on any chosen room, cannot be picked and say
 * on which dates; the slots before the rooms open cannot be picked either.
 */
export const TakenSlotsOnEveryDate: Story = {
  args: { resources: openRooms, seed: { reservable: [1, 3], from: '2026-03-02' }, busy: marchBusy },
  play: async (context) => {
    const { args, canvas } = context;
    const { t, grid, slot: slotName } = strings(context);
    const slot = (number: number) => canvas.getByRole('button', { name: slotName(number) });
    await expect(slot(1)).toHaveAccessibleName(new RegExp(grid('slotPicker.outside')));
    await expect(slot(4)).toHaveAccessibleName(new RegExp(`${grid('slotPicker.takenOn', { dates: '2026-03-02' })}$`));
    await expect(slot(5)).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('repeat.repeat') }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
      reservable: [1, 3],
      date: '2026-03-02',
      until: '2026-03-09',
    });
    // Another room of the batch is taken on Friday; a remote seminar does not take the room.
    await expect(slot(5)).toBeDisabled();
    await expect(slot(5)).toHaveAccessibleName(new RegExp(`${grid('slotPicker.takenOn', { dates: '2026-03-06' })}$`));
    await expect(slot(6)).toBeEnabled();
  },
};

export const TakenSlotsOnEveryDateInEnglish: Story = {
  ...TakenSlotsOnEveryDate,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Slot 4/ })).toHaveAccessibleName(/Taken on 2026-03-02$/);
    await expect(canvas.getByRole('button', { name: /^Slot 9/ })).toHaveAccessibleName(/Outside opening hours/);
  },
};

/**
 * Live timetables (issue 31): the person had chosen slot 4 when someone else booked it. The host marks that booking
 * `just_taken` (from its event stream): the slot is ringed and says "Just taken", and the form says what took it
 * before the person saves; an older booking says only "Taken".
 */
export const JustTakenWhileOpen: Story = {
  args: {
    resources: openRooms,
    seed: { reservable: [1], from: '2026-03-02', type: 'lecture', from_time: '10:00', to_time: '11:30' },
    busy: [
      { ...busyAt(901, 1, '2026-03-02', '10:00', '11:30', 'Fizika'), just_taken: true },
      busyAt(904, 1, '2026-03-02', '17:00', '18:30', 'Chemija'),
    ],
  },
  play: async (context) => {
    const { canvas } = context;
    const { t, grid, slot: slotName } = strings(context);
    const slot = (number: number) => canvas.getByRole('button', { name: slotName(number) });
    await expect(slot(4)).toHaveAccessibleName(new RegExp(`${grid('slotPicker.justTaken')}$`));
    await expect(slot(4)).toBeDisabled();
    await expect(slot(8)).toHaveAccessibleName(new RegExp(`${grid('slotPicker.takenOn', { dates: '2026-03-02' })}$`));
    const notice = within(canvas.getByRole('list', { name: t('availability.justTaken') }));
    await expect(notice.getByRole('listitem')).toHaveTextContent('2026-03-02 10:00–11:30 Fizika (Auditorija 101)');
  },
};

export const JustTakenWhileOpenInEnglish: Story = {
  ...JustTakenWhileOpen,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Slot 4/ })).toHaveAccessibleName(/Just taken$/);
    await expect(canvas.getByRole('list', { name: 'Just taken — choose another time:' })).toHaveTextContent(
      '2026-03-02 10:00–11:30 Fizika',
    );
  },
};

/** An event's time lists offer only the rooms' opening hours and say what the chosen time clashes with. */
export const EventTimesInsideOpeningHours: Story = {
  args: { resources: openRooms, busy: marchBusy },
  play: async (context) => {
    const { canvas } = context;
    const { t } = strings(context);
    await choose(canvas, new RegExp(t('form.type')), new RegExp(t('form.types.event')));
    const from = canvas.getByRole('combobox', { name: t('form.from') });
    const to = canvas.getByRole('combobox', { name: t('form.to') });
    await expect(within(from).queryByRole('option', { name: '07:30' })).not.toBeInTheDocument();
    await expect(within(from).getByRole('option', { name: '08:00' })).toBeInTheDocument();
    await expect(within(from).getByRole('option', { name: '18:00' })).toBeInTheDocument();
    await expect(within(from).queryByRole('option', { name: '18:30' })).not.toBeInTheDocument();
    await expect(within(to).getByRole('option', { name: '18:30' })).toBeInTheDocument();
    await expect(within(to).queryByRole('option', { name: '19:00' })).not.toBeInTheDocument();
    // Nor a time whose half hour runs into a forbidden gap (11:30–12:00): Save would refuse it.
    await expect(within(from).queryByRole('option', { name: '11:30' })).not.toBeInTheDocument();
    await userEvent.selectOptions(from, '10:00');
    await expect(within(to).queryByRole('option', { name: '12:00' })).not.toBeInTheDocument();
    await userEvent.selectOptions(to, '11:00');
    const notice = within(canvas.getByRole('list', { name: t('availability.clashes') }));
    await expect(notice.getByRole('listitem')).toHaveTextContent('2026-03-02 10:00–11:30 Fizika (Auditorija 101)');
    await userEvent.selectOptions(from, '12:00');
    await expect(canvas.queryByRole('list', { name: t('availability.clashes') })).not.toBeInTheDocument();
  },
};

/**
 * Issue 36: a holiday on a date of the series and the room's own closed hours, as the host labels them: the slots say
 * so and cannot be picked, and the event's time lists leave those times out, before Save would refuse them.
 */
export const ClosedTimes: Story = {
  args: {
    resources: openRooms,
    seed: { reservable: [1], from: '2026-03-02' },
    closures: [
      {
        resource_id: 1,
        from: '2026-03-02',
        to: '2026-03-02',
        from_time: { hours: 12, minutes: 0 },
        to_time: { hours: 14, minutes: 0 },
        label: 'Uždaryta: remontas',
      },
      {
        resource_id: 2,
        from: '2026-03-02',
        to: '2026-03-02',
        from_time: { hours: 8, minutes: 0 },
        to_time: { hours: 18, minutes: 0 },
        label: 'Uždaryta: kita auditorija',
      },
    ],
  },
  play: async (context) => {
    const { canvas } = context;
    const { t, slot } = strings(context);
    await expect(canvas.getByRole('button', { name: slot(5) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: slot(5) })).toHaveAccessibleName(/2026-03-02 Uždaryta: remontas$/);
    // Another room's closure closes nothing here.
    await expect(canvas.getByRole('button', { name: slot(4) })).toBeEnabled();
    await choose(canvas, new RegExp(t('form.type')), new RegExp(t('form.types.event')));
    const from = canvas.getByRole('combobox', { name: t('form.from') });
    const to = canvas.getByRole('combobox', { name: t('form.to') });
    await expect(within(from).getByRole('option', { name: '11:00' })).toBeInTheDocument();
    await expect(within(from).queryByRole('option', { name: '12:00' })).not.toBeInTheDocument();
    await expect(within(from).queryByRole('option', { name: '13:30' })).not.toBeInTheDocument();
    await expect(within(from).getByRole('option', { name: '14:00' })).toBeInTheDocument();
    await userEvent.selectOptions(from, '14:00');
    await expect(within(to).getByRole('option', { name: '15:00' })).toBeInTheDocument();
  },
};

export const ClosedTimesInEnglish: Story = {
  ...ClosedTimes,
  args: {
    ...ClosedTimes.args,
    closures: [{ ...ClosedTimes.args!.closures![0]!, label: 'Closed: renovation' }],
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Slot 5/ })).toHaveAccessibleName(
      /2026-03-02 Closed: renovation$/,
    );
    await expect(canvas.getByRole('button', { name: /^Slot 5/ })).toBeDisabled();
  },
};

/**
 * Issue 36: an exam session over the date, as the host labels it (`closes: false`): marked, not closed, since exams
 * are booked in rooms. Its slots say its name and are still picked; the event's time lists still offer its times.
 */
const examSession = (label: string) => ({
  resource_id: null,
  from: '2026-02-23',
  to: '2026-03-08',
  from_time: { hours: 0, minutes: 0 },
  to_time: { hours: 24, minutes: 0 },
  label,
  closes: false,
});

export const InAnExamSession: Story = {
  args: {
    resources: openRooms,
    seed: { reservable: [1], from: '2026-03-02' },
    closures: [examSession('Egzaminų sesija: Pavasaris 2026'), ...ClosedTimes.args!.closures!],
  },
  play: async (context) => {
    const { canvas } = context;
    const { t, slot } = strings(context);
    await expect(canvas.getByRole('button', { name: slot(4) })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: slot(4) })).toHaveAccessibleName(
      /2026-03-02 Egzaminų sesija: Pavasaris 2026$/,
    );
    await expect(canvas.getByRole('button', { name: slot(5) })).toBeDisabled();
    await choose(canvas, new RegExp(t('form.type')), new RegExp(t('form.types.event')));
    const from = canvas.getByRole('combobox', { name: t('form.from') });
    await expect(within(from).getByRole('option', { name: '10:00' })).toBeInTheDocument();
    await expect(within(from).queryByRole('option', { name: '12:00' })).not.toBeInTheDocument();
  },
};

export const InAnExamSessionInEnglish: Story = {
  args: {
    resources: openRooms,
    seed: { reservable: [1], from: '2026-03-02' },
    closures: [examSession('Exam session: Spring 2026')],
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const slot = canvas.getByRole('button', { name: /^Slot 4/ });
    await expect(slot).toHaveAccessibleName(/2026-03-02 Exam session: Spring 2026$/);
    await expect(slot).toBeEnabled();
  },
};

/**
 * Issue 36: lectures repeating for groups are not held in an exam session. The weekly lecture of a group leaves the
 * session's Mondays out, as Save does, and lists them; its slots are picked by the dates that stay, unmarked.
 */
const teachingExams = (label: string) => ({
  ...examSession(label),
  from: '2026-03-09',
  to: '2026-03-22',
  examSession: true,
});

export const TeachingSkipsTheExamSession: Story = {
  args: {
    reservation: repeatingLecture,
    resources: openRooms,
    closures: [teachingExams('Egzaminų sesija: Pavasaris 2026')],
  },
  play: async (context) => {
    const { canvas } = context;
    const { t, slot } = strings(context);
    const list = canvas.getByRole('list', { name: t('repeat.exams.title', { count: 2 }) });
    await expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      t('repeat.exams.date', { date: '2026-03-09', name: 'Egzaminų sesija: Pavasaris 2026' }),
      t('repeat.exams.date', { date: '2026-03-16', name: 'Egzaminų sesija: Pavasaris 2026' }),
    ]);
    await expect(canvas.getByRole('button', { name: slot(4) })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: slot(4) })).not.toHaveAccessibleName(/Egzaminų sesija/);
  },
};

export const TeachingSkipsTheExamSessionInEnglish: Story = {
  ...TeachingSkipsTheExamSession,
  args: { ...TeachingSkipsTheExamSession.args, closures: [teachingExams('Exam session: Spring 2026')] },
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', {
      name: 'Lectures are not held in the exam session: 2 dates will not be reserved:',
    });
    await expect(list).toHaveTextContent('2026-03-09 (Exam session: Spring 2026)');
    await expect(list).toHaveTextContent('2026-03-16 (Exam session: Spring 2026)');
    // A single lecture (an exam) keeps the session's dates: nothing is left out.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Repeat' }));
    await expect(canvas.queryByRole('list', { name: /exam session/ })).not.toBeInTheDocument();
  },
};

/**
 * Issue 12, item 4: a remote reservation does not take the room, so it may sit beside a lecture there; the form says
 * the room is in use then.
 */
export const RemoteWhileTheRoomIsInUse: Story = {
  args: {
    resources: openRooms,
    busy: marchBusy,
    seed: { reservable: [1], from: '2026-03-02', from_time: '10:00', to_time: '11:30' },
  },
  play: async (context) => {
    const { canvas } = context;
    const { t, grid, slot } = strings(context);
    await expect(canvas.getByRole('button', { name: slot(4) })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('form.remote') }));
    // Remote: the lecture in the room does not hold it back, but the form says the room is in use, and so does its
    // slot (issue 36): it is the room's, not free.
    await expect(canvas.getByRole('button', { name: slot(4) })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: slot(4) })).toHaveAttribute('data-in-use', 'true');
    await expect(canvas.getByRole('button', { name: slot(4) })).toHaveAccessibleName(
      new RegExp(`${grid('slotPicker.inUse')}$`),
    );
    const notice = canvas.getByRole('list', { name: t('availability.roomInUse') });
    await expect(notice).toHaveTextContent('2026-03-02 10:00–11:30 Fizika (Auditorija 101)');
  },
};

export const RemoteWhileTheRoomIsInUseInEnglish: Story = {
  ...RemoteWhileTheRoomIsInUse,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remote reservation' }));
    await expect(canvas.getByRole('button', { name: /^Slot 4/ })).toHaveAccessibleName(/Room in use$/);
    await expect(
      canvas.getByRole('list', { name: 'The room is in use then; a remote reservation does not take it:' }),
    ).toHaveTextContent('2026-03-02 10:00–11:30 Fizika (Auditorija 101)');
  },
};

/** Any other failure keeps the form open with a message. */
export const SaveFailed: Story = {
  args: {
    reservation: { ...repeatingLecture, id: undefined, repeater_id: null, repeater: null },
    onSave: fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  },
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('form.saveFailed'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A network error or a 5xx may pass: the form offers to try again. */
export const SaveFailedOnTheServer: Story = {
  args: {
    reservation: { ...repeatingLecture, id: undefined, repeater_id: null, repeater: null },
    onSave: fn(async () =>
      Promise.reject(Object.assign(new Error('Server Error'), { status: 503, body: { message: 'Server Error' } })),
    ),
  },
  play: async (context) => {
    const { canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('form.saveFailed'));
  },
};

/*
 * A refusal (403, 409, a 4xx) shows the server's reason and no "try again": retrying cannot help (issue 28). The
 * server answers in the reader's language; the story stands in with each language's text.
 */
const LOCKED = {
  lt: 'Grupės PI-21 tvarkaraštis užrakintas; jį keisti gali tik administratoriai',
  en: 'The timetable of PI-21 is locked; only administrators can change it',
} as const;
const lockedTimetable = (language: keyof typeof LOCKED) =>
  fn(async () =>
    Promise.reject(Object.assign(new Error(LOCKED[language]), { status: 403, body: { message: LOCKED[language] } })),
  );

export const SaveRefused: Story = {
  args: {
    reservation: { ...repeatingLecture, id: undefined, repeater_id: null, repeater: null },
    onSave: lockedTimetable('lt'),
  },
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(LOCKED.lt);
    await expect(alert).not.toHaveTextContent(t('form.saveFailed'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const SaveRefusedInEnglish: Story = {
  args: { ...SaveRefused.args, onSave: lockedTimetable('en') },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(LOCKED.en);
    await expect(alert).not.toHaveTextContent('Please try again');
  },
};

const remoteReservation = {
  ...repeatingLecture,
  repeater: null,
  repeater_id: null,
  is_remote: 1 as const,
  remote_address: 'https://meet.example.lt/analize',
};

/** A room that allows remote reservations offers the checkbox; a saved one has a Join button. */
export const Remote: Story = {
  args: { reservation: remoteReservation },
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    const open = fn();
    const original = window.open;
    window.open = open as unknown as typeof window.open;
    try {
      await expect(canvas.getByRole('checkbox', { name: t('form.remote') })).toBeChecked();
      await expect(canvas.getByLabelText(t('form.remoteAddress'))).toHaveValue('https://meet.example.lt/analize');
      await userEvent.click(canvas.getByRole('button', { name: t('form.join') }));
      await expect(open).toHaveBeenCalledWith('https://meet.example.lt/analize', '_blank', 'noopener,noreferrer');
    } finally {
      window.open = original;
    }
    // A room without remote reservations takes the checkbox away, and the payload is not remote.
    await choose(canvas, new RegExp(t('form.resources')), /Laboratorija 2/, true);
    await expect(canvas.queryByRole('checkbox', { name: t('form.remote') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    const { payload } = await expectSavedPayload(args.onSave);
    await expect(payload).toMatchObject({ is_remote: 0, remote_address: null, reservable: [1, 2] });
  },
};

/** A new reservation has no Join button yet; ticking remote asks for the address. */
export const RemoteInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remote reservation' }));
    await userEvent.type(canvas.getByLabelText('Remote address'), 'https://meet.example.lt/new');
    await expect(canvas.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Name'), 'Online seminar');
    await userEvent.click(canvas.getByRole('button', { name: /^Slot 6/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const { payload } = await expectSavedPayload(args.onSave);
    await expect(payload).toMatchObject({ is_remote: 1, remote_address: 'https://meet.example.lt/new' });
  },
};

/** Several resources make one payload listing them all (a batch). */
export const Batch: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const { t, ui, slot } = strings(context);
    await choose(canvas, new RegExp(t('form.resources')), /Didžioji salė/, true);
    await expect(
      canvas.getByRole('button', { name: `${t('form.resources')} ${ui('select.selectedCount', { count: 2 })}` }),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(t('form.name')), 'Egzaminas');
    await userEvent.click(canvas.getByRole('button', { name: slot(4) }));
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    const { payload } = await expectSavedPayload(args.onSave);
    await expect(payload).toMatchObject({ name: 'Egzaminas', reservable: [1, 3] });
  },
};

/** Editing a saved batch member asks "this or all". */
export const BatchInEnglish: Story = {
  args: {
    reservation: { ...repeatingLecture, repeater: null, repeater_id: null, is_batch: true, name: 'Exam' },
  },
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Which reservations should change?' });
    await expect(screen.queryByRole('button', { name: 'This and upcoming' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    const { payload, scope } = await expectSavedPayload(args.onSave);
    await expect(scope).toEqual({ update_selection_batch: 'all' });
    await expect(payload).toMatchObject({ update_selection_batch: 'all' });
  },
};

/**
 * Export to calendar hands over a file named after the reservation; without times it says why not. The export
 * code loads on the first click, so the checks wait for it.
 */
export const ExportToCalendar: Story = {
  args: { reservation: { ...repeatingLecture, user: { ...storyPeople[1]! } } },
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('form.export') }));
    // The export code loads on the first click: on a busy machine that takes more than waitFor's default second.
    await waitFor(
      () =>
        expect(args.onExport).toHaveBeenCalledWith(
          expect.objectContaining({ filename: 'Matematinė analizė.ics', mimeType: 'text/calendar;charset=utf-8' }),
        ),
      { timeout: 5000 },
    );
    const file = (args.onExport as ReturnType<typeof fn>).mock.calls[0]![0] as { content: string };
    await expect(file.content).toContain('SUMMARY:Matematinė analizė');
    await expect(file.content).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;');
    await userEvent.clear(canvas.getByLabelText(t('form.name')));
    await userEvent.click(canvas.getByRole('button', { name: t('form.export') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('export.invalidEvent'));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

export const ExportToCalendarInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export to calendar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid event data');
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

/** What the server would leave out of the weekly lecture: a holiday and a taken Monday (issue 16). */
const previewWithSkips = async () => ({
  occurrences: 11,
  skipped_dates: [
    { date: '2026-03-09', reason: 'clash' as const, name: 'Fizika' },
    { date: '2026-04-06', reason: 'blackout' as const, name: 'Velykų antroji diena' },
  ],
});

/** "Skip conflicting dates" of a new weekly lecture: the dates left out are listed before saving. */
export const SkipConflictingDates: Story = {
  args: {
    reservation: { ...repeatingLecture, id: undefined, repeater_id: null },
    onPreview: fn(previewWithSkips),
  },
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('repeat.skipConflicts') }));
    const list = await canvas.findByRole('list', { name: t('repeat.skipped', { count: 2 }) });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      t('repeat.skippedDate.clash', { date: '2026-03-09', name: 'Fizika' }),
      t('repeat.skippedDate.blackout', { date: '2026-04-06', name: 'Velykų antroji diena' }),
    ]);
    const preview = args.onPreview as ReturnType<typeof fn>;
    await expect(reservationBodySchema.safeParse(preview.mock.calls.at(-1)?.[0]).success).toBe(true);
    await expect(preview.mock.calls.at(-1)?.[0]).toMatchObject({
      repeater: { type: 'weekly', until: '2026-05-29', skip_conflicts: true },
    });
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    const { payload } = await expectSavedPayload(args.onSave);
    await expect(payload).toMatchObject({ repeater: { skip_conflicts: true } });
  },
};

export const SkipConflictingDatesInEnglish: Story = {
  args: {
    reservation: { ...repeatingLecture, id: undefined, repeater_id: null },
    onPreview: fn(async () => ({ occurrences: 13, skipped_dates: [] })),
  },
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Skip conflicting dates' }));
    await expect(await canvas.findByText('No date is left out: 13 occurrences will be saved.')).toBeInTheDocument();
    // Without the option nothing is asked, and the rule is saved as before.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Skip conflicting dates' }));
    await expect(canvas.queryByText(/No date is left out/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const { payload } = await expectSavedPayload(args.onSave);
    await expect(payload.repeater).not.toHaveProperty('skip_conflicts');
  },
};

/**
 * Issue 36: every date taken, the save lists the clashes; "skip conflicting dates" then cannot be checked. The
 * last save's red clash list goes: the form says saving will show what is wrong, and nothing stale stays under it.
 */
export const SkipCheckFailedClearsClashes: Story = {
  parameters: { screenshot: false },
  args: {
    reservation: { ...repeatingLecture, id: undefined, repeater_id: null },
    onSave: fn(async () => Promise.reject(rejection)),
    onPreview: fn(async () => Promise.reject(new Error('every date is taken'))),
  },
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('list', { name: t('overlaps.overlapping') })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('repeat.skipConflicts') }));
    await expect(await canvas.findByText(t('repeat.skipFailed'))).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('list', { name: t('overlaps.overlapping') })).toBeNull());
    await expect(canvas.queryByRole('list', { name: t('overlaps.batchesOverlapping') })).toBeNull();
    // The field's own message stays: it is not a clash list.
    await expect(canvas.getByText('The name may not be longer than 255 characters')).toBeInTheDocument();
  },
};

export const SkipCheckFailedClearsClashesInEnglish: Story = {
  ...SkipCheckFailedClearsClashes,
  globals: { locale: 'en' },
};

const seriesChange = {
  moved: [
    {
      before: { date: '2026-03-09', from: '10:00', to: '11:30' },
      after: { date: '2026-03-09', from: '12:00', to: '13:30' },
    },
    {
      before: { date: '2026-03-16', from: '10:00', to: '11:30' },
      after: { date: '2026-03-16', from: '12:00', to: '13:30' },
    },
  ],
  added: [{ date: '2026-06-01', from: '12:00', to: '13:30' }],
  removed: [{ date: '2026-03-02', from: '10:00', to: '11:30' }],
  clashes: [],
  digest: 'd1',
};

/**
 * Issue 36: editing a series ("this and upcoming", "all") shows, before saving, the dates the server says move,
 * appear and disappear; Save there saves, Back keeps the form open with nothing saved.
 */
export const SeriesChangePreviewed: Story = {
  parameters: { screenshot: false },
  args: { reservation: repeatingLecture, onPreviewChange: fn(async () => seriesChange) },
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await userEvent.click(await screen.findByRole('button', { name: t('scope.all') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('seriesChange.title') }));
    await expect(
      dialog.getByRole('list', { name: t('seriesChange.moved', { n: 2 }) }).querySelectorAll('li')[0]?.textContent,
    ).toBe('2026-03-09 10:00–11:30 → 2026-03-09 12:00–13:30');
    await expect(dialog.getByRole('list', { name: t('seriesChange.added', { n: 1 }) })).toHaveTextContent(
      '2026-06-01 12:00–13:30',
    );
    await expect(dialog.getByRole('list', { name: t('seriesChange.removed', { n: 1 }) })).toHaveTextContent(
      '2026-03-02 10:00–11:30',
    );
    const preview = args.onPreviewChange as ReturnType<typeof fn>;
    await expect(preview.mock.calls[0]?.[1]).toEqual({ update_selection_repeater: 'all' });
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: t('seriesChange.back') }));
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await userEvent.click(await screen.findByRole('button', { name: t('scope.upcoming') }));
    const again = within(await screen.findByRole('dialog', { name: t('seriesChange.title') }));
    await userEvent.click(again.getByRole('button', { name: t('seriesChange.save') }));
    const { scope, payload } = await expectSavedPayload(args.onSave);
    await expect(scope).toEqual({ update_selection_repeater: 'upcoming' });
    await expect(payload.preview_digest).toBe('d1');
    await expect(preview).toHaveBeenCalledTimes(2);
  },
};

/** Issue 36: a lecture series of a group edited across an exam session: the dates it leaves out there are named. */
export const SeriesChangeSkipsTheExamSessionInEnglish: Story = {
  parameters: { screenshot: false },
  globals: { locale: 'en' },
  args: {
    reservation: repeatingLecture,
    onPreviewChange: fn(async () => ({
      ...seriesChange,
      skipped_dates: [{ date: '2026-06-08', reason: 'exams' as const, name: 'Spring 2026' }],
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: /^All/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'What saving will change' }));
    await expect(dialog.getByRole('list', { name: 'Not reserved, in the exam session (1)' })).toHaveTextContent(
      '2026-06-08: Spring 2026 exam session (lectures are not held)',
    );
  },
};

/** An edit that changes no date or time (a new name): nothing to show, the save goes straight on. */
export const SeriesChangeNothingToShow: Story = {
  parameters: { screenshot: false },
  args: {
    reservation: repeatingLecture,
    onPreviewChange: fn(async () => ({ moved: [], added: [], removed: [], clashes: [], digest: 'd0' })),
  },
  play: async (context) => {
    const { args, canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await userEvent.click(await screen.findByRole('button', { name: t('scope.upcoming') }));
    await expectSavedPayload(args.onSave);
    await expect(args.onPreviewChange).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog', { name: t('seriesChange.title') })).toBeNull();
  },
};

/** The series changed after the dates were shown: the save is refused on `preview_digest`, and the form says so. */
export const SeriesChangedSincePreviewInEnglish: Story = {
  parameters: { screenshot: false },
  args: {
    reservation: repeatingLecture,
    onPreviewChange: fn(async () => seriesChange),
    onSave: fn(async () =>
      Promise.reject({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: {
            preview_digest: [
              'The series changed after the dates were shown: nothing was saved. Save again to see what would change now.',
            ],
          },
        },
      }),
    ),
  },
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'All' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'What saving will change' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(
      await canvas.findByText(/The series changed after the dates were shown: nothing was saved/),
    ).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Only the end time of the series' lectures changes (11:30 → 12:00, on one date 11:00): nothing moves. */
const endOnlyChange = {
  moved: ['2026-03-09', '2026-03-16', '2026-03-23'].map((date) => ({
    before: { date, from: '10:00', to: '11:30' },
    after: { date, from: '10:00', to: date === '2026-03-23' ? '11:00' : '12:00' },
  })),
  added: [],
  removed: [],
  clashes: [],
  digest: 'd2',
};

/**
 * A teacher's walk: a series whose lectures only end later said "Moved" ("Perkeliama") although no lecture moves.
 * Pairs that keep their day and start are named for what happens to them: they end later, or earlier.
 */
export const SeriesChangeOnlyTheEnd: Story = {
  parameters: { screenshot: false },
  args: { reservation: repeatingLecture, onPreviewChange: fn(async () => endOnlyChange) },
  play: async (context) => {
    const { canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await userEvent.click(await screen.findByRole('button', { name: t('scope.all') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('seriesChange.title') }));
    await expect(dialog.queryByRole('list', { name: t('seriesChange.moved', { n: 3 }) })).toBeNull();
    await expect(dialog.queryByRole('list', { name: t('seriesChange.moved', { n: 2 }) })).toBeNull();
    const later = dialog.getByRole('list', { name: t('seriesChange.endsLater', { n: 2 }) });
    await expect(later.querySelectorAll('li')[0]?.textContent).toBe('2026-03-09 10:00–11:30 → 2026-03-09 10:00–12:00');
    await expect(dialog.getByRole('list', { name: t('seriesChange.endsEarlier', { n: 1 }) })).toHaveTextContent(
      '2026-03-23 10:00–11:30 → 2026-03-23 10:00–11:00',
    );
  },
};

/** The same, its words in English; a change of the start alone says the lectures start later. */
export const SeriesChangeOnlyTheStartOrEndInEnglish: Story = {
  parameters: { screenshot: false },
  globals: { locale: 'en' },
  args: {
    reservation: repeatingLecture,
    onPreviewChange: fn(async () => ({
      ...endOnlyChange,
      moved: [
        ...endOnlyChange.moved,
        {
          before: { date: '2026-03-30', from: '10:00', to: '11:30' },
          after: { date: '2026-03-30', from: '10:30', to: '11:30' },
        },
      ],
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'All' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'What saving will change' }));
    await expect(dialog.getByRole('list', { name: 'Ends later (2): old → new' })).toBeInTheDocument();
    await expect(dialog.getByRole('list', { name: 'Ends earlier (1): old → new' })).toBeInTheDocument();
    await expect(dialog.getByRole('list', { name: 'Starts later (1): old → new' })).toHaveTextContent(
      '2026-03-30 10:00–11:30 → 2026-03-30 10:30–11:30',
    );
    await expect(dialog.queryByText(/^Moved/)).toBeNull();
  },
};

/** The same preview left open, for its picture. */
export const SeriesChangeDialogOpen: Story = {
  args: { reservation: repeatingLecture, onPreviewChange: fn(async () => seriesChange) },
  play: async (context) => {
    const { canvas } = context;
    const { t } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await userEvent.click(await screen.findByRole('button', { name: t('scope.all') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('seriesChange.title') }));
    await expect(dialog.getByRole('button', { name: t('seriesChange.save') })).toBeInTheDocument();
  },
};

/** A clash found before saving: listed, and only Back is offered (the save would be refused). */
export const SeriesChangeClashesInEnglish: Story = {
  parameters: { screenshot: false },
  args: {
    reservation: repeatingLecture,
    onPreviewChange: fn(async () => ({
      ...seriesChange,
      clashes: [
        { name: 'Fizika', from: '2026-03-16 12:00', to: '2026-03-16 13:30', reservable: { name: 'Auditorija 101' } },
      ],
    })),
  },
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'All' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'What saving will change' }));
    await expect(
      dialog.getByRole('list', { name: 'Clashes with other reservations or closures (1): it cannot be saved' }),
    ).toHaveTextContent('Fizika — 2026-03-16 12:00 – 2026-03-16 13:30 (Auditorija 101)');
    await expect(dialog.getByRole('list', { name: 'Moved (2): old → new' })).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** "Find a free room" in the form (issue 17): the rooms free at the chosen time; choosing one fills the form. */
export const FindAFreeRoom: Story = {
  args: {
    onFindRooms: fn(async () => [
      { id: 2, name: 'Laboratorija 2', capacity: 24 },
      { id: 3, name: 'Didžioji salė', capacity: 121 },
    ]),
  },
  play: async (context) => {
    const { args, canvas } = context;
    const { t, slot } = strings(context);
    await userEvent.click(canvas.getByRole('button', { name: t('findRoom.button') }));
    await expect(await canvas.findByText(t('findRoom.needsTime'))).toBeInTheDocument();
    await expect(args.onFindRooms).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: slot(3) }));
    await userEvent.click(canvas.getByRole('button', { name: t('findRoom.button') }));
    const rooms = await canvas.findByRole('list', { name: t('findRoom.results') });
    await expect(args.onFindRooms).toHaveBeenCalledWith({
      date: '2026-03-02',
      from_time: { hours: 8, minutes: 20 },
      to_time: { hours: 9, minutes: 50 },
      repeater: null,
    });
    await expect(
      within(rooms)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      t('findRoom.room', { name: 'Laboratorija 2', count: 24 }),
      t('findRoom.room', { name: 'Didžioji salė', count: 121 }),
    ]);
    await userEvent.click(
      within(rooms).getByRole('button', { name: t('findRoom.choose', { name: 'Laboratorija 2' }) }),
    );
    await expect(canvas.queryByRole('list', { name: t('findRoom.results') })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(t('form.name')), 'Seminaras');
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    const { payload } = await expectSavedPayload(args.onSave);
    await expect(payload).toMatchObject({ reservable: [2], name: 'Seminaras' });
  },
};

export const FindAFreeRoomInEnglish: Story = {
  args: { onFindRooms: fn(async () => []) },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Slot 3/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Find a free room' }));
    await expect(await canvas.findByText('No room is free at that time.')).toBeInTheDocument();
  },
};

/**
 * Issue 27: a semester's 500 groups and 300 rooms. The pickers search (`searchGroups`, `searchResources`): only 50
 * are listed, and typing any part of a name finds the last group and room; a room found keeps its settings.
 */
export const ServerSearchOverASemester: Story = {
  args: {
    resources: manyRooms.slice(0, 1),
    groups: [],
    seed: { reservable: [2000], from: '2026-03-02' },
    searchGroups: fn(searchManyGroups),
    searchResources: fn(searchManyRooms),
  },
  play: async (context) => {
    const { args, canvas } = context;
    const { t, ui, slot } = strings(context);
    const searchBox = () => screen.findByPlaceholderText(ui('select.search'));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('form.groups')) }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(50));
    await userEvent.type(await searchBox(), 'upė 500');
    await userEvent.click(await screen.findByRole('option', { name: /ITC grupė 500/ }));
    await userEvent.keyboard('{Escape}');
    await expect(args.searchGroups).toHaveBeenLastCalledWith('upė 500');
    await expect(canvas.getByText('ITC grupė 500')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('form.resources')) }));
    await userEvent.type(await searchBox(), '299');
    await userEvent.click(await screen.findByRole('option', { name: 'Auditorija 299' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await userEvent.type(canvas.getByLabelText(t('form.name')), 'Seminaras');
    await userEvent.click(canvas.getByRole('button', { name: slot(3) }));
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    const { payload } = await expectSavedPayload(args.onSave);
    await expect(payload).toMatchObject({ reservable: [2000, 2298], groups: [1499] });
  },
};

export const ServerSearchOverASemesterInEnglish: Story = {
  args: {
    resources: [],
    groups: [],
    seed: { from: '2026-03-02' },
    searchGroups: fn(searchManyGroups),
    searchResources: fn(searchManyRooms),
  },
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Resources/ }));
    await userEvent.type(await screen.findByPlaceholderText('Search'), 'auditorija 2');
    await userEvent.click(await screen.findByRole('option', { name: 'Auditorija 201' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.searchResources).toHaveBeenLastCalledWith('auditorija 2');
    // Auditorija 201 allows remote reservations: the settings of a room found by a search count.
    await expect(await canvas.findByRole('checkbox', { name: 'Remote reservation' })).toBeInTheDocument();
  },
};

/**
 * On a phone (the modal leaves the form about 326 px) in Lithuanian, "Eksportuoti į kalendorių", „Ištrinti“ and
 * „Išsaugoti“ do not fit in a row: Delete and Save stay together, the export on a row of its own, rather than Save
 * wrapped alone under Delete. The footer alone: the form's columns follow the viewport, which a story does not set.
 */
export const FooterOnAPhone: Story = {
  render: () => (
    <div style={{ width: 326 }}>
      <FormFooter
        form={
          {
            failure: null,
            busyAction: null,
            serverErrors: null,
            canDelete: true,
            readOnly: false,
            exportToCalendar: fn(),
            remove: fn(),
          } as unknown as ReservationFormState
        }
      />
    </div>
  ),
  play: async (context) => {
    const { canvas } = context;
    const { t } = strings(context);
    const remove = canvas.getByRole('button', { name: t('form.delete') }).getBoundingClientRect();
    const save = canvas.getByRole('button', { name: t('form.save') }).getBoundingClientRect();
    await expect(save.top).toBe(remove.top);
    await expect(save.left).toBeGreaterThan(remove.right);
  },
};
