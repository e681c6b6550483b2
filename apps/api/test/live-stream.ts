import { type Agent } from './agent.js';

/** One Server-Sent Event as a browser's EventSource reads it (a comment is `event: 'comment'`). */
export interface ReceivedEvent {
  event: string;
  id?: string;
  data: string;
}

/** A stream of `GET /api/events` opened over real HTTP with the agent's session cookie. */
export interface OpenStream {
  status: number;
  body: string;
  events: ReceivedEvent[];
  /** Resolves with the first event (already received or to come) matching `test`. */
  next(test: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export const changeOf = (event: ReceivedEvent) => JSON.parse(event.data) as Record<string, unknown>;
export const isChange = (test: (change: Record<string, unknown>) => boolean) => (event: ReceivedEvent) =>
  event.event === 'change' && test(changeOf(event));

/** Parses an SSE text stream: blocks separated by a blank line (WHATWG HTML, "event stream interpretation"). */
function parseBlock(block: string): ReceivedEvent | undefined {
  const fields: Record<string, string> = {};
  if (block.startsWith(':')) {
    return { event: 'comment', data: block.slice(1).trim() };
  }
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
    }
  }
  if (fields.retry !== undefined && fields.data === undefined) {
    return undefined;
  }
  return {
    event: fields.event ?? 'message',
    ...(fields.id !== undefined && { id: fields.id }),
    data: fields.data ?? '',
  };
}

export async function openStream(
  baseUrl: string,
  agent: Agent,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  if (response.status !== 200) {
    return {
      status: response.status,
      body: await response.text(),
      events,
      next: () => Promise.reject(new Error(`no stream: ${response.status}`)),
      ended: Promise.resolve(),
      close() {},
    };
  }
  const ended = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          return;
        }
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const parsed = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed) {
            events.push(parsed);
            waiters.forEach((wake) => wake());
          }
        }
      }
    } catch {
      // aborted by close()
    } finally {
      waiters.forEach((wake) => wake());
    }
  })();
  let finished = false;
  void ended.then(() => (finished = true));
  return {
    status: response.status,
    body: '',
    events,
    ended,
    next(test, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const check = () => {
          const found = events.find(test);
          if (found || finished) {
            clearTimeout(timer);
            waiters.delete(check);
            if (found) {
              resolve(found);
            } else {
              reject(new Error(`the stream ended; got ${JSON.stringify(events)}`));
            }
          }
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      controller.abort();
    },
  };
}
