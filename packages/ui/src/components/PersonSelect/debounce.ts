export interface Debounced<A extends unknown[]> {
  /** Schedules a call with these arguments, replacing any call still waiting. */
  (...args: A): void;
  /** Drops the waiting call, if any. */
  cancel: () => void;
}

/** Calls `callback` once calls have stopped for `delay` ms, with the arguments of the last call. */
export function debounce<A extends unknown[]>(callback: (...args: A) => void, delay: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) {
      clearTimeout(timer);
    }
    timer = setTimeout(() => {
      timer = undefined;
      callback(...args);
    }, delay);
  };
  debounced.cancel = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
  return debounced;
}
