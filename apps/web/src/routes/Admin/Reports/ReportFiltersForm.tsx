import type { ReportFilters } from '@laikas/contract';
import { Button, Checkbox, DatePicker, ListFilters, MultiSelect, SearchSelect, Select } from '@laikas/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGet } from '../../../data/calls';
import { searchGroups, useChosenGroups } from '../../../data/groups';
import { referenceData } from '../../../data/keys';
import { searchResourceOptions, useChosenResources } from '../../../data/resources';

/** The report's range and filters: rooms and groups searched on the server, tags, type, weekends. */
export function ReportFiltersForm({
  form,
  onChange,
  onSubmit,
}: {
  form: ReportFilters;
  onChange: (change: Partial<ReportFilters>) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation('web');
  // Rooms too are searched on the server (issue 27: 300 rooms after an import).
  const resources = useChosenResources(form.resources ?? []);
  const { data: tags = [] } = useGet<string[]>('resources', '/api/resources/tags', undefined, referenceData);
  // Groups are searched on the server (issue 27: 473 after an import; the picker loaded the first 1000).
  const groups = useChosenGroups(form.groups ?? []);
  const ids = (value: { value: string | number }[]) =>
    value.length > 0 ? value.map((option) => Number(option.value)) : undefined;
  const typeOptions = [
    { value: 'any', label: t('reports.anyType') },
    { value: 'lecture', label: t('reports.lecture') },
    { value: 'event', label: t('reports.event') },
  ];

  return (
    <ListFilters
      label={t('reports.filtersLabel')}
      onSubmit={onSubmit}
      actions={
        <Button type="submit" disabled={!form.from || !form.to}>
          {t('reports.show')}
        </Button>
      }
    >
      <DatePicker
        label={t('reports.from')}
        value={form.from}
        onValueChange={(value) => onChange({ from: value ?? '' })}
      />
      <DatePicker label={t('reports.to')} value={form.to} onValueChange={(value) => onChange({ to: value ?? '' })} />
      <SearchSelect
        multiple
        label={t('reports.resources')}
        search={searchResourceOptions}
        value={resources.options}
        onValueChange={(value) => {
          resources.remember(value);
          onChange({ resources: ids(value) });
        }}
        placeholder={t('reports.all')}
      />
      <MultiSelect<string>
        label={t('reports.tags')}
        options={tags.map((tag) => ({ value: tag, label: tag }))}
        value={form.tags ?? []}
        onValueChange={(value) => onChange({ tags: value.length > 0 ? value : undefined })}
        placeholder={t('reports.all')}
      />
      <SearchSelect
        multiple
        label={t('reports.groups.title')}
        search={searchGroups}
        value={groups.options}
        onValueChange={(value) => {
          groups.remember(value);
          onChange({ groups: ids(value) });
        }}
        placeholder={t('reports.all')}
      />
      <Select<string>
        label={t('reports.type')}
        options={typeOptions}
        value={form.type ?? 'any'}
        onValueChange={(value) => onChange({ type: value === 'lecture' || value === 'event' ? value : undefined })}
      />
      <Checkbox
        label={t('reports.weekends')}
        checked={form.days === 'all'}
        onCheckedChange={(checked) => onChange({ days: checked ? 'all' : undefined })}
      />
    </ListFilters>
  );
}
