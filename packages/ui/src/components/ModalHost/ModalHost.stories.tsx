import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { overlayTestSuite } from '../private/overlayTestSuite';
import { storyT } from '../../stories/storyT';
import {
  ModalHost,
  modalSizes,
  useModal,
  type ModalContentProps,
  type ModalRequestProps,
  type ModalSize,
} from './ModalHost';

/** A small form shown as modal content. */
function RenameForm({ close, initialName }: ModalContentProps & { initialName: string }) {
  return (
    <Box display="flex" flexDirection="column" gap="md">
      <label htmlFor="modal-story-name">Name</label>
      <input id="modal-story-name" defaultValue={initialName} />
      <Box display="flex" gap="sm" justifyContent="flex-end">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button onClick={close}>Save</Button>
      </Box>
    </Box>
  );
}

/** A modal that answers with one of three choices, like the update-scope prompt. */
function ScopePrompt({ resolve, cancel }: ModalRequestProps<string>) {
  return (
    <Box display="flex" gap="sm">
      <Button onClick={() => resolve('this')}>Only this</Button>
      <Button onClick={() => resolve('all')}>All</Button>
      <Button variant="secondary" onClick={cancel}>
        Cancel
      </Button>
    </Box>
  );
}

/** Text only, longer than the modal: nothing in it takes focus. */
function LongText() {
  return (
    <Box display="flex" flexDirection="column" gap="md">
      {Array.from({ length: 30 }, (_, index) => (
        <p key={index}>
          Auditorija antrame aukšte, {index + 1}: projektorius, lenta, 80 vietų, įėjimas iš kiemo pusės.
        </p>
      ))}
    </Box>
  );
}

/** An interruption that must not cost the form below its input, like the warning before the session ends. */
function StayPrompt({ resolve }: ModalRequestProps<'stay'>) {
  return (
    <Box display="flex" flexDirection="column" gap="md">
      <p role="alert">Sesija baigsis 11:00.</p>
      <Button data-autofocus onClick={() => resolve('stay')}>
        Likti prisijungus
      </Button>
    </Box>
  );
}

/** Opens the form; a `story:interrupt` event on the window (a timer, in an app) stacks the prompt over it. */
function StackedDemo({ header }: DemoProps) {
  const modal = useModal();
  useEffect(() => {
    const interrupt = () => void modal.request(StayPrompt, { header: 'Sesija baigiasi', size: 'small', layer: 'over' });
    window.addEventListener('story:interrupt', interrupt);
    return () => window.removeEventListener('story:interrupt', interrupt);
  }, [modal]);
  return <Button onClick={() => modal.open(RenameForm, { header, props: { initialName: 'Room 101' } })}>Open</Button>;
}

interface DemoProps {
  header: string;
  size?: ModalSize;
  onAnswer?: (answer: string | undefined) => void;
}

function Demo({ header, size, onAnswer }: DemoProps) {
  const modal = useModal();
  const [answer, setAnswer] = useState('none');
  return (
    <Box display="flex" gap="sm" alignItems="center">
      <Button onClick={() => modal.open(RenameForm, { header, props: { initialName: 'Room 101' }, size })}>Open</Button>
      <Button
        variant="secondary"
        onClick={async () => {
          const value = await modal.request(ScopePrompt, { header: 'Scope', size: 'small' });
          setAnswer(String(value));
          onAnswer?.(value);
        }}
      >
        Ask
      </Button>
      <Button variant="ghost" onClick={() => modal.open(LongText, { header, size })}>
        Long
      </Button>
      <Button variant="ghost" onClick={() => modal.setModal({ component: null, header: 'ignored' })}>
        Clear
      </Button>
      <output aria-label="answer">{answer}</output>
    </Box>
  );
}

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab / Shift+Tab', "Cycle through the dialog's controls; focus cannot leave it."],
    ['Escape', 'Closes the dialog and returns focus to what opened it.'],
  ],
  aria: [
    'Radix Dialog: a `dialog` named by its header and described by its body; everything outside it is hidden from assistive technology while it is open.',
    'A body taller than the dialog is a named `region` and a tab stop, so it can be scrolled by keyboard.',
  ],
};

