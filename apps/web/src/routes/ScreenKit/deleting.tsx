import { ConfirmButton, RowButton, type ConfirmOptions } from '@laikas/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteRecord } from '../../data/calls';
import { useSubmit } from '../../data/useSubmit';

/** A record's Delete button: asks first (`title`, `message`, Delete as the answer), then `onConfirm`. */
export function DeleteButton({
  title,
  message,
  onConfirm,
  label,
}: {
  title: string;
  message: string;
  onConfirm: () => unknown;
  /** "Delete" unless said: a button among another thing's controls says what it deletes. */
  label?: string;
}) {
  const { t } = useTranslation('web');
  return (
    <ConfirmButton variant="danger" confirm={{ title, message, confirmLabel: t('admin.delete') }} onConfirm={onConfirm}>
      {label ?? t('admin.delete')}
    </ConfirmButton>
  );
}

/**
 * A record's deletion for its `DeleteButton`: the write counted, `deletedText` as its toast, then the list the record
 * was on (`goTo`; without it the screen stays, its data read again); a refusal's reasons (a 422) in `errors`, for the
 * screen to show.
 */
export function useDeleteRecord(areas: string | readonly string[], path: string, deletedText: string, goTo?: string) {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const { errors, submit } = useSubmit(t('admin.saveFailed'));
  async function remove() {
    if ((await submit(() => deleteRecord(areas, path), deletedText)) && goTo) {
      navigate(goTo);
    }
  }
  return { remove, errors };
}

/**
 * A row's "Switch off"/"Switch on" and "Delete" (asked first), each write counted and followed by a toast: the texts
 * are `area`'s keys of one shape (`switchOffNamed`, `switchedOff`, `deleteQuestion`, `deleted`, …), the row named by
 * `named`. The rows of the identity providers and of the webhooks.
 */
export function SwitchAndDelete({
  area,
  named,
  enabled,
  onSwitch,
  onDelete,
}: {
  area: 'sso' | 'webhooks';
  named: { name: string } | { url: string };
  enabled: boolean;
  /** Writes the row switched (`!enabled`). */
  onSwitch: () => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation('web');
  const { submit } = useSubmit(t(`${area}.failed`));
  const state = enabled ? 'Off' : 'On';
  return (
    <>
      <RowButton
        aria-label={t(`${area}.switch${state}Named`, named)}
        onClick={() => void submit(onSwitch, t(`${area}.switched${state}`))}
      >
        {t(`${area}.switch${state}`)}
      </RowButton>
      <ConfirmButton
        size="small"
        variant="secondary"
        aria-label={t(`${area}.deleteNamed`, named)}
        confirm={{
          title: t(`${area}.deleteTitle`),
          message: t(`${area}.deleteQuestion`, named),
          confirmLabel: t(`${area}.delete`),
          danger: true,
        }}
        onConfirm={() => submit(onDelete, t(`${area}.deleted`))}
      >
        {t(`${area}.delete`)}
      </ConfirmButton>
    </>
  );
}

/**
 * A row's Remove (a small secondary button), asked first (`confirm`): then the record at `path` deleted, the write
 * counted in `areas`, `removedText` its toast. The holidays of a period and the closed times of a room.
 */
export function RemoveButton({
  children,
  label,
  confirm,
  areas,
  path,
  removedText,
}: {
  children: ReactNode;
  /** The button's accessible name, when its text alone does not say which row it removes. */
  label?: string;
  confirm: ConfirmOptions;
  areas: string | readonly string[];
  path: string;
  removedText: string;
}) {
  const { t } = useTranslation('web');
  const { submit } = useSubmit(t('admin.saveFailed'));
  return (
    <ConfirmButton
      size="small"
      variant="secondary"
      aria-label={label}
      confirm={confirm}
      onConfirm={() => submit(() => deleteRecord(areas, path), removedText)}
    >
      {children}
    </ConfirmButton>
  );
}
