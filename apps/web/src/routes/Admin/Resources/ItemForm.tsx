import type { AdminItem } from '@laikas/contract';
import { Box, Button, Field, invalidProps, TextInput } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveItem } from '../../../data/adminResources';
import { useSubmit } from '../../../data/useSubmit';

/** One item's name and places; with `item: null`, a new item. */
export function ItemForm({ resourceId, item }: { resourceId: number; item: AdminItem | null }) {
  const { t } = useTranslation('web');
  const [name, setName] = useState(item?.name ?? '');
  const [spaces, setSpaces] = useState(item?.available_spaces === null || !item ? '' : String(item.available_spaces));
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));
  const prefix = `item-${item?.id ?? 'new'}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = spaces.trim();
    await submit(
      () =>
        saveItem(resourceId, item?.id ?? null, {
          name,
          available_spaces: trimmed === '' ? null : Number(trimmed),
        }),
      item ? t('admin.resources.itemSaved') : t('admin.resources.itemCreated'),
    );
  }

  return (
    <Box
      as="form"
      display="flex"
      flexWrap="wrap"
      gap="sm"
      alignItems="flex-end"
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={item ? item.name : t('admin.resources.newItem')}
    >
      <Field
        id={`${prefix}-name`}
        label={item ? t('admin.resources.itemName') : t('admin.resources.newItem')}
        errors={errors.name}
      >
        <TextInput
          id={`${prefix}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...invalidProps(`${prefix}-name`, errors.name)}
        />
      </Field>
      <Field
        id={`${prefix}-spaces`}
        label={t('admin.resources.itemSpaces')}
        hint={t('admin.resources.itemSpacesHint')}
        errors={errors.available_spaces}
      >
        <TextInput
          id={`${prefix}-spaces`}
          inputMode="numeric"
          value={spaces}
          onChange={(event) => setSpaces(event.target.value)}
          {...invalidProps(`${prefix}-spaces`, errors.available_spaces)}
        />
      </Field>
      <Button type="submit" variant="secondary" loading={pending}>
        {item ? t('admin.save') : t('admin.resources.addItem')}
      </Button>
    </Box>
  );
}
