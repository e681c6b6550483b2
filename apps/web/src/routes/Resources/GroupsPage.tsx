import { SearchSelect, type SearchOption } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchGroups, useChosenGroups } from '../../data/groups';
import { LaneScreen } from './LaneScreen';
import { readStoredIds } from './laneRange';

const GROUPS_KEY = 'lanes.groups';

/** Resources by groups (`/resources/groups`): what each chosen group attends. */
export default function GroupsPage() {
  const { t } = useTranslation('web');
  const [chosen, setChosen] = useState<number[]>(() => readStoredIds(localStorage.getItem(GROUPS_KEY)));
  // The picker searches the server (issue 27: hundreds of groups after an import); stored ids are named by id.
  const groups = useChosenGroups(chosen);
  // Rows follow the choice's order; a stored id whose group is gone (or not named yet) has no row.
  const rows = useMemo(
    () => groups.options.filter((option) => option.known).map((option) => ({ id: option.value, label: option.label })),
    [groups.options],
  );

  function choose(next: SearchOption[]) {
    const ids = next.map((option) => Number(option.value));
    groups.remember(next);
    localStorage.setItem(GROUPS_KEY, JSON.stringify(ids));
    setChosen(ids);
  }

  return (
    <LaneScreen
      kind="groups"
      rows={rows}
      picker={
        <SearchSelect
          multiple
          label={t('lanes.groups.picker')}
          placeholder={t('lanes.groups.placeholder')}
          search={searchGroups}
          value={groups.options}
          onValueChange={choose}
        />
      }
    />
  );
}
