import {
  Button,
  DatePicker,
  ListFilters,
  PersonSelect,
  SearchSelect,
  Select,
  type ListQueryState,
  type PersonOption,
  type SearchOption,
} from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchGroups } from '../../../data/groups';
import { searchPeople } from '../../../data/reservations';
import { searchResourceOptions } from '../../../data/resources';
import type { ReservationListQuery } from './reservationListQuery';

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;

async function searchUsers(query: string): Promise<PersonOption[]> {
  const people = await searchPeople(query);
  return people.map((person) => ({ value: person.id, label: person.name, description: person.uid }));
}

/** Until a choice is made here, a filter from the address shows its id (the name is not loaded for it). */
const optionOf = (id: number | undefined) => (id === undefined ? null : { value: id, label: `#${id}` });

/** The reservation administration's filters; rooms, groups and people are searched on the server (issue 27). */
export function ReservationFilters({ query, change, reset }: ListQueryState<ReservationListQuery>) {
  const { t } = useTranslation('web');
  const [resource, setResource] = useState<SearchOption | null>(() => optionOf(query.resource_id));
  const [group, setGroup] = useState<SearchOption | null>(() => optionOf(query.group_id));
  const [person, setPerson] = useState<PersonOption | null>(() => optionOf(query.user_id));
  const clear = () => {
    setResource(null);
    setGroup(null);
    setPerson(null);
    reset();
  };
  return (
    <ListFilters
      actions={
        <Button type="button" variant="secondary" onClick={clear}>
          {t('admin.clearFilters')}
        </Button>
      }
    >
      <Select
        id="reservations-status"
        label={t('admin.reservations.status')}
        options={STATUSES.map((value) => ({ value, label: t(`admin.reservations.statuses.${value}`) }))}
        value={query.status}
        onValueChange={(next) => change({ status: next ?? 'pending' })}
      />
      <SearchSelect
        id="reservations-resource"
        label={t('admin.reservations.resource')}
        placeholder={t('admin.reservations.anyResource')}
        search={searchResourceOptions}
        value={resource}
        onValueChange={(next) => {
          setResource(next);
          change({ resource_id: next ? Number(next.value) : undefined });
        }}
      />
      <SearchSelect
        id="reservations-group"
        label={t('admin.reservations.group')}
        placeholder={t('admin.reservations.anyGroup')}
        search={searchGroups}
        value={group}
        onValueChange={(next) => {
          setGroup(next);
          change({ group_id: next ? Number(next.value) : undefined });
        }}
      />
      <PersonSelect
        label={t('admin.reservations.user')}
        placeholder={t('admin.reservations.anyUser')}
        search={searchUsers}
        value={person}
        onValueChange={(next) => {
          setPerson(next);
          change({ user_id: next ? Number(next.value) : undefined });
        }}
      />
      <DatePicker
        label={t('admin.reservations.from')}
        value={query.from ?? null}
        onValueChange={(from) => change({ from })}
      />
      <DatePicker label={t('admin.reservations.to')} value={query.to ?? null} onValueChange={(to) => change({ to })} />
    </ListFilters>
  );
}
