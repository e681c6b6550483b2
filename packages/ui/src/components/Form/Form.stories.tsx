import { dateSchema } from '@laikas/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { storyT } from '../../stories/storyT';
import { Fieldset } from '../Fieldset';
import { Select } from '../Select';
import { Form, FormField, FormPage, FormRow, type ServerFieldErrors } from './Form';
import { useSchemaForm } from './useSchemaForm';

/** A body schema as the contract writes them: the server checks the same. */
const contactSchema = z.object({
  name: z.string().trim().min(1).max(40),
  email: z.email('schema.emailInvalid').nullable().default(null),
  language: z.enum(['lt', 'en']),
});

const texts = {
  lt: {
    title: 'Kontaktas',
    name: 'Vardas',
    email: 'El. paštas',
    language: 'Kalba',
    save: 'Išsaugoti',
    taken: 'Šis el. paštas jau naudojamas.',
    body: 'Užklausa neteisinga.',
  },
  en: {
    title: 'Contact',
    name: 'Name',
    email: 'E-mail',
    language: 'Language',
    save: 'Save',
    taken: 'This e-mail is already in use.',
    body: 'The request is not valid.',
  },
} as const;
type Locale = keyof typeof texts;
const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'en' ? 'en' : 'lt');
const LANGUAGES = [
  { value: 'lt' as const, label: 'Lietuvių' },
  { value: 'en' as const, label: 'English' },
];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Enter', 'Sends the form from any text field.']],
  aria: [
    "Each field's hint, then its errors, are linked by `aria-describedby`; errors set `aria-invalid`; the first wrong field takes the focus; the form's own errors are an alert; the busy button has `aria-busy`.",
  ],
};

function ContactForm({
  locale = 'lt',
  onSubmit,
  serverErrors,
}: {
  locale?: Locale;
  onSubmit: (values: z.output<typeof contactSchema>) => Promise<unknown> | void;
  serverErrors?: ServerFieldErrors;
}) {
  const text = texts[locale];
  const form = useSchemaForm(contactSchema, { name: '', email: null, language: 'lt' });
  return (
    <FormPage
      title={text.title}
      width="slim"
      panel
      form={form}
      idPrefix="contact"
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      submitLabel={text.save}
    >
      <FormField name="name" label={text.name} autoComplete="off" />
      <FormField name="email" label={text.email} type="email" autoComplete="off" emptyAsNull />
      <FormField
        name="language"
        label={text.language}
        render={({ id, label, value, onChange, invalid, describedBy }) => (
          <Select
            id={id}
            label={label}
            options={LANGUAGES}
            value={value as 'lt' | 'en'}
            invalid={invalid}
            aria-describedby={describedBy}
            onValueChange={onChange}
          />
        )}
      />
    </FormPage>
  );
}

const meta = {
  title: 'ui/FormPage',
  component: ContactForm,
  subcomponents: { FormPage, FormField },
  tags: ['autodocs'],
  parameters: { accessibility },
  args: { onSubmit: fn() },
  render: (args, { globals }) => <ContactForm locale={localeOf(globals)} onSubmit={args.onSubmit} />,
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals, args }) => {
    const text = texts[localeOf(globals)];
    await userEvent.type(canvas.getByLabelText(text.name), '  Ona Onaitė ');
    await userEvent.type(canvas.getByLabelText(text.email), 'ona@example.lt');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    // The schema's output: trimmed, and the default filled in.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Ona Onaitė', email: 'ona@example.lt', language: 'lt' }),
    );
  },
};

