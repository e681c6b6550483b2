import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@laikas/ui';
import { expect, within } from 'storybook/test';
import { readServerErrors } from '../../model/serverErrors';
import { storyT } from '../../stories/storyT';
import { OverlapList } from './OverlapList';

/** A 422 as the API sends it, read the way the form reads it (times in lt-LT). */
const errors = readServerErrors(
  {
    status: 422,
    body: {
      message: 'The time is already taken',
      errors: { from: ['The time is already taken'] },
      repeater_overlaps: [
        { name: 'Fizika', from: '2026-03-09 10:00', to: '2026-03-09 11:30', reservable: { name: 'Auditorija 101' } },
        { name: 'Fizika', from: '2026-03-16 10:00', to: '2026-03-16 11:30', reservable: { name: 'Auditorija 101' } },
      ],
      batch_overlaps: [
        {
          name: 'Chemijos laboratoriniai',
          from: '2026-03-02T08:00:00Z',
          to: '2026-03-02T09:30:00Z',
          reservable: { name: 'Laboratorija 2' },
        },
      ],
      repeater_validation: 'Kartojimas kerta semestro pabaigą',
    },
  },
  'Europe/Vilnius',
)!;

const meta = {
  title: 'reservation-form/OverlapList',
  component: OverlapList,
  tags: ['autodocs'],
  args: {
    repeaterOverlaps: errors.repeaterOverlaps,
    batchOverlaps: errors.batchOverlaps,
    repeaterValidation: errors.repeaterValidation,
  },
  render: (args) => (
    <Box maxWidth="narrow">
      <OverlapList {...args} />
    </Box>
  ),
} satisfies Meta<typeof OverlapList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both lists under their titles, with lt-LT times and resource names. */
export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const overlapping = within(canvas.getByRole('list', { name: t('overlaps.overlapping') }));
    await expect(overlapping.getAllByRole('listitem')).toHaveLength(2);
    await expect(overlapping.getAllByRole('listitem')[0]).toHaveTextContent(
      'Fizika — 2026-03-09 10:00 – 2026-03-09 11:30 (Auditorija 101)',
    );
    const batches = within(canvas.getByRole('list', { name: t('overlaps.batchesOverlapping') }));
    await expect(batches.getByRole('listitem')).toHaveTextContent(
      'Chemijos laboratoriniai — 2026-03-02 10:00 – 2026-03-02 11:30 (Laboratorija 2)',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kartojimas kerta semestro pabaigą');
  },
};

export const DefaultInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Overlapping' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('list', { name: 'Overlapping reservations of the other resources' }),
    ).toBeInTheDocument();
  },
};

/** Only a batch clash: the "overlapping" list is left out. */
export const BatchOnly: Story = {
  args: { repeaterOverlaps: [], repeaterValidation: null },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.queryByRole('list', { name: t('overlaps.overlapping') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: t('overlaps.batchesOverlapping') })).toBeInTheDocument();
  },
};

/** Nothing to show renders nothing. */
export const Empty: Story = {
  args: { repeaterOverlaps: [], batchOverlaps: [], repeaterValidation: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('overlap-list')).not.toBeInTheDocument();
  },
};
