import { resolve } from 'node:path';
import { loadConfigOrExit } from '../config.js';
import { backup, restore } from '../services/backup.js';
import { exitWithOperatorMessage } from '../startup.js';
import { invocationFolder } from './invocation.js';

/*
 * `./laikas backup <file>`: the database named by DATABASE_URL and the upload folder (UPLOAD_DIR) into <file> and
 * <file>.uploads/, while the server runs. `./laikas restore <file>`: back into them, with the server stopped.
 * docs/operations.md, "Backups".
 */
const [command, given] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !given) {
  console.error('usage: ./laikas backup <file> | ./laikas restore <file>');
  process.exit(2);
}
// npm runs the script in apps/api; a relative path means where `./laikas` was run.
const file = resolve(invocationFolder(), given);
const config = loadConfigOrExit();
const started = Date.now();
try {
  if (command === 'backup') {
    const paths = await backup(config.databaseUrl, config.uploadDir, file);
    console.log(`backed up to ${paths.database} and ${paths.uploads}/ in ${Date.now() - started} ms`);
  } else {
    await restore(config.databaseUrl, config.uploadDir, file);
    console.log(`restored ${file} in ${Date.now() - started} ms`);
  }
} catch (error) {
  exitWithOperatorMessage(command, error, config.databaseUrl);
}
