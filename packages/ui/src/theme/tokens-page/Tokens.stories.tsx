import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themeVariables } from '../themeVariables';
import { contractRows, themeTokens, TokenTable, type TokenGroup } from './TokenTable';

const texts = {
  lt: {
    variable: 'Kintamasis',
    university: 'Universiteto tema',
    highContrast: 'Didelio kontrasto tema',
    sample: 'Pavyzdys',
    pages: {
      Colours: 'Spalvos',
      SpaceAndShape: 'Tarpai, dydžiai ir kampai',
      Type: 'Šriftas',
      DepthAndMotion: 'Šešėliai, sluoksniai ir trukmės',
    },
  },
  en: {
    variable: 'Variable',
    university: 'University theme',
    highContrast: 'High-contrast theme',
    sample: 'Sample',
    pages: {
      Colours: 'Colours',
      SpaceAndShape: 'Space, sizes and corners',
      Type: 'Type',
      DepthAndMotion: 'Shadows, layers and durations',
    },
  },
} as const;

type Page = keyof (typeof texts)['en']['pages'];
const pages: Record<Page, readonly TokenGroup[]> = {
  Colours: ['color'],
  SpaceAndShape: ['space', 'size', 'radius'],
  Type: ['font', 'fontSize', 'fontWeight', 'lineHeight'],
  DepthAndMotion: ['shadow', 'zIndex', 'duration'],
};

function Tokens({ page, locale }: { page: Page; locale: 'lt' | 'en' }) {
  const text = texts[locale];
  return <TokenTable groups={pages[page]} text={{ ...text, caption: text.pages[page] }} />;
}

/**
 * The theme contract a designer or a university's theme works with: every `--laikas-*` variable (from `vars`, the
 * contract the components read), its value in each theme and a sample. Set the same variables to theme the packages
 * (the ui README: `themeVariables`, `themeCss`).
 */
const meta = {
  title: 'ui/Tokens',
  component: Tokens,
  tags: ['autodocs'],
  argTypes: {
    page: { control: 'select', options: Object.keys(pages) },
    locale: { table: { disable: true } },
  },
  render: (args, { globals }) => <Tokens {...args} locale={globals.locale === 'en' ? 'en' : 'lt'} />,
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each table has a row for every variable of its groups, shows both themes' values, and the theme the toolbar picked
 * is what the page's `<html>` really carries: the table, the contract and the CSS agree.
 */
function story(page: Page): Story {
  return {
    args: { page, locale: 'lt' },
    play: async ({ canvas, globals }) => {
      const text = texts[globals.locale === 'en' ? 'en' : 'lt'];
      const table = canvas.getByRole('table', { name: text.pages[page] });
      const rows = contractRows(pages[page]);
      await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
      const theme = globals.theme === 'highContrast' ? 'highContrast' : 'university';
      const expected = themeVariables(themeTokens[theme]);
      const applied = getComputedStyle(document.documentElement);
      for (const { variable } of rows) {
        const row = within(table).getByRole('row', { name: new RegExp(`^${variable} `) });
        await expect(row).toHaveTextContent(themeVariables(themeTokens.university)[variable as `--laikas-${string}`]!);
        await expect(row).toHaveTextContent(
          themeVariables(themeTokens.highContrast)[variable as `--laikas-${string}`]!,
        );
        await expect(applied.getPropertyValue(variable).trim()).toBe(expected[variable as `--laikas-${string}`]);
      }
    },
  };
}

export const Colours = story('Colours');
export const SpaceAndShape = story('SpaceAndShape');
export const Type = story('Type');
export const DepthAndMotion = story('DepthAndMotion');
