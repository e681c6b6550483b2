import { type Language } from '@laikas/contract';
import { renderStored } from '../i18n/index.js';
import { type ItcImportSummary } from '../services/itc-import.js';

/**
 * The language of `./laikas import:itc`: English, as the other commands print. The names the import writes (rooms'
 * descriptions and closed times, students) are in it too, for its warnings quote them ("R1 unavailable").
 */
export const ITC_CLI_LANGUAGE: Language = 'en';

/**
 * What `./laikas import:itc` prints once the import is done (in ITC_CLI_LANGUAGE): the counts the admin screen's
 * summary shows, then the warnings.
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
    lines.push(`    - ${renderStored(warning, ITC_CLI_LANGUAGE)}`);
  }
  return lines;
}
