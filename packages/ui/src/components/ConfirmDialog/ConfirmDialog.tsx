import { useCallback, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Button } from '../Button';
import { useModal, type ModalRequestProps } from '../ModalHost';
import * as styles from './ConfirmDialog.css';

export interface ConfirmOptions {
  /** The dialog's title; "Are you sure?" (translated) when left out. */
  title?: ReactNode;
  message: ReactNode;
  /** The confirm button's text; "Confirm" (translated) when left out. */
  confirmLabel?: ReactNode;
  /** The cancel button's text; "Cancel" (translated) when left out. */
  cancelLabel?: ReactNode;
  /** Shows the confirm button as a destructive action. */
  danger?: boolean;
}

export type ConfirmDialogProps = Omit<ConfirmOptions, 'title'> & ModalRequestProps<boolean>;

/** The body of a confirmation: a message, Cancel and Confirm. Usually shown with `useConfirm`. */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  resolve,
  cancel,
}: ConfirmDialogProps) {
  const { t } = useUiTranslation();
  return (
    <div data-testid="confirm-dialog">
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={cancel}>
          {cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={() => resolve(true)}>
          {confirmLabel ?? t('confirm.confirm')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Returns `confirm(options)`, which shows a confirmation in the modal host and resolves to
 * `true` when confirmed and `false` when cancelled or dismissed.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const modal = useModal();
  const { t } = useUiTranslation();
  const { request } = modal;
  return useCallback(
    async ({ title, ...props }: ConfirmOptions) => {
      const answer = await request(ConfirmDialog, {
        header: title ?? t('confirm.title'),
        props,
        size: 'small',
      });
      return answer === true;
    },
    [request, t],
  );
}
