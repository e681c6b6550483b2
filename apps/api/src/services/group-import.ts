import { type Kysely } from 'kysely';
import { type Database, type Dialect } from '../db/database.js';
import { inImportLock } from '../db/import-lock.js';
import { GroupFileError, type RowProblem } from '../domain/groupImport.js';
import { existingMemberships, groupsByName, type ImportRepository } from '../repositories/imports.js';
import { type AuditRecord, type AuditService } from './audit.js';
import { readGroupFileInThread } from './file-threads.js';
import { type Message, message } from '../i18n/index.js';

export interface GroupFileReport {
  name: string;
  /** `ready`: a preview found nothing wrong; `imported`: written; `refused`: nothing of it written. */
  status: 'ready' | 'imported' | 'refused';
  /** Why the whole file is refused (size, format, zip bomb, entities, formulas, header). */
  message?: Message;
  rows: number;
  problems: RowProblem[];
  groups: { new: number; existing: number };
  users: { new: number; existing: number };
  memberships: { new: number; existing: number };
}

/*
 * Imports group lists from files (issue 16). A preview reads every file and says, per file, what would be created
 * and each row's problems, writing nothing. An import does the same and then writes each file that has no problem
 * in its own transaction (all or nothing per file). Users are matched by uid and groups by name, memberships by
 * both, so importing the same files again creates nothing.
 */
export function createGroupImporter(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  imports: ImportRepository;
  /** Records each group the file created or added members to (issue 15). */
  audit?: Pick<AuditService, 'recordMany'>;
  clock: () => Date;
}) {
  const { db, dialect, imports, audit, clock } = deps;

  async function one(file: { name: string; bytes: Buffer }, commit: boolean): Promise<GroupFileReport> {
    const report: GroupFileReport = {
      name: file.name,
      status: 'ready',
      rows: 0,
      problems: [],
      groups: { new: 0, existing: 0 },
      users: { new: 0, existing: 0 },
      memberships: { new: 0, existing: 0 },
    };
    let rows;
    try {
      // Off the event loop and within limits checked while reading (issue 27): nothing is written before.
      const read = await readGroupFileInThread(file.name, file.bytes);
      rows = read.rows;
      report.problems = read.problems;
      report.rows = read.rows.length + new Set(read.problems.map((problem) => problem.line)).size;
    } catch (error) {
      if (error instanceof GroupFileError) {
        return { ...report, status: 'refused', message: error.reason };
      }
      throw error;
    }
    if (report.problems.length > 0) {
      return { ...report, status: 'refused', message: message('groupImport.rowsHaveProblems') };
    }
    const write = async (trx: Kysely<Database>) => {
      const now = clock().toISOString();
      const groupNames = [...new Set(rows.map((row) => row.group))];
      const groups = await groupsByName(db, groupNames, trx);
      const uids = [...new Set(rows.map((row) => row.uid))];
      const users = await imports.usersByUid(uids, trx);
      report.groups = { new: groupNames.filter((name) => !groups.has(name)).length, existing: groups.size };
      report.users = { new: uids.filter((uid) => !users.has(uid)).length, existing: users.size };
      const existing = await existingMemberships(db, [...groups.values()], trx);
      const pairs = new Set(rows.map((row) => `${row.group}\u0000${row.uid}`));
      const already = [...pairs].filter((pair) => {
        const [group, uid] = pair.split('\u0000') as [string, string];
        const groupId = groups.get(group);
        const userId = users.get(uid);
        return groupId !== undefined && userId !== undefined && existing.has(`${groupId}:${userId}`);
      }).length;
      report.memberships = { new: pairs.size - already, existing: already };
      if (!commit) {
        return;
      }
      const newGroups = new Set(groupNames.filter((name) => !groups.has(name)));
      for (const name of groupNames) {
        if (!groups.has(name)) {
          groups.set(name, await imports.createGroup(name, null, now, trx));
        }
      }
      const firstOfUid = new Map(rows.map((row) => [row.uid, row]));
      const created = await imports.createUsers(
        uids
          .filter((uid) => !users.has(uid))
          .map((uid) => ({ uid, name: firstOfUid.get(uid)!.name, email: firstOfUid.get(uid)!.email })),
        'student',
        now,
        trx,
      );
      for (const [uid, id] of created) {
        users.set(uid, id);
      }
      await imports.addMembers(
        [...pairs].map((pair) => {
          const [group, uid] = pair.split('\u0000') as [string, string];
          return { group_id: groups.get(group)!, user_id: users.get(uid)! };
        }),
        trx,
      );
      // One entry per group: created (with its members) or given members; a file of thousands stays a few rows.
      const added = new Map<string, number[]>();
      for (const pair of pairs) {
        const [group, uid] = pair.split('\u0000') as [string, string];
        const userId = users.get(uid)!;
        if (!existing.has(`${groups.get(group)}:${userId}`)) {
          added.set(group, [...(added.get(group) ?? []), userId]);
        }
      }
      const entries: AuditRecord[] = groupNames
        .filter((name) => newGroups.has(name) || added.has(name))
        .map((name) => ({
          action: newGroups.has(name) ? 'create' : 'update',
          entityType: 'group',
          entityId: groups.get(name)!,
          label: name,
          after: {
            ...(newGroups.has(name) && { name }),
            users_added: (added.get(name) ?? []).sort((left, right) => left - right),
            file: file.name,
          },
        }));
      await audit?.recordMany(trx, entries);
      report.status = 'imported';
    };
    if (commit) {
      // Another import at the same time may create the same users and groups: one after the other.
      await inImportLock(db, dialect, write);
    } else {
      await write(db);
    }
    return report;
  }

  return {
    /** Reads (and with `commit` imports) each file; answers a report per file, in order. */
    async run(files: readonly { name: string; bytes: Buffer }[], commit: boolean): Promise<GroupFileReport[]> {
      const reports: GroupFileReport[] = [];
      for (const file of files) {
        reports.push(await one(file, commit));
      }
      return reports;
    },
  };
}
export type GroupImporter = ReturnType<typeof createGroupImporter>;
