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
  useModalDismissGuard,
  type ModalContentProps,
  type ModalRequestProps,
  type ModalSize,
} from './ModalHost';
import { installModalBack } from './modalHistory';

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

/** The reason of a rejection, asked first: a field, then Cancel and Reject. */
function ReasonForm({ resolve, cancel }: ModalRequestProps<string>) {
  const [reason, setReason] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        resolve(reason);
      }}
    >
      <Box display="flex" flexDirection="column" gap="md">
        <label htmlFor="modal-story-reason">Priežastis</label>
        <textarea id="modal-story-reason" value={reason} onChange={(event) => setReason(event.target.value)} />
        <Box display="flex" gap="sm" justifyContent="flex-end">
          <Button variant="secondary" onClick={cancel}>
            Atšaukti
          </Button>
          <Button type="submit" variant="danger">
            Atmesti
          </Button>
        </Box>
      </Box>
    </form>
  );
}

/**
 * Reservations waiting for approval, as the administrator's list shows them: each row's Approve and Reject (which asks
 * why first) take the row off the list once the answer is in; "Approve selected" approves the ticked ones, and is
 * disabled with none ticked.
 */
function PendingList() {
  const modal = useModal();
  const [rows, setRows] = useState(['Konsultacija A', 'Konsultacija B', 'Konsultacija C', 'Konsultacija D']);
  const [ticked, setTicked] = useState<string[]>([]);
  // The server's answer comes a moment later, as it does in the app.
  const answer = async (names: readonly string[]) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    setRows((current) => current.filter((row) => !names.includes(row)));
    setTicked([]);
  };
  const reject = async (name: string) => {
    const reason = await modal.request(ReasonForm, { header: `Atmesti „${name}“`, size: 'small' });
    if (reason !== undefined) {
      await answer([name]);
    }
  };
  return (
    <div>
      <h2>Laukiančios rezervacijos</h2>
      <Button disabled={ticked.length === 0} onClick={() => void answer(ticked)}>
        Patvirtinti pažymėtas ({ticked.length})
      </Button>
      <table>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Pažymėti ${row}`}
                  checked={ticked.includes(row)}
                  onChange={(event) =>
                    setTicked((current) =>
                      event.target.checked ? [...current, row] : current.filter((each) => each !== row),
                    )
                  }
                />
              </td>
              <td>{row}</td>
              <td>
                <Button size="small" aria-label={`Patvirtinti ${row}`} onClick={() => void answer([row])}>
                  Patvirtinti
                </Button>{' '}
                <Button size="small" variant="danger" aria-label={`Atmesti ${row}`} onClick={() => void reject(row)}>
                  Atmesti
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Periods as cards in a list, each with its holidays and a form adding one; a holiday that covers reservations asks
 * first, in a panel under the form, whose answer takes the panel away.
 */
function PeriodCards() {
  const [asking, setAsking] = useState(false);
  const [holidays, setHolidays] = useState<string[]>([]);
  return (
    <ul>
      <li>
        <section aria-labelledby="story-period">
          <h2 id="story-period">2026 m. ruduo</h2>
          <h3>Šventės</h3>
          <ul>
            {holidays.map((holiday) => (
              <li key={holiday}>{holiday}</li>
            ))}
          </ul>
          <form
            aria-label="Pridėti šventę"
            onSubmit={(event) => {
              event.preventDefault();
              setAsking(true);
            }}
          >
            <Button type="submit">Pridėti šventę</Button>
          </form>
          {asking ? (
            <div role="alertdialog" aria-label="Šventė apima 9 rezervacijas">
              <Button
                variant="danger"
                onClick={async () => {
                  await new Promise((resolve) => setTimeout(resolve, 50));
                  setHolidays(['Kūčios']);
                  setAsking(false);
                }}
              >
                Atšaukti visas 9 ir pridėti šventę
              </Button>
            </div>
          ) : null}
          <Button variant="danger">Ištrinti laikotarpį</Button>
        </section>
      </li>
    </ul>
  );
}

/** A form that asks before what was typed into it is thrown away; unchanged, it closes at once. */
function GuardedForm({ close }: ModalContentProps) {
  const modal = useModal();
  const [name, setName] = useState('');
  useModalDismissGuard(
    name === ''
      ? null
      : async () => (await modal.request(DiscardPrompt, { header: 'Atsisakyti įvesto?', layer: 'over' })) === true,
  );
  return (
    <Box display="flex" flexDirection="column" gap="md">
      <label htmlFor="modal-story-guarded">Pavadinimas</label>
      <input id="modal-story-guarded" value={name} onChange={(event) => setName(event.target.value)} />
      <Button onClick={close}>Išsaugoti</Button>
    </Box>
  );
}

function GuardedDemo() {
  const modal = useModal();
  return <Button onClick={() => modal.open(GuardedForm, { header: 'Naujas įrašas' })}>Open</Button>;
}

function DiscardPrompt({ resolve, cancel }: ModalRequestProps<true>) {
  return (
    <Box display="flex" gap="sm">
      <Button variant="secondary" onClick={cancel}>
        Toliau pildyti
      </Button>
      <Button variant="danger" onClick={() => resolve(true)}>
        Atsisakyti
      </Button>
    </Box>
  );
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

/**
 * A dialog with a field opens on that field, not on its close button: what is typed at once goes into it (a report's
 * name went nowhere).
 */
export const OpensOnItsFirstField: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Open' }).focus();
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'Rezervacija' });
    await waitFor(() => expect(within(modal).getByLabelText('Name')).toHaveFocus());
    await userEvent.keyboard(' A');
    await expect(within(modal).getByLabelText('Name')).toHaveValue('Room 101 A');
  },
};

/** Content whose code or data comes a moment after its modal opened (a lazily loaded form): nothing, then a form. */
function LateForm({ close }: ModalContentProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 400);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <RenameForm close={close} initialName="Room 101" /> : null;
}

function LateDemo() {
  const modal = useModal();
  return <Button onClick={() => modal.open(LateForm, { header: 'Rezervacija' })}>Open late</Button>;
}

/**
 * A form drawn after its modal opened (its code still loading on a busy machine) takes focus when it comes, as it
 * would have at once: the modal first had nothing but its close button to give focus to (a CI run at load 12 left a
 * new reservation's name unfocused). A person who moved focus meanwhile keeps it where they put it.
 */
export const ContentThatComesLaterTakesFocus: Story = {
  parameters: { screenshot: false },
  render: () => (
    <ModalHost>
      <LateDemo />
    </ModalHost>
  ),
  play: async (context) => {
    context.canvas.getByRole('button', { name: 'Open late' }).focus();
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'Rezervacija' });
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: storyT(context)('modal.close') })).toHaveFocus(),
    );
    await waitFor(() => expect(within(modal).getByLabelText('Name')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Focus moved by the person before the form came (Tab off the close button, then back): left alone.
    context.canvas.getByRole('button', { name: 'Open late' }).focus();
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Rezervacija' });
    const closeButton = within(again).getByRole('button', { name: storyT(context)('modal.close') });
    await waitFor(() => expect(closeButton).toHaveFocus());
    closeButton.blur();
    again.focus();
    await waitFor(() => expect(within(again).getByLabelText('Name')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(again).getByLabelText('Name')).not.toHaveFocus();
  },
};

/** A request answered by buttons alone keeps focus on the close button, the safest place. */
export const QuestionWithoutFieldsOpensOnClose: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    context.canvas.getByRole('button', { name: 'Ask' }).focus();
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'Scope' });
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: storyT(context)('modal.close') })).toHaveFocus(),
    );
  },
};

/**
 * Keyboard walk: after an answer takes away the control that had focus, focus goes somewhere sensible instead of the
 * page's body: the same action of the next row, the control that opened a dialog, or the list's heading.
 */
export const FocusStaysAfterAnAnswer: Story = {
  parameters: { screenshot: false },
  render: () => <PendingList />,
  play: async ({ canvas }) => {
    // Approve on a row: the row goes, the next row's Approve has focus; Enter again approves that one.
    canvas.getByRole('button', { name: 'Patvirtinti Konsultacija A' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Patvirtinti Konsultacija B' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Patvirtinti Konsultacija C' })).toHaveFocus());

    // Reject asks why first, on its field; the row goes once answered and focus is on the next row's Reject.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Atmesti Konsultacija C' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Atmesti „Konsultacija C“' });
    await waitFor(() => expect(within(dialog).getByLabelText('Priežastis')).toHaveFocus());
    await userEvent.keyboard('Remontas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti' }));
    await waitFor(() => expect(canvas.queryByText('Konsultacija C')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Atmesti Konsultacija D' })).toHaveFocus());

    // "Approve selected": the button is disabled once nothing is ticked, and the list is empty: focus on its heading.
    canvas.getByRole('checkbox', { name: 'Pažymėti Konsultacija D' }).focus();
    await userEvent.keyboard(' ');
    const approveTicked = canvas.getByRole('button', { name: 'Patvirtinti pažymėtas (1)' });
    approveTicked.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('Konsultacija D')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Laukiančios rezervacijos' })).toHaveFocus());
  },
};

/** An answer that takes the dialog's opener away gives focus to the opener's successor, not to the page's body. */
export const OpenerGoneWhileAsking: Story = {
  parameters: { screenshot: false },
  render: () => <PendingList />,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Atmesti Konsultacija B' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Atmesti „Konsultacija B“' });
    await waitFor(() => expect(within(dialog).getByLabelText('Priežastis')).toHaveFocus());
    // Meanwhile (another administrator, a live update) the row went.
    canvas.getByRole('button', { name: 'Patvirtinti Konsultacija B', hidden: true }).click();
    await waitFor(() => expect(canvas.queryByText('Konsultacija B')).toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Atmesti Konsultacija C' })).toHaveFocus());
  },
};

/**
 * A form with input asks before Escape (or its close button) throws it away: "keep editing" keeps it, "discard" closes;
 * a form left as it opened closes at once.
 */
export const AsksBeforeDiscardingInput: Story = {
  parameters: { screenshot: false },
  render: () => <GuardedDemo />,
  play: async (context) => {
    const { canvas } = context;
    const open = async () => {
      canvas.getByRole('button', { name: 'Open' }).focus();
      await userEvent.keyboard('{Enter}');
      const form = await screen.findByRole('dialog', { name: 'Naujas įrašas' });
      await waitFor(() => expect(within(form).getByLabelText('Pavadinimas')).toHaveFocus());
      return form;
    };
    // Unchanged: Escape closes at once.
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Typed into: Escape asks; "keep editing" keeps the form and what was typed.
    const form = await open();
    await userEvent.keyboard('Seminaras');
    await userEvent.keyboard('{Escape}');
    const prompt = await screen.findByRole('dialog', { name: 'Atsisakyti įvesto?' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Toliau pildyti' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Atsisakyti įvesto?' })).toBeNull());
    await expect(within(form).getByLabelText('Pavadinimas')).toHaveValue('Seminaras');
    await waitFor(() => expect(within(form).getByLabelText('Pavadinimas')).toHaveFocus());

    // The close button asks too; "discard" closes the form.
    await userEvent.click(within(form).getByRole('button', { name: storyT(context)('modal.close') }));
    const again = await screen.findByRole('dialog', { name: 'Atsisakyti įvesto?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Atsisakyti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Keyboard walk: the answer of a panel inside a card (a period, with headings and forms: not a row of a list) takes the
 * panel away; focus goes to the nearest heading before it, not to the card's next control ("Delete the period").
 */
export const PanelAnsweredInACard: Story = {
  parameters: { screenshot: false },
  render: () => <PeriodCards />,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Pridėti šventę' }).focus();
    await userEvent.keyboard('{Enter}');
    const cancelAll = await canvas.findByRole('button', { name: 'Atšaukti visas 9 ir pridėti šventę' });
    cancelAll.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Kūčios')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Šventės' })).toHaveFocus());
  },
};

/**
 * The browser's (the phone's) Back closes the modal, asking first as Escape does, and leaves the page where it was:
 * its address, so its search results, stay (walk at 390 px; docs/decisions/back-closes-a-modal.md).
 */
export const BackClosesTheModal: Story = {
  parameters: { screenshot: false },
  render: () => <GuardedDemo />,
  play: async ({ canvas }) => {
    // A step of the page's own to go back to (a search), so that a Back the modal misses stays on this document.
    // Stories before this one may have left a modal open, and its entry, when they ended: start from a clean state.
    window.history.replaceState(null, '', window.location.href);
    window.history.pushState(null, '', window.location.href);
    const address = window.location.href;
    const back = async () => {
      // The host swallows the pops of its own entries (the router must not see them): wait for the traversal instead.
      const before: unknown = window.history.state;
      window.history.back();
      await waitFor(() => expect(window.history.state).not.toBe(before), { timeout: 5000 });
    };
    const open = async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
      return screen.findByRole('dialog', { name: 'Naujas įrašas' });
    };
    // Unchanged: Back closes it, and the page keeps its address.
    await open();
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(window.location.href).toBe(address);

    // Typed into: Back asks; "keep editing" keeps the form, and a second Back asks again.
    const form = await open();
    await userEvent.type(within(form).getByLabelText('Pavadinimas'), 'Seminaras');
    await back();
    const prompt = await screen.findByRole('dialog', { name: 'Atsisakyti įvesto?' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Toliau pildyti' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Atsisakyti įvesto?' })).toBeNull());
    await expect(within(form).getByLabelText('Pavadinimas')).toHaveValue('Seminaras');
    await back();
    const again = await screen.findByRole('dialog', { name: 'Atsisakyti įvesto?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Atsisakyti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(window.location.href).toBe(address);

    // Closed from inside (Save): the entry the modal took is given back, so the next Back leaves no dead step.
    const saved = await open();
    const length = window.history.length;
    await userEvent.click(within(saved).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect((window.history.state as Record<string, unknown> | null)?.__laikasModal).toBeUndefined(),
    );
    await expect(window.history.length).toBe(length);
    await expect(window.location.href).toBe(address);
  },
};

/** The pops an app's router saw: a router is added, as an app adds it, after `installModalBack` and before any host. */
const routerPops: string[] = [];
const routerLike = () => routerPops.push(window.location.href);

/** Save closes the modal, then the page goes elsewhere, as a router does once the next screen's code has come. */
function LeavingDemo() {
  const modal = useModal();
  const save = ({ close }: ModalContentProps) => (
    <Button
      onClick={() => {
        close();
        window.setTimeout(() => window.history.pushState(null, '', '?saved=1'), 30);
      }}
    >
      Išsaugoti
    </Button>
  );
  return <Button onClick={() => modal.open(save, { header: 'Išsaugoti ataskaitą' })}>Open</Button>;
}

/**
 * A modal closed by an answer that leaves the page (a saved report opens its own page): the host takes its entry off
 * with its own Back, and the app's router never sees that pop. A router that saw it took it for the person's Back and
 * dropped the navigation the answer had started: the saved report stayed on the filters (6 Dec).
 */
export const ClosedByAnAnswerThatLeaves: Story = {
  parameters: { screenshot: false },
  loaders: [
    () => {
      installModalBack();
      window.history.replaceState(null, '', window.location.href.replace(/[?&]saved=1/, ''));
      window.addEventListener('popstate', routerLike);
      routerPops.length = 0;
      return {};
    },
  ],
  render: () => <LeavingDemo />,
  play: async ({ canvas }) => {
    try {
      const address = window.location.href;
      await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
      const dialog = await screen.findByRole('dialog', { name: 'Išsaugoti ataskaitą' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
      await waitFor(() => expect(window.location.search).toContain('saved=1'));
      await expect(routerPops).toEqual([]);
      // The modal's entry is gone: Back goes straight to the page it was opened on, not to the modal's step.
      window.history.back();
      await waitFor(() => expect(window.location.href).toBe(address));
      await expect((window.history.state as Record<string, unknown> | null)?.__laikasModal).toBeUndefined();
    } finally {
      window.removeEventListener('popstate', routerLike);
    }
  },
};
