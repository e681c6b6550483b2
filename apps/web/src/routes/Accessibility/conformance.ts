/**
 * Laikas's WCAG 2.2 A and AA conformance report (issue 32): the statement page draws it, and
 * `conformance.test.ts` holds it equal to the table of docs/accessibility.md, where each check is explained.
 */

export const conformanceLevels = ['supports', 'partially', 'doesNot', 'notApplicable'] as const;
export type ConformanceLevel = (typeof conformanceLevels)[number];

/** How a criterion is shown to hold: a test in the repository (its path or command), or a check made by hand. */
export type Evidence = { test: string } | { manual: string };

export interface CriterionReport {
  /** The WCAG number, `1.4.10`; its name is the page's `accessibility.criteria.1-4-10`. */
  id: string;
  level: 'A' | 'AA';
  status: ConformanceLevel;
  evidence: Evidence[];
}

/** The day the report was last reviewed as a whole. */
export const REPORT_DATE = '2026-11-30';

const everyScreen = { test: 'e2e/tests/every-screen.e2e.test.ts' };
const beyondAxe = { test: 'e2e/tests/wcag-beyond-axe.e2e.test.ts' };
const stories = { test: 'npm run test:stories' };
const glance = { test: 'e2e/tests/glance.e2e.test.ts' };
const usability = { test: 'e2e/tests/usability.e2e.test.ts' };
const timetable = { test: 'e2e/tests/timetable-reading.e2e.test.ts' };
const contrast = { test: 'packages/ui/src/theme/contrast.test.ts' };
const sessionEnd = { test: 'e2e/tests/session-timeout.e2e.test.ts' };
const sessionWarning = { test: 'apps/web/src/app/SessionTimeout.test.tsx' };
const sessionApi = { test: 'apps/api/test/sessions.test.ts' };
const reviewed = { manual: REPORT_DATE };

