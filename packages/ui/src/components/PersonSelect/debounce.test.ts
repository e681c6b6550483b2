import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    { name: 'one call, then the delay', calls: [0], waitAfterLast: 250, expected: [['a0']] },
    { name: 'one call, not yet the delay', calls: [0], waitAfterLast: 249, expected: [] },
    { name: 'typing faster than the delay', calls: [0, 100, 200], waitAfterLast: 250, expected: [['a2']] },
    { name: 'two bursts apart', calls: [0, 300], waitAfterLast: 250, expected: [['a0'], ['a1']] },
  ])('given $name, should call with the last arguments of each burst', ({ calls, waitAfterLast, expected }) => {
    const callback = vi.fn();
    const debounced = debounce(callback, 250);
    let now = 0;
    calls.forEach((at, index) => {
      vi.advanceTimersByTime(at - now);
      now = at;
      debounced(`a${index}`);
    });
    vi.advanceTimersByTime(waitAfterLast);
    expect(callback.mock.calls).toEqual(expected);
  });

  it('should drop the waiting call when cancelled', () => {
    const callback = vi.fn();
    const debounced = debounce(callback, 250);
    debounced('x');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});