/** Sent empty: the schema's rules, in the reader's language, under each field; nothing is sent. */
export const SchemaErrors: Story = {
  play: async (context) => {
    const { canvas, globals, args } = context;
    const t = storyT(context);
    const text = texts[localeOf(globals)];
    await userEvent.type(canvas.getByLabelText(text.email), 'ona');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    const name = canvas.getByLabelText(text.name);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(t('form.required', { field: text.name }));
    await expect(name).toHaveFocus();
    // The contract's own message, in the words the server's 422 uses.
    await expect(canvas.getByLabelText(text.email)).toHaveAccessibleDescription(t('form.schema.emailInvalid'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Mended after its errors, the form is sent and the messages go. */
export const MendedAfterErrors: Story = {
  play: async ({ canvas, globals, args }) => {
    const text = texts[localeOf(globals)];
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    const name = canvas.getByLabelText(text.name);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(name, 'Ona');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/** The server's 422: its messages under their fields, one for the whole request above the button. */
export const ServerErrors: Story = {
  render: (args, { globals }) => {
    const text = texts[localeOf(globals)];
    return (
      <ContactForm
        locale={localeOf(globals)}
        onSubmit={args.onSubmit}
        serverErrors={{ email: [text.taken], body: [text.body] }}
      />
    );
  },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(context);
    const text = texts[localeOf(globals)];
    await expect(canvas.getByLabelText(text.email)).toHaveAccessibleDescription(text.taken);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('form.errors'));
    await expect(alert).toHaveTextContent(text.body);
  },
};

/** A screen whose save answers with the server's 422 `answer`, as a screen's write does. */
function AnsweredContactForm({ locale, answer }: { locale: Locale; answer: ServerFieldErrors }) {
  const [errors, setErrors] = useState<ServerFieldErrors>({});
  return (
    <ContactForm
      locale={locale}
      serverErrors={errors}
      onSubmit={async () => {
        setErrors({});
        await new Promise((resolve) => setTimeout(resolve, 50));
        setErrors(answer);
      }}
    />
  );
}

/**
 * The server's 422 after Save: focus (and so the view, on a long form) goes to the first field with an error, in the
 * form's order, as it does for the schema's errors.
 */
export const ServerErrorsTakeFocus: Story = {
  render: (_args, { globals }) => {
    const text = texts[localeOf(globals)];
    return <AnsweredContactForm locale={localeOf(globals)} answer={{ email: [text.taken], name: [text.taken] }} />;
  },
  play: async ({ canvas, globals }) => {
    const text = texts[localeOf(globals)];
    await userEvent.type(canvas.getByLabelText(text.name), 'Ona');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() => expect(canvas.getByLabelText(text.name)).toHaveFocus());
    await expect(canvas.getByLabelText(text.email)).toHaveAccessibleDescription(text.taken);
  },
};

/** A 422 error of no field on the form: shown in the form's alert, which takes the focus. */
export const ServerErrorOfNoFieldTakesFocus: Story = {
  render: (_args, { globals }) => {
    const text = texts[localeOf(globals)];
    return <AnsweredContactForm locale={localeOf(globals)} answer={{ 'settings.slots': [text.body] }} />;
  },
  play: async ({ canvas, globals }) => {
    const text = texts[localeOf(globals)];
    await userEvent.type(canvas.getByLabelText(text.name), 'Ona');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text.body);
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** While the answer is awaited the button is busy and a second press sends nothing. */
export const Busy: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, globals, args }) => {
    const text = texts[localeOf(globals)];
    await userEvent.type(canvas.getByLabelText(text.name), 'Ona');
    const button = canvas.getByRole('button', { name: text.save });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

const subscriptionSchema = z.object({
  topics: z.array(z.enum(['rooms', 'exams', 'news', 'archive'])).min(1),
  daily: z.boolean(),
});

const subscriptionTexts = {
  lt: {
    title: 'Prenumeratos',
    topics: 'Temos',
    rooms: 'Auditorijos',
    exams: 'Egzaminai',
    news: 'Naujienos',
    daily: 'Kartą per dieną',
    save: 'Išsaugoti',
  },
  en: {
    title: 'Subscriptions',
    topics: 'Topics',
    rooms: 'Rooms',
    exams: 'Exams',
    news: 'News',
    daily: 'Once a day',
    save: 'Save',
  },
} as const;

function SubscriptionForm({
  locale,
  onSubmit,
  topics: initial = ['rooms'],
}: {
  locale: Locale;
  onSubmit: (values: z.output<typeof subscriptionSchema>) => Promise<unknown> | void;
  /** The topics checked at first; `archive` is none of the choices. */
  topics?: z.input<typeof subscriptionSchema>['topics'];
}) {
  const text = subscriptionTexts[locale];
  const form = useSchemaForm(subscriptionSchema, { topics: initial, daily: false });
  const topics = (['rooms', 'exams', 'news'] as const).map((value) => ({ value, label: text[value] }));
  return (
    <FormPage
      title={text.title}
      width="slim"
      panel
      form={form}
      idPrefix="subscription"
      onSubmit={onSubmit}
      submitLabel={text.save}
    >
      <Fieldset legend={text.topics}>
        <FormField name="topics" label={text.topics} choices={topics} />
      </Fieldset>
      <FormField name="daily" type="checkbox" label={text.daily} />
    </FormPage>
  );
}

/** Checkboxes: a list of choices bound to the values checked (in the choices' order), and one for a yes or no. */
export const ChoicesAndCheckbox: Story = {
  render: (args, { globals }) => <SubscriptionForm locale={localeOf(globals)} onSubmit={args.onSubmit} />,
  play: async (context) => {
    const { canvas, globals, args } = context;
    const t = storyT(context);
    const text = subscriptionTexts[localeOf(globals)];
    await userEvent.click(canvas.getByRole('checkbox', { name: text.rooms }));
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: text.exams })).toHaveAccessibleDescription(
        t('form.minItems', { field: text.topics, count: 1 }),
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: text.news }));
    await userEvent.click(canvas.getByRole('checkbox', { name: text.rooms }));
    await userEvent.click(canvas.getByRole('checkbox', { name: text.daily }));
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ topics: ['rooms', 'news'], daily: true }));
  },
};