const meta = {
  title: 'ui/ModalHost',
  component: Demo,
  tags: ['autodocs'],
  args: { header: 'Rezervacija', onAnswer: fn() },
  argTypes: {
    size: {
      control: 'inline-radio',
      options: modalSizes,
      table: { type: { summary: modalSizes.map((size) => `'${size}'`).join(' | ') } },
    },
  },
  decorators: [
    (Story) => (
      <ModalHost>
        <Story />
      </ModalHost>
    ),
  ],
  parameters: { accessibility },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.queryByRole('dialog');

/** Keyboard: opens with Enter, keeps focus inside, closes on Escape and gives focus back. */
export const KeyboardOnly: Story = {
  play: overlayTestSuite('modal', {
    getTrigger: (canvasElement) => within(canvasElement).getByRole('button', { name: 'Open' }),
    getContent: dialog,
  }),
};

/** The open modal: its title is its accessible name, the close button is labelled. */
export const Open: Story = {
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('button', { name: 'Open' }));
    const modal = await screen.findByRole('dialog', { name: 'Rezervacija' });
    await expect(within(modal).getByRole('button', { name: storyT(context)('modal.close') })).toBeInTheDocument();
    await expect(within(modal).getByLabelText('Name')).toHaveValue('Room 101');
  },
};

export const OpenInEnglish: Story = {
  args: { header: 'Reservation' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const modal = await screen.findByRole('dialog', { name: 'Reservation' });
    await expect(within(modal).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

/**
 * Issue 12, item 20: a modal whose text scrolls and holds nothing focusable could not be scrolled by keyboard
 * (axe scrollable-region-focusable). Its body is then a named tab stop; content that fits adds none.
 */
export const LongTextScrollsByKeyboard: Story = {
  args: { header: 'MIF 201 auditorija' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Long' }));
    const modal = await screen.findByRole('dialog', { name: 'MIF 201 auditorija' });
    const body = await within(modal).findByRole('region', { name: 'MIF 201 auditorija' });
    // The close button and the body are the modal's two tab stops.
    await userEvent.tab();
    if (document.activeElement !== body) {
      await userEvent.tab();
    }
    // (a focused scroll region scrolls with the arrow and page keys: the browser's own behaviour)
    await expect(body).toHaveFocus();
  },
};

export const FittingContentAddsNoTabStop: Story = {
  args: { header: 'Reservation' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const modal = await screen.findByRole('dialog', { name: 'Reservation' });
    await expect(within(modal).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
  },
};

export const ClosesOnCloseButton: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('button', { name: 'Open' }));
    await userEvent.click(await screen.findByRole('button', { name: storyT(context)('modal.close') }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  },
};

export const ClosesOnBackdropClick: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  },
};

/** `request` resolves with the value the modal passes to `resolve`. */
export const RequestResolvesWithValue: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'All' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('all'));
    await expect(canvas.getByRole('status', { name: 'answer' })).toHaveTextContent('all');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  },
};

/** Escape, the close button, the backdrop and `cancel` all resolve a request with undefined. */
export const RequestResolvesUndefinedOnEscape: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog', { name: 'Scope' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(undefined));
    await expect(canvas.getByRole('status', { name: 'answer' })).toHaveTextContent('undefined');
  },
};

/** Setting an empty modal clears the host. */
export const EmptyModalClears: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    // The dialog makes the page inert; the host's setter is reached from the page in real use
    // (for example on navigation), so the story clicks through the hidden page programmatically.
    canvas.getByRole('button', { name: 'Clear', hidden: true }).click();
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  },
};

/**
 * Issue 32: a modal requested with `layer: 'over'` stacks over the open one instead of replacing it; the form below
 * stays mounted with what was typed, and closing the prompt gives focus back to where it was in the form.
 */
export const StackedOverAnOpenForm: Story = {
  parameters: { screenshot: false },
  render: (args) => <StackedDemo {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const form = await screen.findByRole('dialog', { name: 'Rezervacija' });
    const name = within(form).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'MIF 201');
    window.dispatchEvent(new Event('story:interrupt'));
    const prompt = await screen.findByRole('dialog', { name: 'Sesija baigiasi' });
    await waitFor(() => expect(within(prompt).getByRole('button', { name: 'Likti prisijungus' })).toHaveFocus());
    await expect(name).toHaveValue('MIF 201');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Likti prisijungus' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sesija baigiasi' })).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: 'Rezervacija' })).toBeVisible();
    await expect(screen.getByLabelText('Name')).toHaveValue('MIF 201');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  },
};

/** The prompt stacked over the form, as a person sees it (the screenshot). */
export const StackedPromptShown: Story = {
  render: (args) => <StackedDemo {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Rezervacija' });
    window.dispatchEvent(new Event('story:interrupt'));
    await expect(await screen.findByRole('dialog', { name: 'Sesija baigiasi' })).toBeVisible();
    // The form is still in the page below the prompt, only hidden from assistive technology meanwhile.
    await expect(document.getElementById('modal-story-name')).toHaveValue('Room 101');
    await expect(screen.queryByRole('dialog', { name: 'Rezervacija' })).not.toBeInTheDocument();
  },
};
