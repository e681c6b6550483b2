import { renderStored } from '../i18n/index.js';
import { type ItcImportSummary } from '../services/itc-import.js';

/**
 * What `./laikas import:itc` prints once the import is done (in English, as the other commands): the counts the
 * admin screen's summary shows, then the warnings.
 */
export function itcSummaryLines(summary: ItcImportSummary, options: { groups: boolean; seconds: string }): string[] {
  const lines = [
    `import:itc: ${summary.problem} into period "${summary.period.name}"${summary.period.created ? ' (new)' : ''} in ${options.seconds} s`,
    `  rooms:       ${summary.rooms.total} (${summary.rooms.created} created)`,
    `  classes:     ${summary.classes.total} (${summary.classes.placed} placed in rooms, ${summary.classes.withoutRoom} without a room)`,
    `  series:      ${summary.series.created} created, ${summary.series.existing} already there, ${summary.series.leftOut ?? 0} left out`,
    `  occurrences: ${summary.occurrences} created`,
    `  blackouts:   ${summary.blackouts} created, ${summary.blackoutsExisting ?? 0} already there, ${summary.blackoutsLeftOut ?? 0} left out (room unavailabilities)`,
  ];
  if (options.groups) {
    lines.push(
      `  students:    ${summary.users} users created, ${summary.groups} groups created, ${summary.memberships} memberships added`,
    );
  }
  lines.push(`  warnings:    ${summary.warnings.length}`);
  for (const warning of summary.warnings) {
    lines.push(`    - ${renderStored(warning, 'en')}`);
  }
  return lines;
}
