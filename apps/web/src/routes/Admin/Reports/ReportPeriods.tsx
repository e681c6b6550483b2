import type { ReportPeriod } from '@laikas/contract';
import { Button, ListFiltersRow } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useGet } from '../../../data/calls';
import { periodPresets } from './reportQuery';

/**
 * The teaching periods, as ranges to choose at one press (current, previous; `today` says which is current): their
 * names and dates as the reports' own call serves them to whoever may read reports (`reports.manage`), without the
 * right to manage the periods. Quiet: when they cannot be read, nothing shows and the dates are picked by hand.
 */
export function ReportPeriods({ today, onChoose }: { today: string; onChoose: (from: string, to: string) => void }) {
  const { t } = useTranslation('web');
  const periods = useGet<{ data: ReportPeriod[] }>('periods', '/api/admin/reports/periods', undefined, {
    raw: true,
    quiet: true,
  });
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
