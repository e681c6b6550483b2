import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarkedCalendar, type DayMark } from './MarkedCalendar';

/** A short semester in the app's words, in the language picked in the toolbar. */
const texts = {
  lt: {
    label: 'Laikotarpio „Žiema 2026“ kalendorius',
    teaching: 'paskaitos',
    exam: 'egzaminai',
    holiday: 'šventė',
    outside: 'paskaitų nėra',
    christmas: 'Kūčios',
    december: /gruodis/i,
    free: 'laisva diena',
  },
  en: {
    label: 'The calendar of Winter 2026',
    teaching: 'teaching',
    exam: 'exams',
    holiday: 'holiday',
    outside: 'no teaching',
    christmas: 'Christmas Eve',
    december: /December/,
    free: 'day off',
  },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Teaching to 20 December, the holidays 24–26 December, exams from 28 December, nothing after 10 January. */
function semesterMark(text: (typeof texts)['lt' | 'en']) {
  return (date: string): DayMark | undefined => {
    if (date < '2026-12-07' || date > '2027-01-17') {
      return { kind: 'outside', tone: 'muted', label: text.outside };
    }
    if (date >= '2026-12-24' && date <= '2026-12-26') {
      return { kind: 'holiday', tone: 'hatched', label: `${text.holiday} – ${text.christmas}` };
    }
    if (date >= '2026-12-28' && date <= '2027-01-10') {
      return { kind: 'exam', tone: 'success', label: text.exam };
    }
    return date <= '2026-12-20'
      ? { kind: 'teaching', tone: 'primary', label: text.teaching }
      : { kind: 'outside', tone: 'muted', label: text.outside };
  };
}

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [],
  aria: [
    'A named `group` of month `<table>`s, each with its caption and weekday headings (`scope="col"`).',
    'A marked day is named by its date and its mark ("2026-12-28: exams"); the legend repeats the marks in words.',
  ],
};

const meta = {
  title: 'ui/MarkedCalendar',
  component: MarkedCalendar,
  tags: ['autodocs'],
  args: { label: texts.lt.label, from: '2026-12-07', to: '2027-01-17', markOf: semesterMark(texts.lt) },
  parameters: { accessibility },
} satisfies Meta<typeof MarkedCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A semester's teaching weeks, holidays and exams over two months, with the legend. */
export const Semester: Story = {
  render: (args, { globals }) => {
    const text = textsOf(globals);
    return (
      <MarkedCalendar
        {...args}
        label={text.label}
        markOf={semesterMark(text)}
        legend={[
          { tone: 'primary', label: text.teaching },
          { tone: 'success', label: text.exam },
          { tone: 'hatched', label: text.holiday },
        ]}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const calendar = canvas.getByRole('group', { name: text.label });
    await expect(within(calendar).getAllByRole('table')).toHaveLength(2);
    await expect(within(calendar).getByText(text.december)).toBeInTheDocument();
    await expect(within(calendar).getByLabelText(`2026-12-28: ${text.exam}`)).toHaveAttribute('data-kind', 'exam');
    await expect(within(calendar).getByLabelText(`2026-12-25: ${text.holiday} – ${text.christmas}`)).toHaveTextContent(
      '25',
    );
    await expect(within(calendar).getByLabelText(`2026-12-01: ${text.outside}`)).toBeInTheDocument();
    await expect(within(calendar).getByRole('list')).toHaveTextContent(text.teaching);
  },
};

/** Without a legend and with no day marked: the months alone. */
export const Plain: Story = {
  args: { markOf: () => undefined, from: '2027-02-01', to: '2027-02-28' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(1);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('28')).not.toHaveAttribute('aria-label');
  },
};

/**
 * The neutral tone: days that belong to the span with nothing on them (a semester's weekends), framed, between
 * teaching days and unlike the muted days outside it.
 */
export const WeekendsFree: Story = {
  render: (args, { globals }) => {
    const text = textsOf(globals);
    const markOf = (date: string): DayMark | undefined => {
      if (date < '2027-02-01' || date > '2027-02-28') {
        return { kind: 'outside', tone: 'muted', label: text.outside };
      }
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      return weekday === 0 || weekday === 6
        ? { kind: 'free', tone: 'neutral', label: text.free }
        : { kind: 'teaching', tone: 'primary', label: text.teaching };
    };
    return (
      <MarkedCalendar
        {...args}
        label={text.label}
        from="2027-02-01"
        to="2027-02-28"
        markOf={markOf}
        legend={[
          { tone: 'primary', label: text.teaching },
          { tone: 'neutral', label: text.free },
        ]}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const calendar = canvas.getByRole('group', { name: text.label });
    // 6 February 2027 is a Saturday: named as a day off, framed rather than filled.
    const saturday = within(calendar).getByLabelText(`2027-02-06: ${text.free}`);
    await expect(saturday).toHaveAttribute('data-kind', 'free');
    await expect(getComputedStyle(saturday).boxShadow).not.toBe('none');
    await expect(within(calendar).getByLabelText(`2027-02-08: ${text.teaching}`)).toHaveAttribute(
      'data-kind',
      'teaching',
    );
    await expect(within(calendar).getByRole('list')).toHaveTextContent(text.free);
  },
};
