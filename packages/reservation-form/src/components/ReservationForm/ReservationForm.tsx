import type { SeriesChangePreview } from '@laikas/contract';
import type { TimeSpan } from '@laikas/contract/time';
import { FieldErrors, fieldIds, ModalHost, MultiSelect, useConfirm, useModalDismissGuard } from '@laikas/ui';
import type { IcsFile } from '@laikas/calendar-export';
import { useRef, useState } from 'react';
import { useReservationFormTranslation } from '../../i18n';
import type { BusyReservation, ReservationClosure } from '../../model/availability';
import type { NamedOption, PersonOption, ReservationFormData, ReservationFormSeed } from '../../model/formValues';
import type { ReservationPayload } from '../../model/payload';
import type { ReservationResource } from '../../model/resources';
import type { UpdateScope } from '../../model/scope';
import type { FreeRoomChoice, FreeRoomsQuery, ReservationPreviewResult } from './useFormHelpers';
import { OverlapList } from '../OverlapList';
import { RepeatSettings } from '../RepeatSettings';
import { FormFooter } from './FormFooter';
import { PeopleFields } from './PeopleFields';
import { RemoteFields } from './RemoteFields';
import { SkipConflictsFields } from './SkipConflictsFields';
import * as styles from './ReservationForm.css';
import { useReservationForm } from './useReservationForm';
import { WhereAndWhenFields } from './WhereAndWhenFields';

export interface ReservationFormProps {
  /** The reservation to show or edit; without an id (or left out) the form creates one. */
  reservation?: ReservationFormData | null;
  /** Where a new reservation starts: the resource, date and times clicked on a timetable. */
  seed?: ReservationFormSeed;
  /** The resources that can be chosen, with the settings the form needs (remote, academic slots). */
  resources: readonly ReservationResource[];
  groups?: readonly NamedOption[];
  annexes?: readonly NamedOption[];
  /** Finds people for the teacher and invitation fields ('' gives the default list). */
  searchPeople: (query: string) => Promise<readonly PersonOption[]>;
  /**
   * Finds groups whose name contains the text ('' gives the first ones): with it the groups field searches the
   * server instead of listing `groups`, for any number of groups (issue 27). A reservation's own groups, and
   * `groups`, name the chosen ones.
   */
  searchGroups?: (query: string) => Promise<readonly NamedOption[]>;
  /**
   * Finds resources whose name contains the text ('' gives the first ones), with their settings: with it the
   * resources field searches the server; `resources` then need hold only those already chosen (issue 27).
   */
  searchResources?: (query: string) => Promise<readonly ReservationResource[]>;
  /** Times already reserved on the chosen resource and date: the slot picker refuses them. */
  takenTimes?: readonly TimeSpan[];
  /**
   * What the chosen resources hold over the reservation's dates (their listings from `date` to `until`): the slot
   * picker refuses the slots taken on any date, the time lists say what clashes, a remote reservation says when the
   * room is in use.
   */
  busy?: readonly BusyReservation[];
  /**
   * The holidays and the chosen resources' closed times over the reservation's dates, labelled (issue 36): the slot
   * picker shows them closed and named, the time lists leave them out, before Save would refuse them.
   */
  closures?: readonly ReservationClosure[];
  /**
   * Called when the chosen resources or dates change, so the caller can load `busy` for them: `date` is the first
   * date, `until` the last one of the repeat rule (the date itself without one).
   */
  onSelectionChange?: (selection: { reservable: readonly number[]; date: string; until: string }) => void;
  /**
   * Asks the server what saving would leave out (`POST …/reservations/preview`): with it, a repeating reservation
   * offers "skip conflicting dates" and lists the dates left out before it is saved.
   */
  onPreview?: (payload: ReservationPayload) => Promise<ReservationPreviewResult>;
  /**
   * Asks the server what saving an edit of a series ("this", "this and upcoming", "all") would move, add, remove or clash
   * with (`POST …/reservations/{id}/preview`, issue 36), given the scope chosen. With it the form shows that
   * before saving and saves only when the person goes on; `null`: nothing to show.
   */
  onPreviewChange?: (payload: ReservationPayload, scope: UpdateScope) => Promise<SeriesChangePreview | null>;
  /**
   * Finds rooms free at the form's date, time and repetition: with it, the form offers "Find a free room" and
   * choosing one of the rooms found makes it the reservation's resource.
   */
  onFindRooms?: (query: FreeRoomsQuery) => Promise<readonly FreeRoomChoice[]>;
  /** The time zone reservation dates and times are local to (calendar export). */
  timeZone?: string;
  /**
   * Saves: resolves when saved (the form then closes); rejects with the 422 (`{ status: 422, body }` or an
   * error carrying `errors`/`body`) to show its errors, the form staying open.
   */
  onSave: (payload: ReservationPayload, scope: UpdateScope) => Promise<unknown>;
  /** Deletes the saved reservation in the chosen scope; resolves when done (the form then closes). */
  onDelete?: (scope: UpdateScope) => Promise<unknown>;
  /** Closes the form (after a save or delete). */
  onClose?: () => void;
  /** Given by `ModalHost` when the form is opened with `useModal().open`; used when `onClose` is not. */
  close?: () => void;
  /** Receives the calendar file instead of downloading it (tests, or apps that share it differently). */
  onExport?: (file: IcsFile) => void;
}

