import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyT } from '../../stories/storyT';
import { AppFooter } from './AppFooter';

const meta = {
  title: 'ui/AppFooter',
  component: AppFooter,
  tags: ['autodocs'],
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