/** A value the field holds that is no choice (here `archive`; a role the reader may not grant) stays as it is. */
export const ChoicesKeepOtherValues: Story = {
  render: (args, { globals }) => (
    <SubscriptionForm locale={localeOf(globals)} onSubmit={args.onSubmit} topics={['archive', 'rooms']} />
  ),
  play: async ({ canvas, globals, args }) => {
    const text = subscriptionTexts[localeOf(globals)];
    await userEvent.click(canvas.getByRole('checkbox', { name: text.news }));
    await userEvent.click(canvas.getByRole('checkbox', { name: text.rooms }));
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ topics: ['archive', 'news'], daily: false }));
  },
};

const noteSchema = z.object({
  title: z.string().trim().min(1, 'note.fillIn').max(80),
  body: z.string().max(500),
});

const noteTexts = {
  lt: { title: 'Pastaba', heading: 'Antraštė', body: 'Tekstas', save: 'Išsaugoti', fillIn: 'Užpildykite šį lauką.' },
  en: { title: 'Note', heading: 'Heading', body: 'Text', save: 'Save', fillIn: 'Fill this in.' },
} as const;

function NoteForm({
  locale,
  onSubmit,
}: {
  locale: Locale;
  onSubmit: (values: z.output<typeof noteSchema>) => Promise<unknown> | void;
}) {
  const text = noteTexts[locale];
  const form = useSchemaForm(noteSchema, { title: '', body: '' });
  return (
    <FormPage
      title={text.title}
      width="slim"
      panel
      form={form}
      idPrefix="note"
      onSubmit={onSubmit}
      ownMessage={(message) => (message === 'note.fillIn' ? text.fillIn : undefined)}
      submitLabel={text.save}
    >
      <FormField name="title" label={text.heading} />
      <FormField name="body" label={text.body} multiline />
    </FormPage>
  );
}

/** A text of several lines, and a schema message of the screen's own words instead of the form's. */
export const MultilineAndOwnMessage: Story = {
  render: (args, { globals }) => <NoteForm locale={localeOf(globals)} onSubmit={args.onSubmit} />,
  play: async ({ canvas, globals, args }) => {
    const text = noteTexts[localeOf(globals)];
    const body = canvas.getByLabelText(text.body);
    await expect(body.tagName).toBe('TEXTAREA');
    await userEvent.type(body, 'Line one{enter}Line two');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    const heading = canvas.getByLabelText(text.heading);
    await waitFor(() => expect(heading).toHaveAccessibleDescription(text.fillIn));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(heading, 'Projector');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ title: 'Projector', body: 'Line one\nLine two' }));
  },
};

