import type { AdminGroup } from '@laikas/contract';
import { Box, Button, Panel, SearchSelect, type SearchOption } from '@laikas/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { searchResourceOptions } from '../../../data/resources';
import { useSubmit } from '../../../data/useSubmit';

/** The rooms and items of the group: detached one by one, attached from a server search. */
export function GroupResources({ group }: { group: AdminGroup }) {
  const { t } = useTranslation('web');
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const { submit } = useSubmit(t('admin.saveFailed'));
  const change = (action: 'attach' | 'detach', id: number) =>
    submit(
      () => write('groups', api.post(`/api/admin/groups/${group.id}/${action}-resources`, { resources: [id] })),
      action === 'attach' ? t('groups.attached') : t('groups.detached'),
    );
  // The rooms are searched on the server (issue 27), leaving out those the group has.
  const search = useCallback(
    async (query: string) => {
      const attachedIds = new Set(group.resources.map((resource) => resource.id));
      return (await searchResourceOptions(query)).filter((option) => !attachedIds.has(Number(option.value)));
    },
    [group.resources],
  );

  return (
    <Panel title={t('groups.resourcesTitle')}>
      <ul>
        {group.resources.map((resource) => (
          <li key={resource.id}>
            {resource.name}{' '}
            <Button variant="secondary" size="small" onClick={() => void change('detach', resource.id)}>
              {t('groups.detach', { name: resource.name })}
            </Button>
          </li>
        ))}
      </ul>
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
