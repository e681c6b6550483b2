import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import { inject } from './server';

/*
 * Every e2e file talks to one server and its demo accounts, and a user's language is stored on the server. A test
 * that switches a demo user to English and fails before switching back would leave every later test reading
 * English where it expects Lithuanian; so after each test the demo users' language goes back to Lithuanian (the
 * default), as a fresh demo university has it.
 */
afterEach(() => {
  const database = new Database(inject('databaseFile'), { timeout: 5000 });
  try {
    database.prepare("update users set language = 'lt' where language <> 'lt'").run();
  } finally {
    database.close();
  }
});