/**
 * The reservation form (spec 2 and 4): resources, name, description, date and time on the left;
 * type, teacher or person responsible, groups, invitations, remote, annexes, repeat and the
 * clashes of the last save on the right; Save, Delete and Export to calendar underneath.
 * Data-agnostic: everything comes in through props and goes out through the callbacks.
 */
export function ReservationForm(props: ReservationFormProps) {
  // The form's own host, so that the scope prompt and the delete confirmation open on top of the
  // form (even when the form itself is a modal) instead of replacing it.
  return (
    <ModalHost>
      <ReservationFormBody {...props} />
    </ModalHost>
  );
}

function ReservationFormBody(props: ReservationFormProps) {
  const { t } = useReservationFormTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useReservationForm(props, formRef);
  const { ids, values, change, errorsOf, readOnly, serverErrors } = form;
  useDiscardQuestion(form);
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={form.save}
      data-mode={form.mode}
      aria-busy={form.busyAction !== null || undefined}
    >
      {readOnly ? (
        // Where a reader starts in the form's modal (WCAG 2.4.3): its fields are disabled, and this says why.
        <p className={styles.notice} tabIndex={-1} data-autofocus>
          {t('form.readOnly')}
        </p>
      ) : null}
      <div className={styles.columns}>
        <WhereAndWhenFields form={form} />
        <div className={styles.column}>
          <PeopleFields form={form} />
          <RemoteFields form={form} />
          <div>
            <MultiSelect
              id={ids.annexes}
              label={t('form.annexes')}
              options={form.options.annexes}
              value={values.annexes}
              onValueChange={(next) => change('annexes', next)}
              disabled={readOnly}
              invalid={errorsOf('annexes').length > 0}
              aria-describedby={form.errorsIdOf('annexes', ids.annexes)}
            />
            <FieldErrors id={fieldIds(ids.annexes).errors} messages={errorsOf('annexes')} />
          </div>
          <RepeatSettings
            id={ids.repeat}
            date={values.from}
            value={values.repeater}
            onValueChange={(next) => change('repeater', next)}
            disabled={readOnly}
            errors={{ interval: errorsOf('repeater.interval'), until: errorsOf('repeater.until') }}
          />
          <SkipConflictsFields form={form} />
          <OverlapList
            repeaterOverlaps={serverErrors?.repeaterOverlaps}
            batchOverlaps={serverErrors?.batchOverlaps}
            repeaterValidation={serverErrors?.repeaterValidation}
          />
        </div>
      </div>
      <FormFooter form={form} />
    </form>
  );
}
/**
 * Escape, the close button or the backdrop of the modal the form is in ask before what was typed is thrown away
 * ("keep editing" goes back to it); a form left as it opened, or one that may only be read, closes at once. A save or a
 * delete closes it without asking.
 */
function useDiscardQuestion(form: ReturnType<typeof useReservationForm>) {
  const { t } = useReservationFormTranslation();
  const confirm = useConfirm();
  const [opened] = useState(() => JSON.stringify(form.values));
  const changed = !form.readOnly && JSON.stringify(form.values) !== opened;
  const kind = form.mode === 'create' ? 'new' : 'edit';
  useModalDismissGuard(
    changed
      ? () =>
          confirm({
            title: t(`discard.${kind}Title`),
            message: t(`discard.${kind}Message`),
            confirmLabel: t('discard.discard'),
            cancelLabel: t('discard.keep'),
            danger: true,
          })
      : null,
  );
}

export type { FreeRoomChoice, FreeRoomsQuery, ReservationPreviewResult } from './useFormHelpers';
