import { toTimeOfDay } from '@laikas/contract/time';
import { Box, Button, FormField, TextInput } from '@laikas/ui';
import { SlotPicker } from '@laikas/timetable-grid';
import { useTranslation } from 'react-i18next';
import type { SlotDraft } from './resourceForm';

/** The slots and gaps as the timetable draws them (the pairs that are times). */
export function SlotPreview({
  idPrefix = '',
  available,
  forbidden,
}: {
  idPrefix?: string;
  available: SlotDraft[];
  forbidden: SlotDraft[];
}) {
  const { t } = useTranslation('web');
  return (
    <>
      <Box as="p" id={`${idPrefix}slot-preview-label`} color="textMuted">
        {t('admin.resources.slotPreview')}
      </Box>
      <SlotPicker
        aria-labelledby={`${idPrefix}slot-preview-label`}
        slots={validSpans(available)}
        forbiddenSlots={validSpans(forbidden)}
        value={null}
      />
    </>
  );
}

function validSpans(slots: SlotDraft[]) {
  return slots.flatMap((slot) => {
    const from = toTimeOfDay(slot.from);
    const to = toTimeOfDay(slot.to);
    return from && to ? [{ from, to }] : [];
  });
}

/** A list of `HH:MM`–`HH:MM` slots: edit, add, remove; `field` is its test id. */
export function SlotList({
  field,
  label,
  slots,
  errors,
  onChange,
}: {
  field: string;
  label: string;
  slots: SlotDraft[];
  errors?: string[] | undefined;
  onChange: (slots: SlotDraft[]) => void;
}) {
  const { t } = useTranslation('web');
  const update = (index: number, change: Partial<SlotDraft>) =>
    onChange(slots.map((slot, other) => (other === index ? { ...slot, ...change } : slot)));
  return (
    <div role="group" aria-labelledby={`${field}-label`} data-testid={field}>
      <Box as="p" id={`${field}-label`} fontWeight="bold" paddingX="xs">
        {label}
      </Box>
      {slots.map((slot, index) => (
        <Box key={index} display="flex" flexWrap="wrap" gap="sm" alignItems="flex-end">
          <TextInput
            width="short"
            aria-label={t('admin.resources.slotFrom', { n: index + 1 })}
            value={slot.from}
            onChange={(event) => update(index, { from: event.target.value })}
          />
          <span aria-hidden>–</span>
          <TextInput
            width="short"
            aria-label={t('admin.resources.slotTo', { n: index + 1 })}
            value={slot.to}
            onChange={(event) => update(index, { to: event.target.value })}
          />
          <Button
            size="small"
            variant="ghost"
            onClick={() => onChange(slots.filter((_, other) => other !== index))}
            aria-label={t('admin.resources.slotRemove', { n: index + 1 })}
          >
            ✕
          </Button>
        </Box>
      ))}
      <Button size="small" variant="secondary" onClick={() => onChange([...slots, { from: '', to: '' }])}>
        {t('admin.resources.slotAdd')}
      </Button>
      {errors ? (
        <Box as="ul" color="danger" margin="none" aria-live="polite">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      ) : null}
    </div>
  );
}

/**
 * A form's available slots and forbidden gaps (the fields `names`, each a list of `SlotDraft`s) with the timetable's
 * preview of both (`values`, the form's watched values); `idPrefix` starts the lists' and preview's ids.
 */
export function SlotFields({
  names,
  values: [available, forbidden],
  idPrefix = '',
}: {
  names: readonly [available: string, forbidden: string];
  values: readonly [available: SlotDraft[], forbidden: SlotDraft[]];
  idPrefix?: string;
}) {
  const { t } = useTranslation('web');
  const lists = [
    ['available_slots', t('admin.resources.availableSlots')],
    ['forbidden_slots', t('admin.resources.forbiddenSlots')],
  ] as const;
  return (
    <>
      {lists.map(([field, label], index) => (
        <FormField
          key={field}
          name={names[index]!}
          label={label}
          render={({ value, onChange }) => (
            <SlotList field={`${idPrefix}${field}`} label={label} slots={value as SlotDraft[]} onChange={onChange} />
          )}
        />
      ))}
      <SlotPreview idPrefix={idPrefix} available={available} forbidden={forbidden} />
    </>
  );
}
