/*
 * The one entry through which the benchmarks reach the apps: what each app publishes for tests and benchmarks as
 * its `testing` export (package.json `exports`), never its modules. A bench imports the apps from here only; lint
 * keeps it so (eslint.config.js).
 */
export * from '@laikas/api/testing';
export { ROUTE_TABLE, type RouteEntry } from '@laikas/web/testing';