export const CRITERIA: readonly CriterionReport[] = [
  { id: '1.1.1', level: 'A', status: 'supports', evidence: [everyScreen, stories] },
  { id: '1.2.1', level: 'A', status: 'notApplicable', evidence: [reviewed] },
  { id: '1.2.2', level: 'A', status: 'notApplicable', evidence: [reviewed] },
  { id: '1.2.3', level: 'A', status: 'notApplicable', evidence: [reviewed] },
  { id: '1.2.4', level: 'AA', status: 'notApplicable', evidence: [reviewed] },
  { id: '1.2.5', level: 'AA', status: 'notApplicable', evidence: [reviewed] },
  { id: '1.3.1', level: 'A', status: 'supports', evidence: [everyScreen, stories, timetable] },
  { id: '1.3.2', level: 'A', status: 'supports', evidence: [beyondAxe, reviewed] },
  { id: '1.3.3', level: 'A', status: 'supports', evidence: [reviewed] },
  { id: '1.3.4', level: 'AA', status: 'supports', evidence: [everyScreen] },
  { id: '1.3.5', level: 'AA', status: 'supports', evidence: [everyScreen, beyondAxe] },
  { id: '1.4.1', level: 'A', status: 'supports', evidence: [everyScreen, timetable] },
  { id: '1.4.2', level: 'A', status: 'notApplicable', evidence: [reviewed] },
  { id: '1.4.3', level: 'AA', status: 'supports', evidence: [everyScreen, stories] },
  { id: '1.4.4', level: 'AA', status: 'supports', evidence: [beyondAxe] },
  { id: '1.4.5', level: 'AA', status: 'supports', evidence: [reviewed] },
  { id: '1.4.10', level: 'AA', status: 'supports', evidence: [beyondAxe] },
  { id: '1.4.11', level: 'AA', status: 'supports', evidence: [contrast] },
  { id: '1.4.12', level: 'AA', status: 'supports', evidence: [beyondAxe] },
  { id: '1.4.13', level: 'AA', status: 'supports', evidence: [stories] },
  { id: '2.1.1', level: 'A', status: 'supports', evidence: [glance, usability, timetable] },
  { id: '2.1.2', level: 'A', status: 'supports', evidence: [stories] },
  { id: '2.1.4', level: 'A', status: 'supports', evidence: [reviewed] },
  { id: '2.2.1', level: 'A', status: 'supports', evidence: [sessionEnd, sessionWarning, sessionApi, everyScreen] },
  { id: '2.2.2', level: 'A', status: 'supports', evidence: [beyondAxe, reviewed] },
  { id: '2.3.1', level: 'A', status: 'supports', evidence: [reviewed] },
  { id: '2.4.1', level: 'A', status: 'supports', evidence: [everyScreen] },
  { id: '2.4.2', level: 'A', status: 'supports', evidence: [everyScreen] },
  { id: '2.4.3', level: 'A', status: 'supports', evidence: [usability, stories] },
  { id: '2.4.4', level: 'A', status: 'supports', evidence: [everyScreen] },
  { id: '2.4.5', level: 'AA', status: 'supports', evidence: [reviewed] },
  { id: '2.4.6', level: 'AA', status: 'supports', evidence: [everyScreen, reviewed] },
  { id: '2.4.7', level: 'AA', status: 'supports', evidence: [beyondAxe] },
  { id: '2.4.11', level: 'AA', status: 'supports', evidence: [beyondAxe, usability] },
  { id: '2.5.1', level: 'A', status: 'supports', evidence: [reviewed] },
  { id: '2.5.2', level: 'A', status: 'supports', evidence: [reviewed] },
  { id: '2.5.3', level: 'A', status: 'supports', evidence: [everyScreen, usability] },
  { id: '2.5.4', level: 'A', status: 'notApplicable', evidence: [reviewed] },
  { id: '2.5.7', level: 'AA', status: 'supports', evidence: [glance, usability, timetable] },
  { id: '2.5.8', level: 'AA', status: 'supports', evidence: [everyScreen] },
  { id: '3.1.1', level: 'A', status: 'supports', evidence: [everyScreen] },
  { id: '3.1.2', level: 'AA', status: 'supports', evidence: [everyScreen] },
  { id: '3.2.1', level: 'A', status: 'supports', evidence: [beyondAxe, reviewed] },
  { id: '3.2.2', level: 'A', status: 'supports', evidence: [reviewed] },
  { id: '3.2.3', level: 'AA', status: 'supports', evidence: [beyondAxe] },
  { id: '3.2.4', level: 'AA', status: 'supports', evidence: [reviewed] },
  { id: '3.2.6', level: 'A', status: 'supports', evidence: [beyondAxe] },
  { id: '3.3.1', level: 'A', status: 'supports', evidence: [beyondAxe] },
  { id: '3.3.2', level: 'A', status: 'supports', evidence: [everyScreen] },
  { id: '3.3.3', level: 'AA', status: 'supports', evidence: [beyondAxe, reviewed] },
  { id: '3.3.4', level: 'AA', status: 'supports', evidence: [stories] },
  { id: '3.3.7', level: 'A', status: 'supports', evidence: [beyondAxe] },
  { id: '3.3.8', level: 'AA', status: 'supports', evidence: [beyondAxe] },
  { id: '4.1.2', level: 'A', status: 'supports', evidence: [everyScreen, stories, timetable] },
  { id: '4.1.3', level: 'AA', status: 'supports', evidence: [beyondAxe, stories] },
];

/** The criterion's key under `accessibility.criteria` (i18next reads dots as nesting). */
export const criterionKey = (id: string) => id.replaceAll('.', '-');

/** Whether the whole of level AA is met: every criterion supported or not applicable. */
export function conformsFully(criteria: readonly CriterionReport[]): boolean {
  return criteria.every((criterion) => criterion.status === 'supports' || criterion.status === 'notApplicable');
}
