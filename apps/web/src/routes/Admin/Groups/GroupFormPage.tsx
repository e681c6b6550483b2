import type { AdminGroup } from '@laikas/contract';
import { Page } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { useGet } from '../../../data/calls';
import { Loading, useIdParam } from '../../ScreenKit';
import { GroupForm } from './GroupForm';
import { GroupMembers } from './GroupMembers';
import { GroupResources } from './GroupResources';

/** /admin/groups/create and /admin/groups/{id}/edit: the group's name, and on edit its members and resources. */
export default function GroupFormPage() {
  const id = useIdParam('groupId');
  const { data, error } = useGet<AdminGroup>(id ? 'groups' : null, `/api/admin/groups/${id}`);
  return id !== undefined && !data ? <Loading error={error} /> : <GroupPage group={data} />;
}

function GroupPage({ group }: { group: AdminGroup | undefined }) {
  const { t } = useTranslation('web');
  return (
    <Page
      title={group ? t('groups.editTitle', { name: group.name }) : t('groups.createTitle')}
      actions={<Link to={pathTo('Admin.Groups')}>{t('groups.backToList')}</Link>}
    >
      <GroupForm key={group?.id ?? 'new'} group={group} />
      {group ? <GroupMembers group={group} /> : null}
      {group ? <GroupResources group={group} /> : null}
    </Page>
  );
}
