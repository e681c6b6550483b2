import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './processes.js';

/*
 * A client that sends its request a byte at a time (slowloris) held a connection for as long as it liked: the server
 * set no limit on a request's time. Now the whole request has REQUEST_TIMEOUT_MS (a short one here); the answer
 * that ends it is 408 and the connection is closed, while everyone else is answered as usual.
 */
describe('a client sending its upload a byte at a time', () => {
  let server: ServerProcess | undefined;
  let socket: Socket | undefined;
  afterEach(async () => {
    socket?.destroy();
    await server?.stop('SIGKILL');
  });

  it('should be cut with a 408 and its connection closed, while other requests are answered', async () => {
    const databaseUrl = join(mkdtempSync(join(tmpdir(), 'laikas-slow-')), 'laikas.sqlite');
    server = await startServer(databaseUrl, { REQUEST_TIMEOUT_MS: '1500', SEED_DEMO: '0' });
    const { hostname, port } = new URL(server.url);
    const slow = connect(Number(port), hostname);
    socket = slow;
    await new Promise<void>((resolve) => slow.once('connect', resolve));
    let received = '';
    slow.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    const closed = new Promise<void>((resolve) => slow.once('close', () => resolve()));
    let open = true;
    void closed.then(() => {
      open = false;
    });
    const boundary = 'slowloris';
    slow.write(
      'POST /api/upload HTTP/1.1\r\n' +
        `Host: ${hostname}:${port}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        'Content-Length: 1000000\r\n\r\n' +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`,
    );
    // A byte every 100 ms, for as long as the server keeps the connection; meanwhile another client is answered.
    const others: number[] = [];
    while (open) {
      slow.write('x');
      const response = await fetch(`${server.url}/api/settings`);
      await response.arrayBuffer();
      others.push(response.status);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await closed;
    // Refused at once (no XSRF token), the body still came a byte at a time and kept the connection: the limit ended
    // it, its last answer a 408.
    expect(received).toMatch(/HTTP\/1\.1 408 Request Timeout[^]*$/);
    expect(received.slice(received.lastIndexOf('HTTP/1.1 '))).toMatch(/^HTTP\/1\.1 408 /);
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((status) => status !== 200)).toEqual([]);
    // The server still answers after the cut.
    expect((await fetch(`${server.url}/api/settings`)).status).toBe(200);
  }, 120_000);
});
