/**
 * The answers the server wrote into the page for a live session (issue 18; `withInlinedAnswers` in the API's web
 * plugin): the first calls' JSON bodies by address (`/api/user`, `/api/settings`, a room page's week), in a
 * `<script type="application/json">` block. The app starts drawing with them instead of asking.
 */
export const INLINED_ANSWERS_ID = 'laikas-answers';

/**
 * How long after the page's start an inlined answer may stand for a call, as a browser drops a preload nobody used:
 * a call made later (another visit to the same week) asks the server. A write ends them sooner (`dropInlinedAnswers`).
 */
export const INLINED_FOR_MS = 10_000;

let answers: Map<string, Record<string, unknown>> | undefined;

/** Every inlined answer not taken yet, by address (read from the page once). */
export function inlinedAnswers(): Map<string, Record<string, unknown>> {
  if (!answers) {
    answers = new Map();
    const text = typeof document === 'undefined' ? null : document.getElementById(INLINED_ANSWERS_ID)?.textContent;
    if (text) {
      try {
        answers = new Map(Object.entries(JSON.parse(text) as Record<string, Record<string, unknown>>));
      } catch {
        // A page without usable answers: the app asks for everything.
      }
    }
  }
  return answers;
}

/**
 * The answers a server render draws with (`entry-server.tsx`), in place of the page's block: the same answers the
 * server writes into the page, so that the app's first render in the browser draws what the server drew.
 */
export function setAnswersForServerRender(bodies: Readonly<Record<string, Record<string, unknown>>>): void {
  answers = new Map(Object.entries(bodies));
}

/** The page's inlined answer to a GET of `url` (path and query, as the client writes them), taken once. */
export function takeInlinedAnswer(url: string): Record<string, unknown> | undefined {
  const all = inlinedAnswers();
  const body = all.get(url);
  all.delete(url);
  return body !== undefined && performance.now() <= INLINED_FOR_MS ? body : undefined;
}

/** Forgets every answer not taken yet: after a write they may be out of date, and the reads that follow must ask. */
export function dropInlinedAnswers(): void {
  inlinedAnswers().clear();
}

let serverDrawn = false;

/**
 * Whether this page's first screen was drawn on the server (issue 33): then the app's first render is the server's,
 * and what it would otherwise leave for a render of its own (the header's menus) is already in the page.
 */
export function firstScreenDrawnByServer(): boolean {
  return serverDrawn;
}

/** Says that the first screen is drawn on the server: the server entry, and the browser as it hydrates that. */
export function markFirstScreenDrawnByServer(): void {
  serverDrawn = true;
}
