import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { SectionNav } from './SectionNav';

/** The administration's sections, in the language picked in the toolbar. */
const texts = {
  lt: {
    label: 'Skyriai',
    sections: ['Ištekliai', 'Naudotojai', 'Rezervacijos', 'Grupės', 'Ataskaitos', 'Sistemos nustatymai', 'Žurnalas'],
  },
  en: {
    label: 'Sections',
    sections: ['Resources', 'Users', 'Reservations', 'Groups', 'Reports', 'System settings', 'Audit log'],
  },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Tab', 'Reaches each section link in turn.']],
  aria: ['A `<nav>` named by `label`, a list of links; the current section has `aria-current="page"`.'],
};

/** The sections, the first one current; a click makes another current (as a router would). */
function Sections({ locale }: { locale: 'lt' | 'en' }) {
  const text = texts[locale];
  const [current, setCurrent] = useState(0);
  return (
    <SectionNav
      label={text.label}
      links={text.sections.map((section, index) => ({ href: `#${index}`, label: section, current: index === current }))}
      renderLink={({ href, children, ...rest }) => (
        <a
          href={href}
          {...rest}
          onClick={(event) => {
            event.preventDefault();
            setCurrent(Number(href.slice(1)));
          }}
        >
          {children}
        </a>
      )}
    />
  );
}

const meta = {
  title: 'ui/SectionNav',
  component: Sections,
  subcomponents: { SectionNav },
  tags: ['autodocs'],
  args: { locale: 'lt' },
  parameters: { accessibility },
  render: (_args, { globals }) => <Sections locale={globals.locale === 'en' ? 'en' : 'lt'} />,
} satisfies Meta<typeof Sections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first section current; choosing another moves the mark. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const nav = canvas.getByRole('navigation', { name: text.label });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.sections[0] })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: text.sections[2] }));
    await expect(canvas.getByRole('link', { name: text.sections[2] })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: text.sections[0] })).not.toHaveAttribute('aria-current');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On a phone the tabs stay on one line and scroll sideways inside the bar; the page does not. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const nav = canvas.getByRole('navigation', { name: textsOf(globals).label });
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
