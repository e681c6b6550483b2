import type { AdminGroup, GroupMember } from '@laikas/contract';
import {
  ActionList,
  actionsColumn,
  Box,
  Button,
  ListTable,
  Panel,
  SearchField,
  SearchSelect,
  useListState,
  type DataTableColumn,
  type SearchOption,
} from '@laikas/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDetachedUsers } from '../../../data/adminGroups';
import { effectiveUserQuery } from '../../../data/adminUsers';
import { usePage, write } from '../../../data/calls';
import { api } from '../../../data/client';
import { searchResourceOptions } from '../../../data/resources';
import { useSubmit } from '../../../data/useSubmit';

/** Adds (`attach`) or removes (`detach`) one of the group's users or resources, with a toast. */
function useMembership(group: AdminGroup, kind: 'users' | 'resources') {
  const { t } = useTranslation('web');
  const { submit } = useSubmit(t('admin.saveFailed'));
  return (action: 'attach' | 'detach', id: number) =>
    submit(
      () => write('groups', api.post(`/api/admin/groups/${group.id}/${action}-${kind}`, { [kind]: [id] })),
      action === 'attach' ? t('groups.attached') : t('groups.detached'),
    );
}

/** The group's members, a page at a time with a detach button each, and the users found to attach. */
export function GroupMembers({ group }: { group: AdminGroup }) {
  const { t } = useTranslation('web');
  const { query, change: changePage } = useListState({ page: 1, per_page: 25, query: '' });
  const [search, setSearch] = useState('');
  const members = usePage<GroupMember>('groups', `/api/admin/groups/${group.id}/users`, query);
  const detached = useDetachedUsers(group.id, search);
  const change = useMembership(group, 'users');
  const name = (user: GroupMember) => `${user.name} (${user.uid})`;
  const columns: DataTableColumn<GroupMember>[] = [
    { id: 'name', header: t('groups.memberName'), accessor: name, rowHeader: true, sortable: true },
    actionsColumn(t('groups.memberActions'), (user) => (
      <Button variant="secondary" size="small" onClick={() => void change('detach', user.id)}>
        {t('groups.detach', { name: user.name })}
      </Button>
    )),
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
        emptyText={t('groups.noMembers')}
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
      <ActionList
        aria-label={t('groups.candidates')}
        hidden={!detached.data}
        items={detached.data ?? []}
        itemKey={(user) => user.id}
        name={name}
        action={(user) => ({
          label: t('groups.attach', { name: user.name }),
          onClick: () => change('attach', user.id),
          variant: 'primary',
        })}
      />
    </Panel>
  );
}

/** The rooms and items of the group: detached one by one, attached from a server search. */
export function GroupResources({ group }: { group: AdminGroup }) {
  const { t } = useTranslation('web');
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const change = useMembership(group, 'resources');
  // The rooms are searched on the server (issue 27), leaving out those the group has.
  const search = useCallback(
    async (query: string) => {
      const attached = new Set(group.resources.map((resource) => resource.id));
      return (await searchResourceOptions(query)).filter((option) => !attached.has(Number(option.value)));
    },
    [group.resources],
  );

  return (
    <Panel title={t('groups.resourcesTitle')}>
      <ActionList
        items={group.resources}
        itemKey={(resource) => resource.id}
        name={(resource) => resource.name}
        action={(resource) => ({
          label: t('groups.detach', { name: resource.name }),
          onClick: () => change('detach', resource.id),
        })}
      />
      <SearchSelect
        id={`group-${group.id}-resource`}
        label={t('groups.addResource')}
        search={search}
        value={chosen}
        onValueChange={setChosen}
      />
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button
          disabled={!chosen}
          onClick={() => void change('attach', Number(chosen!.value)).then(() => setChosen(null))}
        >
          {t('groups.attachResource')}
        </Button>
      </Box>
    </Panel>
  );
}
