import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';

/**
 * Where SQLite test databases live: a memory-backed folder where the machine has one. A file there has everything a
 * server's file has (WAL, a writer and a reader connection) except the cost of `fsync`, which only the suites that
 * kill or restore a server (crash, backup) are about, and they open their own files.
 */
export const testFolder = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
