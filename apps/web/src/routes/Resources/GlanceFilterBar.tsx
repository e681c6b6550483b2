import { Button, Checkbox, Field, Inline, Select, TextInput } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomsGlance } from '@laikas/contract';
import { NO_FILTERS, type GlanceFilters } from '../../data/glance';
import * as styles from './LaneScreen.css';

/**
 * The filters of rooms at a glance: building and equipment (from the last answer's lists), at least this many seats (a
 * whole number above 0, else no limit) and "free now"; Clear puts every one back.
 */
export function GlanceFilterBar({
  filters,
  onChange,
  glance,
}: {
  filters: GlanceFilters;
  onChange: (filters: GlanceFilters) => void;
  glance: RoomsGlance | undefined;
}) {
  const { t } = useTranslation('web');
  const [capacityText, setCapacityText] = useState('');

  function changeCapacity(text: string) {
    setCapacityText(text);
    const seats = Number(text);
    onChange({ ...filters, capacity: Number.isInteger(seats) && seats > 0 ? seats : null });
  }

  return (
    <Inline role="search" aria-label={t('glance.filters')} alignY="bottom" space="md">
      <div className={styles.filter}>
        <Select<string>
          label={t('glance.building')}
          placeholder={t('glance.allBuildings')}
          options={(glance?.addresses ?? []).map((address) => ({ value: address, label: address }))}
          value={filters.address}
          onValueChange={(address) => onChange({ ...filters, address })}
        />
      </div>
      <div className={styles.filter}>
        <Select<string>
          label={t('glance.tag')}
          placeholder={t('glance.anyTag')}
          options={(glance?.tags ?? []).map((tag) => ({ value: tag, label: tag }))}
          value={filters.tag}
          onValueChange={(tag) => onChange({ ...filters, tag })}
        />
      </div>
      <Field id="glance-capacity" label={t('glance.capacity')} className={styles.narrowFilter}>
        <TextInput
          id="glance-capacity"
          type="number"
          inputMode="numeric"
          min={1}
          value={capacityText}
          onChange={(event) => changeCapacity(event.target.value)}
        />
      </Field>
      <Checkbox
        label={t('glance.freeNow')}
        checked={filters.freeNow}
        onCheckedChange={(freeNow) => onChange({ ...filters, freeNow })}
      />
      <Button
        variant="secondary"
        size="small"
        disabled={filters === NO_FILTERS}
        onClick={() => {
          setCapacityText('');
          onChange(NO_FILTERS);
        }}
      >
        {t('glance.clear')}
      </Button>
    </Inline>
  );
}
