import type * as CalendarExport from '@laikas/reservation-form/export';
import { useToast } from '@laikas/ui';
import { useTranslation } from 'react-i18next';

type Exporter = typeof CalendarExport;
type ExportResult = ReturnType<Exporter['exportEvents']>;

/**
 * Downloads an `.ics` file that `build` makes with the calendar exporter, loaded only when asked for; a failure
 * (the code not loaded, nothing to export) is a toast in the reader's language.
 */
export function useCalendarExport() {
  const { t } = useTranslation('web');
  const toast = useToast();
  return async (build: (exporter: Exporter) => ExportResult) => {
    const exporter = await import('@laikas/reservation-form/export').catch(() => null);
    if (!exporter) {
      toast.error(t('export.unavailable'));
      return;
    }
    const result = build(exporter);
    if (result.ok) {
      exporter.downloadFile(result.file);
    } else {
      toast.error(t(`export.${result.error}`));
    }
  };
}
