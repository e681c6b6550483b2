import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Page, Panel } from './Page';

/** The page's words are the app's, in the language picked in the toolbar. */
const texts = {
  lt: {
    title: 'Resursai',
    intro: 'Auditorijos ir įranga, kurias galima rezervuoti.',
    create: 'Naujas resursas',
    panel: 'Užimtumas',
    body: 'Šią savaitę užimta 42 % laiko.',
  },
  en: {
    title: 'Resources',
    intro: 'Rooms and equipment that can be reserved.',
    create: 'New resource',
    panel: 'Occupancy',
    body: '42 % of the time is taken this week.',
  },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [],
  aria: [
    "The title is the page's one `<h1>`; the actions follow it in reading order.",
    'A `Panel` with a title is a `region` named by its `<h2>` (`aria-labelledby`); without one it is a plain section.',
  ],
};

const meta = {
  title: 'ui/Page',
  component: Page,
  tags: ['autodocs'],
  args: { title: '' },
  render: (args, { globals }) => {
    const text = textsOf(globals);
    return (
      <Page {...args} title={text.title} intro={text.intro} actions={<Button>{text.create}</Button>}>
        <Panel title={text.panel}>
          <p>{text.body}</p>
        </Panel>
      </Page>
    );
  },
  parameters: { accessibility },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title with its action, the intro, and a panel named by its heading. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text.create })).toBeInTheDocument();
    await expect(canvas.getByText(text.intro)).toBeInTheDocument();
    const panel = canvas.getByRole('region', { name: text.panel });
    await expect(panel).toHaveTextContent(text.body);
  },
};

/** Only a title: no empty action bar or intro is drawn. */
export const TitleOnly: Story = {
  render: (args, { globals }) => <Page {...args} title={textsOf(globals).title} />,
  play: async ({ canvasElement, canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: textsOf(globals).title })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};
