/**
 * Issue 9 item 3: how many times a client or a recipient did something in the current window, counted where
 * every server worker sees it (the SQL adapter) or in this process (the in-memory twin).
 */
export interface AbuseLimits {
  /**
   * Counts one more `key` in the fixed window of `windowMs` that holds `now`, and answers the count in that
   * window (this one included) and when the window ends.
   */
  hit(key: string, windowMs: number, now: Date): Promise<{ readonly count: number; readonly resetsAt: Date }>;
}
