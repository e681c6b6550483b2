import type { AdminGroup, GroupMember } from '@laikas/contract';
import { Button, DataTable, Field, Panel, TextInput, type DataTableColumn } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeMembers, useDetachedUsers } from '../../../data/adminGroups';
import { usePage } from '../../../data/calls';
import { useSubmit } from '../../../data/useSubmit';

const MEMBERS_PER_PAGE = 25;

/** The group's members, a page at a time with a detach button each, and the users found to attach. */
export function GroupMembers({ group }: { group: AdminGroup }) {
  const { t } = useTranslation('web');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const members = usePage<GroupMember>('groups', `/api/admin/groups/${group.id}/users`, {
    page,
    per_page: MEMBERS_PER_PAGE,
  });
  const detached = useDetachedUsers(group.id, search);
  const { submit } = useSubmit(t('admin.saveFailed'));
  const change = (action: 'attach' | 'detach', user: GroupMember) =>
    void submit(
      () => changeMembers(group.id, action, [user.id]),
      action === 'attach' ? t('groups.attached') : t('groups.detached'),
    );

  const columns = useMemo<DataTableColumn<GroupMember>[]>(
    () => [
      { id: 'name', header: t('groups.name'), accessor: (user) => `${user.name} (${user.uid})`, rowHeader: true },
      {
        id: 'detach',
        header: t('groups.memberActions'),
        accessor: () => null,
        sortable: false,
        cell: (user) => (
          <Button variant="secondary" size="small" onClick={() => change('detach', user)}>
            {t('groups.detach', { name: user.name })}
          </Button>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `change` is made anew each render from the same group
    [t, group.id],
  );

  return (
    <Panel title={t('groups.membersTitle', { count: group.users_count })}>
      <DataTable
        // Not the panel's name: a table too wide for a phone is a region of its own (axe: landmark-unique).
        label={t('groups.members')}
        columns={columns}
        data={members.data?.data ?? []}
        getRowId={(user) => String(user.id)}
        loading={members.isLoading}
        searchable={false}
        serverPaging={{
          page,
          lastPage: members.data?.meta.last_page ?? 1,
          total: members.data?.meta.total,
          pageSize: MEMBERS_PER_PAGE,
          onPageChange: setPage,
        }}
      />
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
            <Button size="small" onClick={() => change('attach', user)}>
              {t('groups.attach', { name: user.name })}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
