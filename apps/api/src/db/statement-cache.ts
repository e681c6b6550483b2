/** Bounds of a cache of prepared statements, keyed by their SQL text. */
export interface StatementCacheLimits {
  /** Statements kept at most. */
  maxEntries: number;
  /** Characters of SQL text kept at most, all statements together (a statement's memory grows with its text). */
  maxTextLength: number;
  /** A longer text is never kept: it runs unprepared (no request of ours has one; an attacker's list would). */
  maxEntryTextLength: number;
}

/**
 * The statement caches of both dialects (SQLite's prepared statements in this process, the statements each
 * PostgreSQL connection prepared in its server process): least recently used first out, bounded by count and by
 * the length of their texts, so no sequence of requests grows a process without bound (issue 13, finding 1).
 */
export class StatementCache<V> {
  private readonly entries = new Map<string, V>();
  private textLength = 0;
  private readonly limits: StatementCacheLimits;
  private readonly evicted: (text: string, value: V) => void;

  // No parameter properties: the SQLite writer thread loads this file as Node strips it (sqlite-thread.ts).
  constructor(
    limits: StatementCacheLimits,
    /** Called with each statement pushed out (to finalize or deallocate it). */
    evicted: (text: string, value: V) => void = () => {},
  ) {
    this.limits = limits;
    this.evicted = evicted;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The characters of SQL text kept. */
  get length(): number {
    return this.textLength;
  }

  /** Whether a text may be kept at all. */
  admits(text: string): boolean {
    return text.length <= this.limits.maxEntryTextLength;
  }

  /** The value kept for the text, now the most recently used. */
  get(text: string): V | undefined {
    const value = this.entries.get(text);
    if (value !== undefined) {
      this.entries.delete(text);
      this.entries.set(text, value);
    }
    return value;
  }

  has(text: string): boolean {
    return this.entries.has(text);
  }

  /** Keeps the value (when the text is admitted), pushing out the least recently used beyond the bounds. */
  set(text: string, value: V): void {
    if (!this.admits(text)) {
      return;
    }
    if (this.entries.delete(text)) {
      this.textLength -= text.length;
    }
    this.entries.set(text, value);
    this.textLength += text.length;
    while (
      this.entries.size > 1 &&
      (this.entries.size > this.limits.maxEntries || this.textLength > this.limits.maxTextLength)
    ) {
      const [oldest, oldValue] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.textLength -= oldest.length;
      this.evicted(oldest, oldValue);
    }
  }

  delete(text: string): void {
    if (this.entries.delete(text)) {
      this.textLength -= text.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.textLength = 0;
  }

  /** The least recently used texts first. */
  keys(): IterableIterator<string> {
    return this.entries.keys();
  }
}
