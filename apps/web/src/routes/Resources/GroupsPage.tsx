import { MultiSelect } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllGroups } from '../../data/groups';
import { LaneScreen } from './LaneScreen';
import { readStoredIds } from './laneRange';

const GROUPS_KEY = 'lanes.groups';

/** Resources by groups (`/resources/groups`): what each chosen group attends. */
export default function GroupsPage() {
  const { t } = useTranslation('web');
  const groups = useAllGroups();
  const [chosen, setChosen] = useState<number[]>(() => readStoredIds(localStorage.getItem(GROUPS_KEY)));
  const options = useMemo(
    () => (groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
    [groups.data],
  );
  // Rows follow the choice's order; a stored id whose group is gone (or not loaded yet) has no row.
  const rows = useMemo(() => {
    const names = new Map((groups.data ?? []).map((group) => [group.id, group.name]));
    return chosen.flatMap((id) => {
      const label = names.get(id);
      return label === undefined ? [] : [{ id, label }];
    });
  }, [chosen, groups.data]);

  function choose(next: number[]) {
    localStorage.setItem(GROUPS_KEY, JSON.stringify(next));
    setChosen(next);
  }

  return (
    <LaneScreen
      kind="groups"
      title={t('lanes.groups.title')}
      rowHeading={t('lanes.groups.rowHeading')}
      rows={rows}
      emptyText={t('lanes.groups.empty')}
      picker={
        <MultiSelect<number>
          label={t('lanes.groups.picker')}
          placeholder={t('lanes.groups.placeholder')}
          options={options}
          value={chosen}
          onValueChange={choose}
        />
      }
    />
  );
}