/** The contract's own date: a required one, and one that may be null (a period's start and exam session). */
const semesterSchema = z.object({
  starts_on: dateSchema,
  exams_from: dateSchema.nullable(),
});

const semesterTexts = {
  lt: { title: 'Semestras', startsOn: 'Pradžia', examsFrom: 'Egzaminai nuo', save: 'Išsaugoti' },
  en: { title: 'Semester', startsOn: 'Starts on', examsFrom: 'Exams from', save: 'Save' },
} as const;

function SemesterForm({
  locale,
  onSubmit,
}: {
  locale: Locale;
  onSubmit: (values: z.output<typeof semesterSchema>) => Promise<unknown> | void;
}) {
  const text = semesterTexts[locale];
  const form = useSchemaForm(semesterSchema, { starts_on: '', exams_from: '2026-03-12' });
  return (
    <FormPage
      title={text.title}
      width="slim"
      panel
      form={form}
      idPrefix="semester"
      onSubmit={onSubmit}
      submitLabel={text.save}
    >
      <FormRow>
        <FormField name="starts_on" type="date" label={text.startsOn} />
        <FormField name="exams_from" type="date" label={text.examsFrom} emptyAsNull />
      </FormRow>
    </FormPage>
  );
}

/** Opens a date field's picker, goes to the month of `date` and chooses it. */
async function pickDate(field: HTMLElement, date: string, t: ReturnType<typeof storyT>) {
  await userEvent.click(field);
  const picker = await screen.findByRole('dialog');
  await within(picker).findByRole('grid', { busy: false });
  await userEvent.selectOptions(
    picker.querySelector<HTMLSelectElement>('select.rdp-years_dropdown')!,
    date.slice(0, 4),
  );
  await userEvent.selectOptions(
    picker.querySelector<HTMLSelectElement>('select.rdp-months_dropdown')!,
    String(Number(date.slice(5, 7)) - 1),
  );
  await userEvent.click(within(picker.querySelector<HTMLElement>(`[data-day="${date}"]`)!).getByRole('button'));
  await userEvent.click(within(picker).getByRole('button', { name: t('datePicker.select') }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/**
 * Dates through the DatePicker (`type="date"`): none chosen is '' (null with `emptyAsNull`), its error under it; the
 * two side by side in a `FormRow`.
 */
export const Dates: Story = {
  render: (args, { globals }) => <SemesterForm locale={localeOf(globals)} onSubmit={args.onSubmit} />,
  play: async (context) => {
    const { canvas, globals, args } = context;
    const t = storyT(context);
    const text = semesterTexts[localeOf(globals)];
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    const startsOn = canvas.getByRole('button', { name: new RegExp(`^${text.startsOn}`) });
    // No date chosen is a required field left empty, as any other: not a date in the wrong format.
    await waitFor(() => expect(startsOn).toHaveAccessibleDescription(t('form.required', { field: text.startsOn })));
    await expect(canvas.queryByText(t('form.schema.dateFormat'))).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await pickDate(canvas.getByRole('button', { name: `${text.examsFrom} 2026-03-12` }), '2026-03-02', t);
    // No date yet: the calendar opens on this month; the year and month lists go to a fixed one.
    await pickDate(startsOn, '2026-02-02', t);
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ starts_on: '2026-02-02', exams_from: '2026-03-02' }),
    );
  },
};

/** An exam session: from and until, the until empty. */
const sessionSchema = z.object({ exams_from: dateSchema.nullable(), exams_to: dateSchema.nullable() });

