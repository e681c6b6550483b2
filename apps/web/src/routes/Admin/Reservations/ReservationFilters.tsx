import { Button, DatePicker, ListFilters, PersonSelect, SearchSelect, Select, type ListQueryState } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { searchGroups, useChosenGroups } from '../../../data/groups';
import { usePersonFilter } from '../../../data/reservations';
import { searchResourceOptions, useChosenResources } from '../../../data/resources';
import type { ReservationListQuery } from './reservationListQuery';

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;

const idsOf = (id: number | undefined) => (id === undefined ? [] : [id]);

/** The reservation administration's filters; rooms, groups and people are searched on the server (issue 27). */
export function ReservationFilters({ query, change, reset }: ListQueryState<ReservationListQuery>) {
  const { t } = useTranslation('web');
  // A filter from the address (a link, Back) shows the name of what it names, asked for by id.
  const resource = useChosenResources(idsOf(query.resource_id));
  const group = useChosenGroups(idsOf(query.group_id));
  const person = usePersonFilter(query.user_id, (user_id) => change({ user_id }));
  return (
    <ListFilters
      actions={
        <Button type="button" variant="secondary" onClick={reset}>
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
        value={resource.options[0] ?? null}
        onValueChange={(next) => {
          resource.remember(next ? [next] : []);
          change({ resource_id: next ? Number(next.value) : undefined });
        }}
      />
      <SearchSelect
        id="reservations-group"
        label={t('admin.reservations.group')}
        placeholder={t('admin.reservations.anyGroup')}
        search={searchGroups}
        value={group.options[0] ?? null}
        onValueChange={(next) => {
          group.remember(next ? [next] : []);
          change({ group_id: next ? Number(next.value) : undefined });
        }}
      />
      <PersonSelect label={t('admin.reservations.user')} placeholder={t('admin.reservations.anyUser')} {...person} />
      <DatePicker
        label={t('admin.reservations.from')}
        value={query.from ?? null}
        onValueChange={(from) => change({ from })}
      />
      <DatePicker
        label={t('admin.reservations.to')}
        value={query.to ?? null}
        openNear={query.from}
        onValueChange={(to) => change({ to })}
      />
    </ListFilters>
  );
}
