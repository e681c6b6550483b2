import type { AdminGroup, GroupMember } from '@laikas/contract';
import { Button, ListTable, Panel, SearchField, useListState, type DataTableColumn } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDetachedUsers } from '../../../data/adminGroups';
import { effectiveUserQuery } from '../../../data/adminUsers';
import { usePage, write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';

/** The group's members, a page at a time with a detach button each, and the users found to attach. */
export function GroupMembers({ group }: { group: AdminGroup }) {
  const { t } = useTranslation('web');
  const { query, change: changePage } = useListState({ page: 1, per_page: 25, query: '' });
  const [search, setSearch] = useState('');
  const members = usePage<GroupMember>('groups', `/api/admin/groups/${group.id}/users`, query);
  const detached = useDetachedUsers(group.id, search);
  const { submit } = useSubmit(t('admin.saveFailed'));
  const change = (action: 'attach' | 'detach', user: GroupMember) =>
    void submit(
      () => write('groups', api.post(`/api/admin/groups/${group.id}/${action}-users`, { users: [user.id] })),
      action === 'attach' ? t('groups.attached') : t('groups.detached'),
    );

  const columns: DataTableColumn<GroupMember>[] = [
    {
      id: 'name',
      header: t('groups.name'),
      accessor: (user) => `${user.name} (${user.uid})`,
      rowHeader: true,
      sortable: true,
    },
    {
      id: 'detach',
      header: t('groups.memberActions'),
      accessor: () => null,
      cell: (user) => (
        <Button variant="secondary" size="small" onClick={() => change('detach', user)}>
          {t('groups.detach', { name: user.name })}
        </Button>
      ),
    },
  ];

  return (
    <Panel title={t('groups.membersTitle', { count: group.users_count })}>
      <ListTable
        // Not the panel's name: a table too wide for a phone is a region of its own (axe: landmark-unique).
        label={t('groups.members')}
        list={members}
        query={query}
        onQueryChange={changePage}
        pageSizes={false}
        columns={columns}
      />
      <SearchField
        id="group-user-search"
        label={t('groups.findUsers')}
        hint={t('groups.findUsersHint')}
        value={search}
        settle={effectiveUserQuery}
        onValueChange={setSearch}
      />
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
