import { adminItemBodySchema, wholeNumberText, type AdminItem } from '@laikas/contract';
import { Box, FormField, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { saveRecord } from '../../../data/calls';
import { DeleteButton, SaveForm, useDeleteRecord } from '../../ScreenKit';
import { draftMessage } from './resourceForm';

/** The item's body with its places as typed: empty for "as the resource". */
const itemDraftSchema = adminItemBodySchema.extend({
  available_spaces: wholeNumberText(adminItemBodySchema.shape.available_spaces),
});

/**
 * One item's name and places, and its Delete (the server refuses one with bookings ahead); with `item: null`, a new
 * item.
 */
export function ItemForm({
  resourceId,
  item,
  deletable = false,
}: {
  resourceId: number;
  item: AdminItem | null;
  /** Offer Delete: not for a resource's only item (it is reserved through it; the server refuses). */
  deletable?: boolean;
}) {
  const { t } = useTranslation('web');
  const spaces = item?.available_spaces;
  const form = useSchemaForm(itemDraftSchema, {
    name: item?.name ?? '',
    available_spaces: spaces ? String(spaces) : '',
  });
  const itemsPath = `/api/admin/resources/${resourceId}/items`;
  const { remove, errors } = useDeleteRecord('resources', `${itemsPath}/${item?.id}`, t('admin.resources.itemDeleted'));
  return (
    <>
      <SaveForm
        inline
        form={form}
        idPrefix={`item-${item?.id ?? 'new'}`}
        save={(body) => saveRecord('resources', itemsPath, item?.id, body)}
        savedText={item ? t('admin.resources.itemSaved') : t('admin.resources.itemCreated')}
        ownMessage={draftMessage(t)}
        submitLabel={item ? t('admin.save') : t('admin.resources.addItem')}
        submitVariant="secondary"
        aria-label={item ? item.name : t('admin.resources.newItem')}
        actions={
          item && deletable ? (
            <DeleteButton
              title={t('admin.resources.deleteItemTitle')}
              message={t('admin.resources.deleteItemMessage', { name: item.name })}
              onConfirm={remove}
            />
          ) : undefined
        }
      >
        <FormField name="name" label={item ? t('admin.resources.itemName') : t('admin.resources.newItem')} />
        <FormField
          name="available_spaces"
          label={t('admin.resources.itemSpaces')}
          hint={t('admin.resources.itemSpacesHint')}
          inputMode="numeric"
        />
      </SaveForm>
      {errors.item ? (
        <Box as="p" role="alert" color="danger">
          {errors.item.join(' ')}
        </Box>
      ) : null}
    </>
  );
}
