import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Page, Panel, pageWidths, panelSpacings } from './Page';

/** The page's words are the app's, in the language picked in the toolbar. */
const texts = {
  lt: {
    title: 'Resursai',
    intro: 'Auditorijos ir įranga, kurias galima rezervuoti.',
    create: 'Naujas resursas',
    panel: 'Užimtumas',
    body: 'Šią savaitę užimta 42 % laiko.',
    settings: 'Profilis',
    settingsIntro: 'Vardas ir kalba, kuria rodoma sistema.',
    save: 'Išsaugoti',
    spacing: { normal: 'Įprasti tarpai', roomy: 'Erdvūs tarpai' },
  },
  en: {
    title: 'Resources',
    intro: 'Rooms and equipment that can be reserved.',
    create: 'New resource',
    panel: 'Occupancy',
    body: '42 % of the time is taken this week.',
    settings: 'Profile',
    settingsIntro: 'Your name and the language the system is shown in.',
    save: 'Save',
    spacing: { normal: 'Normal spacing', roomy: 'Roomy spacing' },
  },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [],
  aria: [
    "The title is the page's one `<h1>`; the actions follow it in reading order.",
    'A `Panel` with a title is a `region` named by its `<h2>` (`aria-labelledby`); without one it is a plain section.',
    '`width` and `spacing` change only the layout, never the reading order or the roles.',
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
  argTypes: {
    width: { control: 'inline-radio', options: pageWidths },
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

/**
 * A settings screen: the page no wider than the theme's `slim` width (560px) and a `roomy` panel (the theme's `xl`
 * padding, `lg` between its parts) holding a form.
 */
export const SlimWithRoomyPanel: Story = {
  args: { width: 'slim' },
  argTypes: { width: { control: 'inline-radio', options: pageWidths } },
  render: (args, { globals }) => {
    const text = textsOf(globals);
    return (
      <Page {...args} title={text.settings}>
        <Panel spacing="roomy" title={text.panel}>
          <p>{text.settingsIntro}</p>
          <div>
            <Button>{text.save}</Button>
          </div>
        </Panel>
      </Page>
    );
  },
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const heading = canvas.getByRole('heading', { level: 1, name: text.settings });
    await expect(heading.closest('div')?.parentElement).toHaveStyle({ maxWidth: '560px' });
    const panel = canvas.getByRole('region', { name: text.panel });
    await expect(panel).toHaveTextContent(text.settingsIntro);
    await expect(panel).toHaveStyle({ padding: '24px', rowGap: '16px' });
    await expect(canvas.getByRole('button', { name: text.save })).toBeInTheDocument();
  },
};

/** Both spacings side by side: `normal` (the default) and `roomy`. */
export const PanelSpacings: Story = {
  render: (args, { globals }) => {
    const text = textsOf(globals);
    return (
      <Page {...args} title={text.title}>
        {panelSpacings.map((spacing) => (
          <Panel key={spacing} spacing={spacing} title={text.spacing[spacing]}>
            <p>{text.body}</p>
          </Panel>
        ))}
      </Page>
    );
  },
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    await expect(canvas.getByRole('region', { name: text.spacing.normal })).toHaveStyle({
      padding: '16px',
      rowGap: '8px',
    });
    await expect(canvas.getByRole('region', { name: text.spacing.roomy })).toHaveStyle({
      padding: '24px',
      rowGap: '16px',
    });
  },
};
