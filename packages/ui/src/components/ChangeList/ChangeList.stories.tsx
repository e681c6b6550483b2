import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { ChangeList, type ChangeListItem } from './ChangeList';

const texts = {
  lt: {
    labels: { field: 'Laukas', before: 'Buvo', after: 'Tapo' },
    caption: '101 auditorijos pakeitimai',
    empty: 'Nieko nepakeista.',
    changes: [
      { field: 'name', label: 'Pavadinimas', before: '101 auditorija', after: '101 auditorija (renovuota)' },
      { field: 'capacity', label: 'Vietų skaičius', before: '40', after: '60' },
      { field: 'tags', label: 'Įranga', before: 'projektorius', after: 'kompiuteriai, projektorius' },
      { field: 'notes', label: 'Pastabos', before: null, after: 'Raktas pas budėtoją' },
    ],
  },
  en: {
    labels: { field: 'Field', before: 'Before', after: 'After' },
    caption: 'Changes of Room 101',
    empty: 'Nothing changed.',
    changes: [
      { field: 'name', label: 'Name', before: 'Room 101', after: 'Room 101 (renovated)' },
      { field: 'capacity', label: 'Capacity', before: '40', after: '60' },
      { field: 'tags', label: 'Equipment', before: 'projector', after: 'computers, projector' },
      { field: 'notes', label: 'Notes', before: null, after: 'Key at the porter' },
    ],
  },
} satisfies Record<string, { changes: ChangeListItem[]; [key: string]: unknown }>;

const localeOf = (globals: Record<string, unknown>) => (globals.locale === 'en' ? 'en' : 'lt');

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [],
  aria: [
    'A list of changes; the inline "before"/"after" labels are read from the list\'s own structure, their visual copies are `aria-hidden`.',
  ],
};

const meta = {
  title: 'ui/ChangeList',
  component: ChangeList,
  tags: ['autodocs'],
  args: { changes: texts.lt.changes, labels: texts.lt.labels },
  parameters: { accessibility },
} satisfies Meta<typeof ChangeList>;

export default meta;
type Story = StoryObj<typeof meta>;

function Example({ locale, empty = false }: { locale: 'lt' | 'en'; empty?: boolean }) {
  const text = texts[locale];
  return (
    <Box style={{ maxWidth: 640 }}>
      <ChangeList
        changes={empty ? [] : text.changes}
        labels={text.labels}
        caption={text.caption}
        emptyText={text.empty}
      />
    </Box>
  );
}

export const Default: Story = {
  render: (_args, { globals }) => <Example locale={localeOf(globals)} />,
  play: async ({ canvas, globals }) => {
    const text = texts[localeOf(globals)];
    const table = canvas.getByRole('table', { name: text.caption });
    await expect(table).toBeVisible();
    const capacity = canvas.getByRole('row', { name: new RegExp(text.changes[1]!.label) });
    // The old value is marked as removed, the new one as inserted.
    await expect(capacity.querySelector('del')).toHaveTextContent('40');
    await expect(capacity.querySelector('ins')).toHaveTextContent('60');
    // A field that had no value shows a dash, not an empty cell.
    await expect(canvas.getByRole('row', { name: new RegExp(text.changes[3]!.label) })).toHaveTextContent('—');
  },
};

export const InEnglish: Story = {
  render: (_args, { globals }) => <Example locale={localeOf(globals)} />,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Before' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Equipment/ }).querySelector('ins')).toHaveTextContent(
      'computers, projector',
    );
  },
};

export const NothingChanged: Story = {
  render: (_args, { globals }) => <Example locale={localeOf(globals)} empty />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText(texts[localeOf(globals)].empty)).toBeVisible();
  },
};

/** On a phone each change is a card: the column names show beside the values, nothing scrolls sideways. */
export const OnAPhone: Story = {
  render: (_args, { globals }) => <Example locale={localeOf(globals)} />,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getAllByText(`${texts[localeOf(globals)].labels.before}:`)[0]).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
