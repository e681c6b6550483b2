import { SlotPicker } from '@laikas/timetable-grid';
import {
  Button,
  Checkbox,
  DatePicker,
  Field,
  FieldErrors,
  fieldIds,
  invalidProps,
  ListFilters,
  MultiSelect,
  TextInput,
  TimePicker,
} from '@laikas/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceTags } from '../../data/resources';
import { findRoomFieldIds, type FindRoomErrors } from './findRoomErrors';
import type { FindRoomForm } from './findRoomQuery';
import * as styles from './FindRoom.css';

/**
 * The finder's search: date, times or academic slots, seats, equipment and a weekly repetition. The form checks
 * itself (`noValidate`): the browser's own bubbles spoke English on a Lithuanian screen; `errors` are said under
 * their fields, which they describe.
 */
export function FindRoomSearch({
  form,
  errors,
  onChange,
  onSubmit,
}: {
  form: FindRoomForm;
  errors: FindRoomErrors;
  onChange: (change: Partial<FindRoomForm>) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation('web');
  const { data: tags = [] } = useResourceTags();
  const messages = (key: keyof FindRoomErrors) => (errors[key] ? [errors[key]] : []);
  const time = (key: 'from' | 'to') => (
    <div>
      <TimePicker
        id={findRoomFieldIds[key]}
        label={t(`findRoom.${key}`)}
        value={form[key]}
        step={30}
        onValueChange={(value) => onChange({ [key]: value })}
        invalid={!!errors[key]}
        aria-describedby={errors[key] ? fieldIds(findRoomFieldIds[key]).errors : undefined}
      />
      <FieldErrors id={fieldIds(findRoomFieldIds[key]).errors} messages={messages(key)} />
    </div>
  );
  return (
    <ListFilters
      label={t('findRoom.formLabel')}
      onSubmit={onSubmit}
      noValidate
      actions={<Button type="submit">{t('findRoom.search')}</Button>}
    >
      <DatePicker
        id={findRoomFieldIds.date}
        label={t('findRoom.date')}
        value={form.date}
        onValueChange={(value) => onChange({ date: value ?? '' })}
        errors={messages('date')}
      />
      <Checkbox
        label={t('findRoom.useSlots')}
        checked={form.mode === 'slot'}
        onCheckedChange={(checked) => onChange({ mode: checked ? 'slot' : 'time' })}
      />
      {form.mode === 'time' ? (
        <>
          {time('from')}
          {time('to')}
        </>
      ) : (
        <div className={styles.wide} id={findRoomFieldIds.slots}>
          <SlotPicker
            aria-label={t('findRoom.slots')}
            value={form.from && form.to ? { from: form.from, to: form.to } : null}
            onChange={(value) => onChange(value)}
          />
          <FieldErrors id={fieldIds(findRoomFieldIds.slots).errors} messages={messages('slots')} />
        </div>
      )}
      <Field id={findRoomFieldIds.capacity} label={t('findRoom.capacity')} errors={messages('capacity')}>
        <TextInput
          id={findRoomFieldIds.capacity}
          type="number"
          min={1}
          inputMode="numeric"
          {...invalidProps(findRoomFieldIds.capacity, messages('capacity'))}
          value={form.capacity ?? ''}
          onChange={(event) => {
            const value = Number(event.target.value);
            onChange({ capacity: event.target.value === '' || !Number.isFinite(value) ? null : Math.trunc(value) });
          }}
        />
      </Field>
      <MultiSelect<string>
        label={t('findRoom.equipment')}
        options={tags.map((tag) => ({ value: tag, label: tag }))}
        value={form.tags}
        onValueChange={(value) => onChange({ tags: value })}
        placeholder={t('findRoom.anyEquipment')}
        emptyText={t('findRoom.noEquipment')}
      />
      <Checkbox label={t('findRoom.repeat')} checked={form.repeat} onCheckedChange={(repeat) => onChange({ repeat })} />
      {form.repeat ? (
        <>
          <DatePicker
            label={t('findRoom.until')}
            value={form.until}
            onValueChange={(value) => onChange({ until: value ?? '' })}
          />
          <Field id="find-room-interval" label={t('findRoom.interval')}>
            <TextInput
              id="find-room-interval"
              type="number"
              min={1}
              max={20}
              value={form.interval}
              onChange={(event) => onChange({ interval: Math.min(20, Math.max(1, Number(event.target.value) || 1)) })}
            />
          </Field>
        </>
      ) : null}
    </ListFilters>
  );
}
