import type { ReportData, ReportFilters } from '@laikas/contract';
import { ReportActions } from './ReportActions';
import { resourceKindOf } from './reportQuery';
import { ReportView } from './ReportView';

/**
 * A report once its figures have arrived: save (unless `canSave` is false) and export, then the figures. The reports
 * screen loads it lazily: its tables, the save form and the contract's schemas are most of that screen's code, and a
 * person choosing the filters needs none of them.
 */
export default function ReportResult({
  report,
  filters,
  canSave,
}: {
  report: ReportData | undefined;
  filters: ReportFilters;
  canSave?: boolean;
}) {
  if (!report) {
    return null;
  }
  return (
    <>
      <ReportActions filters={filters} canSave={canSave} kind={resourceKindOf(report.rooms)} />
      <ReportView report={report} filters={filters} />
    </>
  );
}