const sessionTexts = {
  lt: { title: 'Egzaminų sesija', from: 'Egzaminai nuo', to: 'Egzaminai iki', save: 'Išsaugoti' },
  en: { title: 'Exam session', from: 'Exams from', to: 'Exams until', save: 'Save' },
} as const;

function ExamSessionForm({ locale }: { locale: Locale }) {
  const text = sessionTexts[locale];
  const form = useSchemaForm(sessionSchema, { exams_from: '2027-01-18', exams_to: null });
  return (
    <FormPage
      title={text.title}
      width="slim"
      panel
      form={form}
      idPrefix="session"
      onSubmit={() => undefined}
      submitLabel={text.save}
    >
      <FormRow>
        <FormField name="exams_from" type="date" label={text.from} emptyAsNull />
        <FormField name="exams_to" type="date" label={text.to} emptyAsNull openNear="exams_from" />
      </FormRow>
    </FormPage>
  );
}

/**
 * Keyboard walk: an empty "until" date opens on its "from" date, focused, instead of today's month (an exam session in
 * January set in the autumn took a dozen Page Down presses).
 */
export const UntilOpensNearFrom: Story = {
  parameters: { screenshot: false },
  render: (_, { globals }) => <ExamSessionForm locale={localeOf(globals)} />,
  play: async ({ canvas, globals }) => {
    const text = sessionTexts[localeOf(globals)];
    canvas.getByRole('button', { name: new RegExp(`^${text.to}`) }).focus();
    await userEvent.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog');
    await within(picker).findByRole('grid', { busy: false });
    const day = within(picker.querySelector<HTMLElement>('[data-day="2027-01-18"]')!).getByRole('button');
    await waitFor(() => expect(day).toHaveFocus());
  },
};

const bookingSchema = z.object({
  purpose: z.string().trim().min(1).max(80),
  building: z.enum(['central', 'north']),
  notify: z.boolean(),
});

const bookingTexts = {
  lt: {
    title: 'Rezervacija',
    purpose: 'Paskirtis',
    purposeHint: 'Matys visi, žiūrintys auditorijos tvarkaraštį.',
    building: 'Pastatas',
    buildingHint: 'Rodomos tik šio pastato auditorijos.',
    central: 'Centriniai rūmai',
    north: 'Šiaurės miestelis',
    notify: 'Pranešti el. paštu',
    notifyHint: 'Laiškas išsiunčiamas, kai rezervacija patvirtinama.',
    save: 'Išsaugoti',
  },
  en: {
    title: 'Booking',
    purpose: 'Purpose',
    purposeHint: "Everyone who looks at the room's timetable sees it.",
    building: 'Building',
    buildingHint: "Only this building's rooms are shown.",
    central: 'Central building',
    north: 'North campus',
    notify: 'Tell me by e-mail',
    notifyHint: 'A message is sent when the booking is approved.',
    save: 'Save',
  },
} as const;

function BookingForm({
  locale,
  onSubmit,
}: {
  locale: Locale;
  onSubmit: (values: z.output<typeof bookingSchema>) => Promise<unknown> | void;
}) {
  const text = bookingTexts[locale];
  const form = useSchemaForm(bookingSchema, { purpose: '', building: 'central', notify: false });
  const buildings = (['central', 'north'] as const).map((value) => ({ value, label: text[value] }));
  return (
    <FormPage
      title={text.title}
      width="slim"
      panel
      form={form}
      idPrefix="booking"
      onSubmit={onSubmit}
      submitLabel={text.save}
    >
      <FormField name="purpose" label={text.purpose} hint={text.purposeHint} />
      <FormField name="building" label={text.building} hint={text.buildingHint} options={buildings} />
      <FormField name="notify" type="checkbox" label={text.notify} hint={text.notifyHint} />
    </FormPage>
  );
}

