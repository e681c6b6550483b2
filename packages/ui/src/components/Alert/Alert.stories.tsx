import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Alert } from './Alert';

/** A refused page, a failed sign-in and an administrator signed in as someone else, in the toolbar's language. */
const texts = {
  lt: {
    forbidden: 'Neturite teisės atverti šio puslapio.',
    signIn: 'Neteisingas vartotojo vardas arba slaptažodis.',
    impersonating: 'Prisijungta kaip Jonas Jonaitis',
  },
  en: {
    forbidden: 'You do not have permission to open this page.',
    signIn: 'Wrong username or password.',
    impersonating: 'Signed in as Jonas Jonaitis',
  },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [],
  aria: [
    '`role="alert"` by default: a screen reader says the message as it appears.',
    'Pass `role="status"` for a message that need not interrupt (the "signed in as" bar).',
    'The words carry the meaning; the colour only repeats it (WCAG 1.4.1).',
  ],
};

const meta = {
  title: 'ui/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: { accessibility },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refused page and a failed sign-in: boxes in the danger tone, each said as it appears. */
export const Default: Story = {
  render: (_args, { globals }) => (
    <Box display="flex" flexDirection="column" gap="md">
      <Alert>{textsOf(globals).forbidden}</Alert>
      <Alert>{textsOf(globals).signIn}</Alert>
    </Box>
  ),
  play: async ({ canvas, globals }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent(textsOf(globals).forbidden);
    await expect(getComputedStyle(alerts[0]!).backgroundColor).not.toBe(
      getComputedStyle(document.body).backgroundColor,
    );
  },
};

/** The "signed in as" bar across the window: warning colours, centred, a status that does not interrupt. */
export const Bar: Story = {
  render: (_args, { globals }) => (
    <Alert tone="warning" layout="bar" role="status">
      {textsOf(globals).impersonating}
    </Alert>
  ),
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('status');
    await expect(bar).toHaveTextContent(textsOf(globals).impersonating);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(getComputedStyle(bar).textAlign).toBe('center');
  },
};

/** The same in English, whatever the toolbar says. */
export const InEnglish: Story = {
  ...Default,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wrong username or password.')).toBeVisible();
  },
};
