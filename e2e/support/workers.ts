/**
 * How many test files run at once, each worker with its own server and browser (E2E_WORKERS, 2 by default). Most of
 * an e2e test's time is waiting (a screen settling, a poll, an animation), so two workers finish sooner also on two
 * cores; 1 runs every file one after the other against one server.
 */
export const E2E_WORKERS = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS)) || 2);
