import type { ReservationType } from '@laikas/contract/time';
import { FieldErrors, fieldIds, MultiSelect, PersonSelect, SearchSelect, Select } from '@laikas/ui';
import { useReservationFormTranslation } from '../../i18n';
import * as styles from './ReservationForm.css';
import { toUiPerson, type ReservationFormState } from './useReservationForm';

/** Who the reservation is for: its type, the teacher or person responsible, the groups and the invitees. */
export function PeopleFields({ form }: { form: ReservationFormState }) {
  const { t } = useReservationFormTranslation();
  const { ids, values, change, errorsOf, readOnly, search, fromUiPerson } = form;
  return (
    <>
      <div>
        <Select
          id={ids.type}
          label={t('form.type')}
          options={form.options.types}
          value={values.type}
          onValueChange={(next) => change('type', (next ?? 'lecture') as ReservationType)}
          disabled={readOnly}
          invalid={errorsOf('type').length > 0}
          aria-describedby={form.errorsIdOf('type', ids.type)}
        />
        <FieldErrors id={fieldIds(ids.type).errors} messages={errorsOf('type')} />
      </div>
      <div>
        <PersonSelect
          id={ids.person}
          label={t(values.type === 'lecture' ? 'form.teacher' : 'form.personResponsible')}
          search={search}
          value={values.person_responsible ? toUiPerson(values.person_responsible) : null}
          onValueChange={(next) => change('person_responsible', next ? fromUiPerson(next) : null)}
          disabled={readOnly}
          invalid={errorsOf('person_responsible').length > 0}
          aria-describedby={form.errorsIdOf('person_responsible', ids.person)}
        />
        <FieldErrors id={fieldIds(ids.person).errors} messages={errorsOf('person_responsible')} />
      </div>
      <div>
        {form.groupChoices.search ? (
          <SearchSelect
            multiple
            id={ids.groups}
            label={t('form.groups')}
            search={form.groupChoices.search}
            value={form.groupChoices.optionsOf(values.groups)}
            onValueChange={(next) => {
              form.groupChoices.keep(next);
              change(
                'groups',
                next.map((option) => Number(option.value)),
              );
            }}
            disabled={readOnly}
            invalid={errorsOf('groups').length > 0}
            aria-describedby={form.errorsIdOf('groups', ids.groups)}
          />
        ) : (
          <MultiSelect
            id={ids.groups}
            label={t('form.groups')}
            options={form.options.groups}
            value={values.groups}
            onValueChange={(next) => change('groups', next)}
            disabled={readOnly}
            invalid={errorsOf('groups').length > 0}
            aria-describedby={form.errorsIdOf('groups', ids.groups)}
          />
        )}
        <FieldErrors id={fieldIds(ids.groups).errors} messages={errorsOf('groups')} />
      </div>
      <div>
        <PersonSelect
          multiple
          id={ids.invitations}
          label={t('form.invitations')}
          search={search}
          value={values.invitations.map(toUiPerson)}
          onValueChange={(next) => change('invitations', next.map(fromUiPerson))}
          disabled={readOnly}
          invalid={errorsOf('invitations').length > 0}
          aria-describedby={form.errorsIdOf('invitations', ids.invitations)}
        />
        <FieldErrors id={fieldIds(ids.invitations).errors} messages={errorsOf('invitations')} />
        {form.hiddenInvitations > 0 ? (
          <p className={styles.fieldNote}>{t('form.invitedHidden', { count: form.hiddenInvitations })}</p>
        ) : null}
      </div>
    </>
  );
}
