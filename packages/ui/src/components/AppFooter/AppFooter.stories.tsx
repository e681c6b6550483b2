import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyT } from '../../stories/storyT';
import { AppFooter } from './AppFooter';

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Tab', 'Reaches the support address, then the accessibility statement.']],
  aria: [
    "A `<footer>`: the page's contentinfo landmark, the same place on every page (WCAG 3.2.6).",
    'The support address is a mailto link named by the address itself.',
  ],
};

const meta = {
  title: 'ui/AppFooter',
  component: AppFooter,
  tags: ['autodocs'],
  // The footer is a page landmark itself (contentinfo): not wrapped in the stories' <main> (.storybook/preview.tsx).
  parameters: { accessibility, landmark: 'own' },
  args: {
    version: '1.0.3',
    year: 2026,
    universityName: 'Vilniaus universitetas',
    systemLabel: 'Tvarkaraščių sistema',
    supportEmail: 'pagalba@example.edu',
  },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Vilniaus universitetas');
    await expect(canvas.getByText(t('footer.version', { version: '1.0.3' }))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'pagalba@example.edu' })).toHaveAttribute(
      'href',
      'mailto:pagalba@example.edu',
    );
  },
};

export const InEnglish: Story = {
  args: { universityName: 'Vilnius University', systemLabel: 'Timetables', supportEmail: 'support@example.edu' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Version 1.0.3')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Support: support@example.edu');
  },
};

/** Issue 32: the accessibility statement's link, beside the support address on every page (WCAG 3.2.6). */
export const WithAccessibilityStatement: Story = {
  args: { accessibilityHref: '/accessibility' },
  play: async (context) => {
    const link = context.canvas.getByRole('link', { name: storyT(context)('footer.accessibility') });
    await expect(link).toHaveAttribute('href', '/accessibility');
    await expect(context.canvas.getByRole('contentinfo')).toContainElement(link);
    // Reached by Tab after the support address.
    context.canvas.getByRole('link', { name: 'pagalba@example.edu' }).focus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const WithAccessibilityStatementInEnglish: Story = {
  args: { accessibilityHref: '/accessibility', supportEmail: 'support@example.edu' },
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  },
};
