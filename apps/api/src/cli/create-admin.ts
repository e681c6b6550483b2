import { parseArgs } from 'node:util';
import { passwordSchema } from '@laikas/contract';
import { loadConfigOrExit } from '../config.js';
import { createDatabase, toInstant } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { ensureRoles } from '../db/roles.js';
import { createUserRepository } from '../repositories/users.js';
import { hashPassword } from '../services/passwords.js';
import { render, schemaMessage } from '../i18n/index.js';
import { exitWithOperatorMessage } from '../startup.js';

/*
 * npm run create-admin -w @laikas/api -- --uid jonas --name "Jonas Jonaitis" --password '…' [--email …]
 * (or ADMIN_UID, ADMIN_NAME, ADMIN_PASSWORD, ADMIN_EMAIL). Creates a super administrator; this is how a
 * production installation gets its first account.
 */
const { values } = parseArgs({
  options: {
    uid: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    email: { type: 'string' },
  },
});
const uid = (values.uid ?? process.env.ADMIN_UID ?? '').trim();
const name = (values.name ?? process.env.ADMIN_NAME ?? '').trim();
const password = values.password ?? process.env.ADMIN_PASSWORD ?? '';
const email = (values.email ?? process.env.ADMIN_EMAIL ?? '').trim() || null;

const problems: string[] = [];
if (!uid) {
  problems.push('a uid (--uid or ADMIN_UID)');
}
if (!name) {
  problems.push('a name (--name or ADMIN_NAME)');
}
const passwordCheck = passwordSchema.safeParse(password);
if (!passwordCheck.success) {
  problems.push(
    `a password (--password or ADMIN_PASSWORD): ${passwordCheck.error.issues.map((issue) => render(schemaMessage(issue.message), 'en')).join(' ')}`,
  );
}
if (problems.length > 0) {
  console.error(`create-admin needs ${problems.join('; ')}`);
  process.exit(2);
}

const config = loadConfigOrExit();
const { db, dialect } = createDatabase(config.databaseUrl);
try {
  await migrateToLatest(db);
  await ensureRoles(db);
  const users = createUserRepository(db, dialect);
  if (await users.findByUid(uid)) {
    console.error(`create-admin: a user with uid "${uid}" already exists.`);
    process.exitCode = 1;
  } else {
    const now = toInstant(new Date());
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      const id = await users.create(
        { uid, name, email, password_hash: passwordHash, created_at: now, updated_at: now },
        trx,
      );
      await users.setRoles(id, ['super_admin'], trx);
    });
    console.log(`create-admin: super administrator "${uid}" created.`);
  }
} catch (error) {
  await db.destroy().catch(() => {});
  exitWithOperatorMessage('create-admin', error, config.databaseUrl);
} finally {
  await db.destroy();
}