/** Each field's hint describes its control (a text, a choice, a checkbox), read before the field's errors. */
export const Hints: Story = {
  render: (args, { globals }) => <BookingForm locale={localeOf(globals)} onSubmit={args.onSubmit} />,
  play: async (context) => {
    const { canvas, globals, args } = context;
    const t = storyT(context);
    const text = bookingTexts[localeOf(globals)];
    const purpose = canvas.getByLabelText(text.purpose);
    await expect(purpose).toHaveAccessibleDescription(text.purposeHint);
    await expect(canvas.getByRole('button', { name: new RegExp(`^${text.building}`) })).toHaveAccessibleDescription(
      text.buildingHint,
    );
    await expect(canvas.getByRole('checkbox', { name: text.notify })).toHaveAccessibleDescription(text.notifyHint);
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(purpose).toHaveAccessibleDescription(`${text.purposeHint} ${t('form.required', { field: text.purpose })}`),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An item's name and places: the body a server would check, the places typed as text. */
const itemSchema = z.object({
  name: z.string().trim().min(1).max(255),
  places: z.string().regex(/^\d*$/),
});

const itemTexts = {
  lt: { name: 'Prietaiso pavadinimas', places: 'Vietų', add: 'Pridėti prietaisą', form: 'Naujas prietaisas' },
  en: { name: 'Item name', places: 'Places', add: 'Add the item', form: 'New item' },
} as const;

function ItemForm({
  locale,
  onSubmit,
}: {
  locale: Locale;
  onSubmit: (values: z.output<typeof itemSchema>) => Promise<unknown> | void;
}) {
  const text = itemTexts[locale];
  const form = useSchemaForm(itemSchema, { name: '', places: '' });
  return (
    <Form
      inline
      form={form}
      idPrefix="item-new"
      onSubmit={onSubmit}
      submitLabel={text.add}
      submitVariant="secondary"
      aria-label={text.form}
    >
      <FormField name="name" label={text.name} />
      <FormField name="places" label={text.places} inputMode="numeric" />
    </Form>
  );
}

/** A small form among others: its fields and a secondary button on one row that wraps, the button at the inputs' foot. */
export const Inline: Story = {
  render: (args, { globals }) => <ItemForm locale={localeOf(globals)} onSubmit={args.onSubmit} />,
  play: async ({ canvas, globals, args }) => {
    const text = itemTexts[localeOf(globals)];
    const form = canvas.getByRole('form', { name: text.form });
    const name = within(form).getByLabelText(text.name);
    const button = within(form).getByRole('button', { name: text.add });
    const foot = (element: HTMLElement) => element.getBoundingClientRect().bottom;
    await expect(Math.abs(foot(name) - foot(button))).toBeLessThanOrEqual(2);
    await userEvent.click(button);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name, 'Projector');
    await userEvent.type(within(form).getByLabelText(text.places), '2');
    await userEvent.click(button);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Projector', places: '2' }));
  },
};

const loadedTexts = {
  lt: { failed: 'Nepavyko įkelti kontakto.', name: 'Ona Onaitė' },
  en: { failed: 'The contact could not be loaded.', name: 'Ona Onaitė' },
} as const;

/** A contact that comes from the server after a moment, or never (`failed`). */
function LoadedContactForm({ locale, failed = false }: { locale: Locale; failed?: boolean }) {
  const text = texts[locale];
  const [contact, setContact] = useState<z.input<typeof contactSchema>>();
  useEffect(() => {
    if (failed) {
      return undefined;
    }
    const timer = window.setTimeout(
      () => setContact({ name: loadedTexts[locale].name, email: 'ona@example.lt', language: 'en' }),
      400,
    );
    return () => window.clearTimeout(timer);
  }, [failed, locale]);
  const form = useSchemaForm(contactSchema, { name: '', email: null, language: 'lt' }, contact);
  return (
    <FormPage
      title={text.title}
      width="slim"
      panel
      form={form}
      idPrefix="loaded-contact"
      onSubmit={() => undefined}
      submitLabel={text.save}
      loading={!contact}
      loadError={failed ? loadedTexts[locale].failed : undefined}
    >
      <FormField name="name" label={text.name} autoComplete="off" />
      <FormField name="email" label={text.email} type="email" autoComplete="off" emptyAsNull />
    </FormPage>
  );
}

/**
 * A record that loads: "Loading…" in the form's place, then the form with its values. The heading stays the same
 * element all along, so the focus a screen put on it (a new page's heading takes it) is not lost.
 */
export const LoadingThenLoaded: Story = {
  render: (_args, { globals }) => <LoadedContactForm locale={localeOf(globals)} />,
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(context);
    const text = texts[localeOf(globals)];
    const heading = canvas.getByRole('heading', { level: 1, name: text.title });
    heading.tabIndex = -1;
    heading.focus();
    await expect(canvas.getByText(t('loading.label'))).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: text.save })).toBeNull();
    await expect(await canvas.findByLabelText(text.name, {}, { timeout: 3000 })).toHaveValue('Ona Onaitė');
    await expect(canvas.getByLabelText(text.email)).toHaveValue('ona@example.lt');
    await expect(canvas.getByRole('heading', { level: 1 })).toBe(heading);
    await expect(heading).toHaveFocus();
    await expect(canvas.queryByText(t('loading.label'))).toBeNull();
  },
};

