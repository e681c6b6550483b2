import { PersonSelect, type PersonOption } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPersonOptions } from '../../data/reservations';
import { LaneScreen } from './LaneScreen';
import { readStoredPeople, type StoredPerson } from './laneRange';

const TEACHERS_KEY = 'lanes.teachers';

// Teachers only: a person search would list students too (issue 12, item 16).
const searchTeachers = (query: string) => searchPersonOptions(query, 'teacher');

/** Resources by teachers (`/resources/teachers`): what each chosen teacher is responsible for. */
export default function TeachersPage() {
  const { t } = useTranslation('web');
  const [chosen, setChosen] = useState<StoredPerson[]>(() => readStoredPeople(localStorage.getItem(TEACHERS_KEY)));
  const rows = useMemo(() => chosen.map((person) => ({ id: person.value, label: person.label })), [chosen]);

  function choose(next: PersonOption[]) {
    const people = next.map((person) => ({ value: Number(person.value), label: person.label }));
    localStorage.setItem(TEACHERS_KEY, JSON.stringify(people));
    setChosen(people);
  }

  return (
    <LaneScreen
      kind="teachers"
      rows={rows}
      picker={
        <PersonSelect
          multiple
          label={t('lanes.teachers.picker')}
          placeholder={t('lanes.teachers.placeholder')}
          search={searchTeachers}
          value={chosen}
          onValueChange={choose}
        />
      }
    />
  );
}
