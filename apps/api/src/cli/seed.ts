import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config.js';
import { buildApp } from '../app.js';
import { reservationServiceOf } from '../plugins/app/reservations.js';
import { demoLogins, resetAndSeed, seedIfEmpty } from '../seed/demo.js';

/*
 * npm run seed -w @laikas/api [-- --reset]
 * Seeds the demo university into an empty database; --reset drops every table first and rebuilds it.
 */
const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } });
const config = loadConfigOrExit();
if (config.production) {
  console.error('seed: refusing to seed demo data with NODE_ENV=production.');
  process.exit(1);
}
// The app (migrated, its roles ensured) writes the demo's reservations through its reservation service.
const app = await buildApp(config, { logger: false });
const { db } = app;
try {
  const options = {
    timeZone: config.timeZone,
    uploadDir: config.uploadDir,
    log: { info: (message: string) => console.log(`seed: ${message}`) },
    reservations: reservationServiceOf(app, { notify: false }),
  };
  if (values.reset) {
    await resetAndSeed(db, options);
  } else {
    if (!(await seedIfEmpty(db, options))) {
      console.log('seed: the database already has users; nothing seeded (use --reset to rebuild it).');
      process.exit(0);
    }
  }
  console.log('seed: demo logins (uid / password):');
  for (const login of demoLogins()) {
    console.log(`  ${login.role.padEnd(12)} ${login.uid.padEnd(12)} ${login.password}`);
  }
} finally {
  await app.close();
}
