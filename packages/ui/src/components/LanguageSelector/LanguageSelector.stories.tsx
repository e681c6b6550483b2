import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../../stories/storyT';
import { LanguageSelector } from './LanguageSelector';

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Enter / Space / Arrow Down', 'Opens the list of languages.'],
    ['Arrow Up / Arrow Down, Enter', 'Choose a language.'],
    ['Escape', 'Closes the list.'],
  ],
  aria: [
    'A dropdown menu of `menuitemradio`s; the trigger is named "Language: LT" / "Kalba: LT" with the current language.',
  ],
};

const meta = {
  title: 'ui/LanguageSelector',
  component: LanguageSelector,
  tags: ['autodocs'],
  args: { value: 'lt', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['lt', 'en'] } },
  parameters: { accessibility },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The open list is a menu of items only: axe's `region` is off for these stories, as for `ui/DropdownMenu` › Open (a
 * widget reached from its trigger, portalled above the page, not page content).
 */
const menuOutsideLandmarks = { a11y: { config: { rules: [{ id: 'region', enabled: false }] } } };

export const Open: Story = {
  parameters: menuOutsideLandmarks,
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    // Each language is named in itself, whatever the interface's language.
    await userEvent.click(canvas.getByRole('button', { name: t('language.label', { code: 'LT', name: 'Lietuvių' }) }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: /Lietuvių/ })).toBeChecked();
    await expect(within(menu).getByRole('img', { name: t('language.flag.lt') })).toBeInTheDocument();
    await expect(within(menu).getByRole('img', { name: t('language.flag.en') })).toBeInTheDocument();
  },
};

export const OpenInEnglish: Story = {
  parameters: menuOutsideLandmarks,
  args: { value: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: EN, English' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: /English/ })).toBeChecked();
    await expect(within(menu).getByRole('img', { name: 'Flag of Lithuania' })).toBeInTheDocument();
  },
};

/** Picking another language calls onChange with its code and closes the menu. */
export const SwitchWithKeyboard: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    canvas.getByRole('button', { name: t('language.label', { code: 'LT', name: 'Lietuvių' }) }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: /English/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Picking the active language only closes the menu. */
export const PickActiveLanguage: Story = {
  args: { value: 'en' },
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: t('language.label', { code: 'EN', name: 'English' }) }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /English/ }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
