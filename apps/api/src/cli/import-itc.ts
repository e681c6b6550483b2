import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { ensureRoles } from '../db/roles.js';
import { ItcFormatError } from '../domain/itc.js';
import { itcImporterOf } from '../plugins/app/imports.js';
import { ItcImportError } from '../services/itc-import.js';
import { render } from '../i18n/index.js';
import { invocationFolder } from './invocation.js';
import { ITC_CLI_LANGUAGE, itcSummaryLines } from './itc-summary.js';
import { exitWithOperatorMessage } from '../startup.js';

/*
 * ./laikas import:itc -- <problem.xml> <solution.xml> --period <name> --start 2026-02-02 [--groups]
 *   [--source <name>] [--match]
 * Imports an ITC 2019 problem and its solution as a semester (services/itc-import.ts); prints a summary.
 * Running it again with the same files creates nothing new. Its rooms and students are named by its source (the
 * problem's name unless `--source` names one: `R5 (source)`, `s5@source`); rooms and users already under those
 * names but not from this source refuse the import unless `--match` uses them.
 */
const USAGE =
  'usage: import:itc -- <problem.xml> <solution.xml> --period <name> --start YYYY-MM-DD [--groups] [--source <name>] [--match]';
const { values, positionals } = parseArgs({
  // `./laikas import:itc -- …` passes the separator through npm's nested runs: a bare `--` is not a file.
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  allowPositionals: true,
  options: {
    period: { type: 'string' },
    start: { type: 'string' },
    groups: { type: 'boolean', default: false },
    source: { type: 'string' },
    match: { type: 'boolean', default: false },
  },
});
const [problemPath, solutionPath] = positionals;
if (!problemPath || !solutionPath || !values.period || !values.start || positionals.length !== 2) {
  console.error(USAGE);
  process.exit(2);
}

let problemXml: string;
let solutionXml: string;
try {
  // Paths are taken from where the command was started (npm runs scripts in the package's folder).
  const base = invocationFolder();
  [problemXml, solutionXml] = await Promise.all([
    readFile(resolve(base, problemPath), 'utf8'),
    readFile(resolve(base, solutionPath), 'utf8'),
  ]);
} catch (error) {
  console.error(`import:itc: cannot read the files: ${(error as Error).message}`);
  process.exit(1);
}

const config = loadConfigOrExit();
const { db, dialect } = createDatabase(config.databaseUrl);
const started = performance.now();
try {
  await migrateToLatest(db);
  await ensureRoles(db);
  const importer = itcImporterOf(db, dialect, { clock: () => new Date(), timeZone: config.timeZone });
  let lastShown = 0;
  const summary = await importer.run({
    problemXml,
    solutionXml,
    periodName: values.period,
    start: values.start,
    groups: values.groups,
    ...(values.source !== undefined && { source: values.source }),
    match: values.match,
    language: ITC_CLI_LANGUAGE,
    onProgress({ rooms, occurrences }) {
      const percent = rooms.total === 0 ? 100 : Math.floor((rooms.done / rooms.total) * 100);
      if (rooms.done > 0 && (percent >= lastShown + 10 || rooms.done === rooms.total)) {
        lastShown = percent;
        console.log(
          `import:itc: rooms with classes ${rooms.done}/${rooms.total}, occurrences ${occurrences.done}/${occurrences.total} (${percent} %)`,
        );
      }
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const line of itcSummaryLines(summary, { groups: values.groups, seconds })) {
    console.log(line);
  }
} catch (error) {
  if (error instanceof ItcFormatError || error instanceof ItcImportError) {
    console.error(`import:itc: ${render(error.reason, ITC_CLI_LANGUAGE)}`);
    process.exitCode = 1;
  } else {
    await db.destroy().catch(() => {});
    exitWithOperatorMessage('import:itc', error, config.databaseUrl);
  }
} finally {
  await db.destroy();
}
