import { useCallback, useState } from 'react';

/**
 * State that is controlled when `value` is given (not undefined) and uncontrolled otherwise
 * (starting from `defaultValue`); `onChange` is called either way (Radix's pattern).
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!controlled) {
        setInner(next);
      }
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}
