/*
 * The pieces the screens repeat, above @laikas/ui's: an admin list's query, an id from the address, a record loading, a button-link, a
 * Delete that asks and the deletion it confirms, a form page and a form that save, a row's switch and delete. Written for the admin screens first; the person's own settings use them
 * too.
 */
import { formatTimeOfDay } from '@laikas/contract/time';
import {
  Box,
  Button,
  buttonClass,
  ConfirmButton,
  Form,
  FormPage,
  Muted,
  RowButton,
  useListQuery,
  type DataTableColumn,
  type ListQuerySchema,
  type FormPageProps,
  type FormProps,
} from '@laikas/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { deleteRecord } from '../data/calls';
import { useSubmit } from '../data/useSubmit';

/**
 * An admin list's query (a `ListPage`'s), kept in the address and parsed by the contract's `schema`; spread
 * `listProps` into the `ListPage` beside the page the server answers for `query`.
 */
export function useAdminListQuery<Query extends { page: number; per_page?: number }>(schema: ListQuerySchema<Query>) {
  const { t } = useTranslation('web');
  const listQuery = useListQuery(schema, useSearchParams());
  const listProps = { query: listQuery.query, onQueryChange: listQuery.change, loadFailedText: t('admin.loadFailed') };
  return { ...listQuery, listProps };
}

/** The number the address names by `param` (`:annexId`); undefined on a screen without it (a create screen). */
export function useIdParam(param: string): number | undefined {
  const value = useParams()[param];
  return value ? Number(value) : undefined;
}

/** What an admin screen shows while its record loads, or when it could not be loaded. */
export function Loading({ error }: { error: unknown }) {
  const { t } = useTranslation('web');
  return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
}

/** A link drawn as a button: a list's "New …", a record's "Edit". */
export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={buttonClass()} to={to}>
      {children}
    </Link>
  );
}

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

/** A list's column of names, each a link to its record (`to`). */
export function nameColumn<Row extends { name: string }>(
  header: string,
  to: (row: Row) => string,
): DataTableColumn<Row> {
  return { id: 'name', header, accessor: (row) => row.name, cell: (row) => <Link to={to(row)}>{row.name}</Link> };
}

/** A titled part of a screen without a frame (a `Panel` has one), named by its `<h2>`, with an optional muted intro. */
export function Section({
  title,
  intro,
  headingId,
  gap = 'lg',
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  /** The heading's id, when something else points at it; its own otherwise. */
  headingId?: string;
  gap?: 'md' | 'lg';
  children: ReactNode;
}) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Box as="section" display="flex" flexDirection="column" gap={gap} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro ? <Muted>{intro}</Muted> : null}
      {children}
    </Box>
  );
}

/** The hours of a day as choices (when a reminder is sent): 00:00 to 23:00. */
export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: hour,
  label: formatTimeOfDay({ hours: hour, minutes: 0 }),
}));

/** The languages a person can choose, or be written to in, each named in itself. */
export const LANGUAGE_OPTIONS = [
  { value: 'lt' as const, label: 'Lietuvių' },
  { value: 'en' as const, label: 'English' },
];

/** How a form saves: the write, its toast, and what follows. */
interface Saving<Out, Saved> {
  /** The write of the form's values. */
  save: (values: Out) => Promise<Saved>;
  /** The toast after it (from the values written and the answer, when it names them or says it in their language). */
  savedText: string | ((values: Out, saved: Saved) => string);
  /** Called with the answer (open the record, show what was made). */
  onSaved?: (saved: Saved) => void;
  /** The toast when the write fails for a reason other than its fields; the admin screens' own unless said. */
  failedText?: string;
}

/**
 * A form's `onSubmit` and `serverErrors`: the write counted, its 422 under the fields, a toast, then `onSaved`. No
 * navigation here: a form in a modal is drawn outside the router.
 */
function useSaving<Out, Saved>({ save, savedText, onSaved, failedText }: Saving<Out, Saved>) {
  const { t } = useTranslation('web');
  const { errors, submit } = useSubmit(failedText ?? t('admin.saveFailed'));
  async function onSubmit(values: Out) {
    const saved = await submit(
      () => save(values),
      typeof savedText === 'string' ? savedText : (answer: Saved) => savedText(values, answer),
    );
    if (saved !== undefined) {
      onSaved?.(saved);
    }
  }
  return { onSubmit, serverErrors: errors };
}

export interface SaveFormPageProps<In extends Record<string, unknown>, Out, Saved>
  extends Omit<FormPageProps<In, Out>, 'onSubmit' | 'serverErrors' | 'submitLabel' | 'actions'>, Saving<Out, Saved> {
  /** Where the page goes after saving, if it goes anywhere. */
  savedTo?: (saved: Saved) => string;
  /** The cancel link's address; no link without it. */
  cancelTo?: string;
  /** "Save" unless said. */
  submitLabel?: string;
}

/**
 * A screen that is one form over a contract's body schema: `FormPage` (medium width unless said), the write counted and
 * its 422 under the fields, a toast, then where the page goes; Save and a Cancel link.
 */
export function SaveFormPage<In extends Record<string, unknown>, Out, Saved>({
  save,
  savedText,
  onSaved,
  savedTo,
  cancelTo,
  submitLabel,
  failedText,
  ...page
}: SaveFormPageProps<In, Out, Saved>) {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const saving = useSaving({
    save,
    savedText,
    onSaved: (saved: Saved) => {
      onSaved?.(saved);
      if (savedTo) {
        navigate(savedTo(saved));
      }
    },
    failedText,
  });
  return (
    <FormPage
      width="medium"
      {...page}
      {...saving}
      submitLabel={submitLabel ?? t('admin.save')}
      actions={cancelTo ? <Link to={cancelTo}>{t('admin.cancel')}</Link> : undefined}
    />
  );
}

export interface SaveFormProps<In extends Record<string, unknown>, Out, Saved>
  extends Omit<FormProps<In, Out>, 'onSubmit' | 'serverErrors' | 'submitLabel'>, Saving<Out, Saved> {
  /** A Cancel button calling this (in place of `actions`); none without it. */
  onCancel?: () => void;
  /** "Save" unless said. */
  submitLabel?: string;
}

/**
 * A form inside a screen (a panel's settings, a modal's one field) over a contract's schema: the write counted and
 * its 422 under the fields, a toast, then `onSaved`; Save and an optional Cancel. `SaveFormPage` is its page.
 */
export function SaveForm<In extends Record<string, unknown>, Out, Saved>({
  save,
  savedText,
  onSaved,
  failedText,
  onCancel,
  submitLabel,
  actions,
  ...form
}: SaveFormProps<In, Out, Saved>) {
  const { t } = useTranslation('web');
  const saving = useSaving({ save, savedText, onSaved, failedText });
  const cancel = onCancel ? (
    <Button variant="secondary" onClick={onCancel}>
      {t('admin.cancel')}
    </Button>
  ) : (
    actions
  );
  return <Form {...form} {...saving} submitLabel={submitLabel ?? t('admin.save')} actions={cancel} />;
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
