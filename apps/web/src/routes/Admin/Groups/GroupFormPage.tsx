import type { AdminGroup } from '@laikas/contract';
import { Button, Field, TextInput } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { changeMembers, useAdminGroup, useDetachedUsers, useGroupMembers } from '../../../data/adminGroups';
import { useSubmit } from '../../../data/useSubmit';
import * as page from '../../../app/page.css';
import * as styles from '../Admin.css';
import { GroupForm } from './GroupForm';
import { GroupResources } from './GroupResources';

/** /admin/groups/create and /admin/groups/{id}/edit: the group's name, and on edit its members and resources. */
export default function GroupFormPage() {
  const { t } = useTranslation('web');
  const { groupId } = useParams();
  const id = groupId ? Number(groupId) : undefined;
  const { data, error } = useAdminGroup(id);
  if (id !== undefined && !data) {
    return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
  }
  return (
    <div className={styles.page}>
      <GroupForm key={data?.id ?? 'new'} group={data} />
      {data ? <Members group={data} /> : null}
      {data ? <GroupResources group={data} /> : null}
    </div>
  );
}

function Members({ group }: { group: AdminGroup }) {
  const { t } = useTranslation('web');
  const [memberPage, setMemberPage] = useState(1);
  const [search, setSearch] = useState('');
  const members = useGroupMembers(group.id, { page: memberPage, per_page: 25, query: '' });
  const detached = useDetachedUsers(group.id, search);
  const { submit } = useSubmit(t('admin.saveFailed'));
  const lastPage = members.data?.meta.last_page ?? 1;

  return (
    <section className={styles.fieldset} aria-labelledby="group-members-title">
      <h2 id="group-members-title">{t('groups.membersTitle', { count: group.users_count })}</h2>
      <ul>
        {(members.data?.data ?? []).map((user) => (
          <li key={user.id}>
            {user.name} ({user.uid}){' '}
            <Button
              variant="secondary"
              size="small"
              onClick={() => void submit(() => changeMembers(group.id, 'detach', [user.id]), t('groups.detached'))}
            >
              {t('groups.detach', { name: user.name })}
            </Button>
          </li>
        ))}
      </ul>
      <div className={page.buttonGroup}>
        <Button
          variant="secondary"
          disabled={memberPage <= 1}
          onClick={() => setMemberPage((value) => Math.max(1, value - 1))}
        >
          {t('groups.previousPage')}
        </Button>
        <span>{t('groups.pageOf', { page: memberPage, last: lastPage })}</span>
        <Button
          variant="secondary"
          disabled={memberPage >= lastPage}
          onClick={() => setMemberPage((value) => Math.min(lastPage, value + 1))}
        >
          {t('groups.nextPage')}
        </Button>
      </div>
      <Field id="group-user-search" label={t('groups.findUsers')} hint={t('groups.findUsersHint')}>
        <TextInput
          id="group-user-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <ul aria-label={t('groups.candidates')} hidden={!detached.data}>
        {(detached.data ?? []).map((user) => (
          <li key={user.id}>
            {user.name} ({user.uid}){' '}
            <Button
              size="small"
              onClick={() => void submit(() => changeMembers(group.id, 'attach', [user.id]), t('groups.attached'))}
            >
              {t('groups.attach', { name: user.name })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
