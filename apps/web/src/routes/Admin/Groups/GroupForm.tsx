import { type AdminGroup, type GroupBody, groupBodySchema } from '@laikas/contract';
import { Box, Form, FormField, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { deleteRecord, saveRecord } from '../../../data/calls';
import { useSubmit } from '../../../data/useSubmit';
import { DeleteButton } from '../../ScreenKit';

/** The group's name and external id (`groupBodySchema`), saved or created; an existing group can be deleted. */
export function GroupForm({ group }: { group: AdminGroup | undefined }) {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const form = useSchemaForm(groupBodySchema, { name: group?.name ?? '', external_id: group?.external_id ?? null });
  const { errors, submit } = useSubmit(t('admin.saveFailed'));

  async function save(body: GroupBody) {
    const saved = await submit(
      () =>
        saveRecord<AdminGroup>('groups', '/api/admin/groups', group?.id, {
          ...body,
          external_id: body.external_id ?? null,
        }),
      t('groups.saved'),
    );
    if (saved && !group) {
      navigate(pathTo('Admin.Groups.Edit', { groupId: saved.id }));
    }
  }

  async function remove(existing: AdminGroup) {
    if (await submit(() => deleteRecord('groups', `/api/admin/groups/${existing.id}`), t('groups.deleted'))) {
      navigate(pathTo('Admin.Groups'));
    }
  }

  const deleteButton = group ? (
    <DeleteButton
      title={t('groups.deleteTitle')}
      message={t('groups.deleteMessage', { name: group.name, count: group.users_count })}
      onConfirm={() => remove(group)}
    />
  ) : null;
  return (
    <Box maxWidth="medium">
      <Form
        form={form}
        idPrefix="group"
        onSubmit={save}
        serverErrors={errors}
        submitLabel={t('admin.save')}
        actions={deleteButton}
      >
        <FormField name="name" label={t('groups.name')} />
        <FormField name="external_id" label={t('groups.externalId')} hint={t('groups.externalIdHint')} emptyAsNull />
      </Form>
    </Box>
  );
}
