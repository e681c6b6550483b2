/*
 * The web app as the benchmarks use it (bench/): one public entry, so that a bench never reaches into the app's
 * modules. The named routes with their paths and guards.
 */
export { ROUTE_TABLE, type RouteEntry } from './app/routeTable';
