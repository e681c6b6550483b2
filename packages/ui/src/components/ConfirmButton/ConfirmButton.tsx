import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../Button';
import { useConfirm, type ConfirmOptions } from '../ConfirmDialog';
import { keepFocusWhenRemoved } from './keepFocusWhenRemoved';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What the person is asked first; its confirm button is a danger one when this button is (unless it says). */
  confirm: ConfirmOptions;
  /** Called once the person confirms; nothing happens when they cancel or dismiss the question. */
  onConfirm: () => unknown;
}

/**
 * Where focus goes when a confirmed action took its button away: the heading of the innermost section around it
 * still on the page (or that section), up to `main`; outside any, the page's heading.
 */
function whereItStood(button: HTMLElement): () => HTMLElement | null {
  const sections: HTMLElement[] = [];
  for (let at = button.parentElement; at; at = at.parentElement) {
    if (at.matches('section, [role="region"], main')) {
      sections.push(at);
    }
  }
  return () => {
    const section = sections.find((candidate) => candidate.isConnected);
    return section
      ? (section.querySelector<HTMLElement>('h1, h2, h3, h4') ?? section)
      : document.querySelector<HTMLElement>('h1');
  };
}

/**
 * A button whose action is asked about first (delete, disable an account): a click opens `useConfirm`'s dialog in the
 * modal host, and only a confirmation runs `onConfirm`. When the action removes the button itself (a row deleted),
 * focus goes to the heading of the section it stood in rather than to the page's body. Needs a `ModalHost` above it.
 */
export const ConfirmButton = forwardRef<HTMLButtonElement, ConfirmButtonProps>(function ConfirmButton(
  { confirm: question, onConfirm, ...button },
  ref,
) {
  const confirm = useConfirm();
  return (
    <Button
      ref={ref}
      {...button}
      onClick={async (event) => {
        const trigger = event.currentTarget;
        const target = whereItStood(trigger);
        if (await confirm({ danger: button.variant === 'danger', ...question })) {
          keepFocusWhenRemoved(trigger, target);
          await onConfirm();
        }
      }}
    />
  );
});
