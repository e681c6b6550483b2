import {
  DatePicker,
  Field,
  FieldErrors,
  fieldIds,
  invalidProps,
  MultiSelect,
  SearchSelect,
  TextArea,
  TextInput,
} from '@laikas/ui';
import { useReservationFormTranslation } from '../../i18n';
import { FindRoomFields } from './FindRoomFields';
import * as styles from './ReservationForm.css';
import { TimeFields } from './TimeFields';
import type { ReservationFormState } from './useReservationForm';

/** The form's first column: the resources, name and description, the date and the times. */
export function WhereAndWhenFields({ form }: { form: ReservationFormState }) {
  const { t } = useReservationFormTranslation();
  const { ids, values, change, errorsOf, readOnly, availability } = form;
  return (
    <div className={styles.column}>
      <div>
        {form.resourceChoices.search ? (
          <SearchSelect
            multiple
            id={ids.reservable}
            label={t('form.resources')}
            search={form.resourceChoices.search}
            value={form.resourceChoices.optionsOf(values.reservable)}
            onValueChange={(next) => {
              const ids = next.map((option) => Number(option.value));
              form.resourceChoices.keep(next.map((option, index) => ({ id: ids[index]!, name: option.label })));
              change('reservable', ids);
            }}
            disabled={readOnly}
            invalid={errorsOf('reservable').length > 0}
            aria-describedby={form.errorsIdOf('reservable', ids.reservable)}
          />
        ) : (
          <MultiSelect
            id={ids.reservable}
            label={t('form.resources')}
            options={form.options.resources}
            value={values.reservable}
            onValueChange={(next) => change('reservable', next)}
            disabled={readOnly}
            invalid={errorsOf('reservable').length > 0}
            aria-describedby={form.errorsIdOf('reservable', ids.reservable)}
          />
        )}
        <FieldErrors id={fieldIds(ids.reservable).errors} messages={errorsOf('reservable')} />
      </div>
      <Field id={ids.name} label={t('form.name')} errors={errorsOf('name')}>
        <TextInput
          id={ids.name}
          value={values.name}
          maxLength={255}
          disabled={readOnly}
          // The first field to fill when the form opens in a modal (WCAG 2.4.3); the free time clicked gave the rest.
          data-autofocus={readOnly ? undefined : true}
          onChange={(event) => change('name', event.target.value)}
          {...invalidProps(ids.name, errorsOf('name'))}
        />
      </Field>
      <Field id={ids.description} label={t('form.description')} errors={errorsOf('description')}>
        <TextArea
          id={ids.description}
          value={values.description}
          disabled={readOnly}
          onChange={(event) => change('description', event.target.value)}
          {...invalidProps(ids.description, errorsOf('description'))}
        />
      </Field>
      <div>
        <DatePicker
          id={ids.from}
          label={t('form.date')}
          value={values.from || null}
          onValueChange={(next) => change('from', next ?? '')}
          disabled={readOnly}
          invalid={errorsOf('from').length > 0}
          aria-describedby={form.errorsIdOf('from', ids.from)}
        />
        <FieldErrors id={fieldIds(ids.from).errors} messages={errorsOf('from')} />
      </div>
      <TimeFields
        ids={{ from: ids.fromTime, to: ids.toTime }}
        type={values.type}
        from={values.from_time}
        to={values.to_time}
        disabled={readOnly}
        errors={errorsOf('to')}
        resource={form.chosenResources[0]}
        taken={availability.taken}
        closed={availability.closed}
        marked={availability.marked}
        inUse={availability.roomInUseTimes}
        window={availability.window}
        clashes={availability.clashes}
        justTaken={availability.justTaken}
        onChange={form.changeTimes}
      />
      <FindRoomFields form={form} />
    </div>
  );
}
