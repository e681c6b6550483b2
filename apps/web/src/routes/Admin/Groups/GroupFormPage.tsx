import { groupBodySchema, type AdminGroup } from '@laikas/contract';
import { FormField, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { saveRecord, useGet } from '../../../data/calls';
import { DeleteButton, Loading, SaveFormPage, useDeleteRecord, useIdParam } from '../../ScreenKit';
import { GroupMembers, GroupResources } from './GroupMembers';

/** /admin/groups/create and /admin/groups/{id}/edit: the group's name, and on edit its members and resources. */
export default function GroupFormPage() {
  const id = useIdParam('groupId');
  const { data, error } = useGet<AdminGroup>(id ? 'groups' : null, `/api/admin/groups/${id}`);
  return id !== undefined && !data ? <Loading error={error} /> : <GroupForm key={data?.id ?? 'new'} group={data} />;
}

/** The group's name and external id (`groupBodySchema`), saved or created; an existing group can be deleted. */
function GroupForm({ group }: { group: AdminGroup | undefined }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(groupBodySchema, { name: group?.name ?? '', external_id: group?.external_id ?? null });
  const { remove } = useDeleteRecord(
    'groups',
    `/api/admin/groups/${group?.id}`,
    t('groups.deleted'),
    pathTo('Admin.Groups'),
  );

  return (
    <SaveFormPage
      title={group ? t('groups.editTitle', { name: group.name }) : t('groups.createTitle')}
      pageActions={
        <>
          <Link to={pathTo('Admin.Groups')}>{t('groups.backToList')}</Link>
          {group ? (
            <DeleteButton
              title={t('groups.deleteTitle')}
              message={t('groups.deleteMessage', { name: group.name, count: group.users_count })}
              onConfirm={remove}
            />
          ) : null}
        </>
      }
      form={form}
      idPrefix="group"
      save={(body) =>
        saveRecord<AdminGroup>('groups', '/api/admin/groups', group?.id, {
          ...body,
          external_id: body.external_id ?? null,
        })
      }
      savedText={t('groups.saved')}
      savedTo={group ? undefined : (saved) => pathTo('Admin.Groups.Edit', { groupId: saved.id })}
      after={
        group ? (
          <>
            <GroupMembers group={group} />
            <GroupResources group={group} />
          </>
        ) : null
      }
    >
      <FormField name="name" label={t('groups.name')} />
      <FormField name="external_id" label={t('groups.externalId')} hint={t('groups.externalIdHint')} emptyAsNull />
    </SaveFormPage>
  );
}
