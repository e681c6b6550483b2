import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../../stories/storyT';
import { variableName } from '../../theme/themeVariables';
import { Box } from '../Box';
import { Button, buttonClass, buttonSizes, buttonVariants } from './Button';

/** The story's label in the language picked in the toolbar (a Button shows what the app gives it). */
const reserveLabel = { lt: 'Rezervuoti', en: 'Reserve' } as const;
const reserveLabelOf = (globals: Record<string, unknown>) => reserveLabel[globals.locale === 'en' ? 'en' : 'lt'];

const union = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Enter / Space', 'Activates the button.']],
  aria: [
    'A native `<button>`; icon-only buttons take `aria-label`.',
    'While `loading`, the button is `aria-busy` and a status says it is working; it keeps focus (`aria-disabled`, never `disabled`, even when `disabled` is set as well).',
  ],
};

const meta = {
  title: 'ui/Button',
  component: Button,
  tags: ['autodocs'],
  args: { onClick: fn() },
  render: (args, { globals }) => <Button {...args}>{args.children ?? reserveLabelOf(globals)}</Button>,
  // The docs table names the values (react-docgen cannot read a type derived from the arrays).
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants, table: { type: { summary: union(buttonVariants) } } },
    size: { control: 'inline-radio', options: buttonSizes, table: { type: { summary: union(buttonSizes) } } },
  },
  parameters: { accessibility },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: reserveLabelOf(globals) }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardOnly: Story = {
  args: { children: 'Save' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const DefaultInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async (context) => {
    const { args, canvas, globals } = context;
    const button = canvas.getByRole('button', { name: new RegExp(reserveLabelOf(globals)) });
    await expect(within(button).getByRole('status', { name: storyT(context)('button.loading') })).toBeInTheDocument();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingInEnglish: Story = {
  args: { loading: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const LoadingInLithuanian: Story = {
  args: { loading: true },
  globals: { locale: 'lt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Įkeliama…' })).toBeInTheDocument();
  },
};

/** An export: the button is busy and the others wait (`disabled`) while the file is prepared. */
function ExportButton({ label }: { label: string }) {
  const [exporting, setExporting] = useState(false);
  return (
    <Button
      loading={exporting}
      disabled={exporting}
      onClick={async () => {
        setExporting(true);
        await new Promise((resolve) => setTimeout(resolve, 100));
        setExporting(false);
      }}
    >
      {label}
    </Button>
  );
}

/**
 * Keyboard walk: a button pressed from the keyboard that is loading (and disabled with the others meanwhile) keeps
 * focus; it fell to the page's body, and the next Tab started from the top.
 */
export const LoadingKeepsFocus: Story = {
  parameters: { screenshot: false },
  render: () => <ExportButton label="CSV" />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'CSV' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A room's name in a table's cell and a sentence, as `link`: it reads as the text around it and opens what is behind it. */
const linkText = {
  lt: { before: 'Daugiausia užimta auditorija –', room: 'MIF 101', after: '(92 %).' },
  en: { before: 'The busiest room is', room: 'MIF 101', after: '(92%).' },
} as const;

export const Link: Story = {
  args: { variant: 'link' },
  render: (args, { globals }) => {
    const text = linkText[globals.locale === 'en' ? 'en' : 'lt'];
    return (
      <p>
        {text.before} <Button {...args}>{text.room}</Button> {text.after}
      </p>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'MIF 101' });
    const sentence = canvasElement.querySelector('p')!;
    await expect(button).toHaveStyle({
      fontSize: getComputedStyle(sentence).fontSize,
      textDecorationLine: 'underline',
    });
    await expect(button.getBoundingClientRect().height).toBeLessThanOrEqual(sentence.getBoundingClientRect().height);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant and size, for the screenshot baseline. */
export const AllStates: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="md">
      {buttonSizes.map((size) => (
        <Box key={size} display="flex" gap="sm" alignItems="center">
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant}
            </Button>
          ))}
          <Button {...args} size={size} loading>
            loading
          </Button>
          <Button {...args} size={size} disabled>
            disabled
          </Button>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonSizes.length * (buttonVariants.length + 2));
  },
};

/** What a link that reads as a button says: a new item, in the language picked in the toolbar. */
const newLabel = { lt: 'Nauja grupė', en: 'New group' } as const;

/**
 * `buttonClass()` gives a link (here an `<a>`; in an app, a router's `<Link>`) the Button's look: it leads to a page,
 * so it stays a link for screen readers, and it is drawn exactly like the Button beside it.
 */
export const LinkAsButton: Story = {
  render: (args, { globals }) => {
    const label = newLabel[globals.locale === 'en' ? 'en' : 'lt'];
    return (
      <Box display="flex" gap="sm" alignItems="center">
        <a className={buttonClass()} href="#new">
          {label}
        </a>
        <Button {...args}>{label}</Button>
        <a className={buttonClass({ variant: 'secondary', size: 'small' })} href="#new">
          {label}
        </a>
      </Box>
    );
  },
  play: async ({ canvas, globals }) => {
    const label = newLabel[globals.locale === 'en' ? 'en' : 'lt'];
    const [link] = canvas.getAllByRole('link', { name: label });
    const button = canvas.getByRole('button', { name: label });
    await expect(link).toHaveAttribute('href', '#new');
    const linkBox = link!.getBoundingClientRect();
    const buttonBox = button.getBoundingClientRect();
    await expect(linkBox.height).toBe(buttonBox.height);
    await expect(linkBox.width).toBe(buttonBox.width);
    await expect(getComputedStyle(link!).backgroundColor).toBe(getComputedStyle(button).backgroundColor);
    await expect(getComputedStyle(link!).textDecorationLine).toBe('none');
  },
};

/** What the success action says: joining a remote reservation, in the language picked in the toolbar. */
const joinLabel = { lt: 'Prisijungti', en: 'Join' } as const;

/**
 * `success`: going ahead with something already agreed, such as joining a remote reservation's meeting. As a link
 * (`buttonClass({ variant: 'success' })`) it leads to the meeting's address and is drawn like the success Button.
 */
export const Success: Story = {
  args: { variant: 'success' },
  render: (args, { globals }) => {
    const label = joinLabel[globals.locale === 'en' ? 'en' : 'lt'];
    return (
      <Box display="flex" gap="sm" alignItems="center">
        <a className={buttonClass({ variant: 'success' })} href="https://meet.example.org/mif-101">
          {label}
        </a>
        <Button {...args}>{label}</Button>
      </Box>
    );
  },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const label = joinLabel[globals.locale === 'en' ? 'en' : 'lt'];
    const link = canvas.getByRole('link', { name: label });
    const button = canvas.getByRole('button', { name: label });
    await expect(link).toHaveAttribute('href', 'https://meet.example.org/mif-101');
    // The theme's success colours, as the browser resolves them where the story is drawn.
    const theme = document.createElement('span');
    theme.style.background = `var(${variableName(['color', 'success'])})`;
    theme.style.color = `var(${variableName(['color', 'successText'])})`;
    canvasElement.append(theme);
    const { backgroundColor: success, color: successText } = getComputedStyle(theme);
    theme.remove();
    for (const element of [link, button]) {
      await expect(element).toHaveStyle({ backgroundColor: success, color: successText });
    }
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
