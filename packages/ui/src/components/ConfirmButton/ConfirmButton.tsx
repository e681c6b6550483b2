import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../Button';
import { useConfirm, type ConfirmOptions } from '../ConfirmDialog';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What the person is asked first; its confirm button is a danger one when this button is (unless it says). */
  confirm: ConfirmOptions;
  /** Called once the person confirms; nothing happens when they cancel or dismiss the question. */
  onConfirm: () => unknown;
}

/**
 * A button whose action is asked about first (delete, disable an account): a click opens `useConfirm`'s dialog in the
 * modal host, and only a confirmation runs `onConfirm`. When the action removes the button itself (a row deleted),
 * the modal host gives focus to the same button of the row that took its place, else to the heading before it, rather
 * than to the page's body. Needs a `ModalHost` above it.
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
      onClick={async () => {
        if (await confirm({ danger: button.variant === 'danger', ...question })) {
          await onConfirm();
        }
      }}
    />
  );
});