/** A record that could not be loaded: the page's own message, an alert, in the form's place under the same heading. */
export const LoadFailed: Story = {
  render: (_args, { globals }) => <LoadedContactForm locale={localeOf(globals)} failed />,
  play: async ({ canvas, globals }) => {
    const locale = localeOf(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts[locale].title })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(loadedTexts[locale].failed);
    await expect(canvas.queryByRole('button', { name: texts[locale].save })).toBeNull();
  },
};

/** A client of a sign-in service: its secret and its certificate are written, never read back. */
const clientSchema = z.object({
  name: z.string().trim().min(1).max(40),
  secret: z.string().min(1).max(200).optional(),
  certificate: z.string().trim().max(2000),
});

const clientTexts = {
  lt: {
    title: 'Klientas',
    name: 'Pavadinimas',
    secret: 'Slaptas raktas',
    secretHint: 'Palikite tuščią, kad liktų dabartinis.',
    certificate: 'Sertifikatas (PEM)',
    save: 'Išsaugoti',
  },
  en: {
    title: 'Client',
    name: 'Name',
    secret: 'Secret',
    secretHint: 'Leave it empty to keep the current one.',
    certificate: 'Certificate (PEM)',
    save: 'Save',
  },
} as const;

function ClientForm({
  locale,
  onSubmit,
}: {
  locale: Locale;
  onSubmit: (values: z.output<typeof clientSchema>) => Promise<unknown> | void;
}) {
  const text = clientTexts[locale];
  const form = useSchemaForm(clientSchema, { name: 'Moodle', certificate: '' });
  return (
    <FormPage
      title={text.title}
      width="slim"
      panel
      form={form}
      idPrefix="client"
      onSubmit={onSubmit}
      submitLabel={text.save}
    >
      <FormField name="name" label={text.name} />
      <FormField name="secret" label={text.secret} hint={text.secretHint} type="password" emptyAsAbsent />
      <FormField name="certificate" label={text.certificate} multiline rows={5} spellCheck={false} />
    </FormPage>
  );
}

/**
 * A secret left empty is left out (`emptyAsAbsent`: the stored one stays), one typed is sent as typed; a text area of
 * five lines for a certificate.
 */
export const SecretLeftEmpty: Story = {
  render: (args, { globals }) => <ClientForm locale={localeOf(globals)} onSubmit={args.onSubmit} />,
  play: async ({ canvas, globals, args }) => {
    const text = clientTexts[localeOf(globals)];
    await expect(canvas.getByLabelText(text.certificate)).toHaveAttribute('rows', '5');
    const secret = canvas.getByLabelText(text.secret);
    await userEvent.type(secret, ' ');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Moodle', certificate: '' });
    await expect(args.onSubmit.mock.calls[0]![0]).not.toHaveProperty('secret', expect.anything());
    await userEvent.clear(secret);
    await userEvent.type(secret, 's3cret ');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenLastCalledWith({ name: 'Moodle', secret: 's3cret ', certificate: '' }),
    );
  },
};
