import type { Period } from '@laikas/contract';
import { Button, ListFiltersRow } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useGet, type Page as PageOf } from '../../../data/calls';
import { periodPresets } from './reportQuery';

/**
 * The teaching periods the API serves, as ranges to choose at one press (current, previous; `today` says which is
 * current). Quiet: without the right to read them (an administrator of reports only) nothing shows and the dates are
 * picked by hand.
 */
export function ReportPeriods({ today, onChoose }: { today: string; onChoose: (from: string, to: string) => void }) {
  const { t } = useTranslation('web');
  const periods = useGet<PageOf<Period>>(
    'periods',
    '/api/admin/periods',
    { per_page: 100 },
    { raw: true, quiet: true },
  );
  const presets = periodPresets(periods.data?.data ?? [], today);
  if (presets.length === 0) {
    return null;
  }
  return (
    <ListFiltersRow role="group" aria-label={t('reports.periods')}>
      {presets.map((preset) => (
        <Button key={preset.which} variant="secondary" onClick={() => onChoose(preset.from, preset.to)}>
          {t(`reports.period.${preset.which}`, { name: preset.name })}
        </Button>
      ))}
    </ListFiltersRow>
  );
}
