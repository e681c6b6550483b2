import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { universityTokens } from '../../theme/tokens';
import { Box } from './Box';

/** A Box has no words of its own: the story's text is the app's, in the language picked in the toolbar. */
const texts = {
  lt: { title: 'Savaitės planas', panels: ['Paskaitos', 'Renginiai', 'Rezervacijos'], footer: 'Iš viso: 3 skyriai' },
  en: { title: 'Plan of the week', panels: ['Lectures', 'Events', 'Reservations'], footer: 'In total: 3 sections' },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [],
  aria: [
    'Renders the element given in `as` (a section with a heading is a named region through `aria-labelledby`); adds no role of its own.',
  ],
};

const meta = {
  title: 'ui/Box',
  component: Box,
  tags: ['autodocs'],
  args: { display: 'flex', gap: 'md', padding: 'lg', background: 'surface', borderRadius: 'md' },
  render: (args, { globals }) => (
    <Box {...args} data-testid="box">
      {textsOf(globals).panels.map((panel) => (
        <Box key={panel} padding="md" background="primarySoft" color="primarySoftText" borderRadius="sm">
          {panel}
        </Box>
      ))}
    </Box>
  ),
  parameters: { accessibility },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sprinkle props become the theme's classes: a flex row of panels with the theme's gap and padding. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const box = canvas.getByTestId('box');
    const style = getComputedStyle(box);
    await expect(box.tagName).toBe('DIV');
    await expect(style.display).toBe('flex');
    await expect(style.columnGap).toBe(universityTokens.space.md);
    await expect(style.paddingLeft).toBe(universityTokens.space.lg);
    // No sprinkle prop reaches the DOM as an attribute.
    await expect(box).not.toHaveAttribute('gap');
    for (const panel of textsOf(globals).panels) {
      await expect(canvas.getByText(panel)).toBeInTheDocument();
    }
  },
};

/** `as` picks the element; other attributes and the class name pass through to it. */
export const AsASection: Story = {
  args: { flexDirection: 'column', gap: 'sm' },
  render: (args, { globals }) => {
    const text = textsOf(globals);
    return (
      <Box {...args} as="section" aria-labelledby="box-title" className="consumer-class" data-testid="box">
        <Box as="h2" id="box-title" fontSize="lg" margin="none">
          {text.title}
        </Box>
        <Box as="ul" display="flex" gap="sm" padding="none" margin="none">
          {text.panels.map((panel) => (
            <Box
              as="li"
              key={panel}
              display="block"
              paddingX="md"
              paddingY="xs"
              borderRadius="full"
              background="surfaceSunken"
            >
              {panel}
            </Box>
          ))}
        </Box>
        <Box as="p" color="textMuted" fontSize="sm" margin="none">
          {text.footer}
        </Box>
      </Box>
    );
  },
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const section = canvas.getByRole('region', { name: text.title });
    await expect(section).toBe(canvas.getByTestId('box'));
    await expect(section).toHaveClass('consumer-class');
    await expect(getComputedStyle(section).flexDirection).toBe('column');
    await expect(canvas.getByRole('heading', { level: 2, name: text.title })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(text.panels);
  },
};

/** Responsive values: one column on a phone, three from the tablet width up (the test viewport is 1024 px wide). */
export const Responsive: Story = {
  args: {
    display: 'grid',
    gridTemplateColumns: { mobile: 'one', tablet: 'three' },
  },
  play: async ({ canvas }) => {
    const columns = getComputedStyle(canvas.getByTestId('box')).gridTemplateColumns.split(' ');
    await expect(columns).toHaveLength(window.innerWidth >= 768 ? 3 : 1);
  },
};
