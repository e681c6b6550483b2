import { toTimeOfDay } from '@laikas/contract/time';
import { Box, FormField, TimeSpanList } from '@laikas/ui';
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
            <TimeSpanList
              id={`${idPrefix}${field}`}
              label={label}
              value={value as SlotDraft[]}
              onValueChange={onChange}
            />
          )}
        />
      ))}
      <SlotPreview idPrefix={idPrefix} available={available} forbidden={forbidden} />
    </>
  );
}
